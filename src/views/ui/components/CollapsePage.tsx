import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { CollapseExample } from './examples/CollapseExample'
import collapseExampleCode from './examples/CollapseExample.tsx?raw'
import { AccordionExample } from './examples/AccordionExample'
import accordionExampleCode from './examples/AccordionExample.tsx?raw'

export default function CollapsePage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.components.collapse.title')} intro={t('ui.components.collapse.intro')}>
      <ShowcaseExample title={t('ui.components.collapse.collapseTitle')} code={collapseExampleCode}>
        <CollapseExample />
      </ShowcaseExample>
      <ShowcaseExample title={t('ui.components.collapse.accordion')} code={accordionExampleCode}>
        <AccordionExample />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
