import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { AnalyticsCards } from './examples/AnalyticsCards'
import analyticsCardsCode from './examples/AnalyticsCards.tsx?raw'

export default function AnalyticsCardsPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.cards.analytics.title')} intro={t('ui.cards.analytics.intro')}>
      <ShowcaseExample title={t('ui.cards.analytics.examples')} code={analyticsCardsCode}>
        <AnalyticsCards />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
