import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { ListGroupExamples } from './examples/ListGroupExamples'
import listGroupExamplesCode from './examples/ListGroupExamples.tsx?raw'

export default function ListGroupPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.components.listGroup.title')} intro={t('ui.components.listGroup.intro')}>
      <ShowcaseExample title={t('ui.components.listGroup.examples')} code={listGroupExamplesCode}>
        <ListGroupExamples />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
