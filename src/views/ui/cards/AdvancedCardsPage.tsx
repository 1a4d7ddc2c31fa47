import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { AdvancedCard } from './examples/AdvancedCard'
import advancedCardCode from './examples/AdvancedCard.tsx?raw'

export default function AdvancedCardsPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.cards.advanced.title')} intro={t('ui.cards.advanced.intro')}>
      <ShowcaseExample title={t('ui.cards.advanced.examples')} code={advancedCardCode}>
        <AdvancedCard />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
