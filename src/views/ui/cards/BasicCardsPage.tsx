import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { BasicCards } from './examples/BasicCards'
import basicCardsCode from './examples/BasicCards.tsx?raw'

export default function BasicCardsPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.cards.basic.title')} intro={t('ui.cards.basic.intro')}>
      <ShowcaseExample title={t('ui.cards.basic.examples')} code={basicCardsCode}>
        <BasicCards />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
