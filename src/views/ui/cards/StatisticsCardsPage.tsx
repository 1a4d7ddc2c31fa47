import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { StatisticsCards } from './examples/StatisticsCards'
import statisticsCardsCode from './examples/StatisticsCards.tsx?raw'
import { StatisticsGoals, StatisticsWithCharts } from './examples/StatisticsMore'
import statisticsMoreCode from './examples/StatisticsMore.tsx?raw'

export default function StatisticsCardsPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.cards.statistics.title')} intro={t('ui.cards.statistics.intro')}>
      <ShowcaseExample title={t('ui.cards.statistics.examples')} code={statisticsCardsCode}>
        <StatisticsCards />
      </ShowcaseExample>
      <ShowcaseExample title={t('ui.cards.statistics.charts.title')} code={statisticsMoreCode}>
        <StatisticsWithCharts />
      </ShowcaseExample>
      <ShowcaseExample title={t('ui.cards.statistics.goals.title')} code={statisticsMoreCode}>
        <StatisticsGoals />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
