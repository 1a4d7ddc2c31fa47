import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { CardActions } from './examples/CardActions'
import cardActionsCode from './examples/CardActions.tsx?raw'

export default function CardActionsPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.cards.actions.title')} intro={t('ui.cards.actions.intro')}>
      <ShowcaseExample title={t('ui.cards.actions.examples')} code={cardActionsCode}>
        <CardActions />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
