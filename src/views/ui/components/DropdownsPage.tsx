import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { BasicDropdowns } from './examples/BasicDropdowns'
import basicDropdownsCode from './examples/BasicDropdowns.tsx?raw'

export default function DropdownsPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.components.dropdowns.title')} intro={t('ui.components.dropdowns.intro')}>
      <ShowcaseExample title={t('ui.components.dropdowns.examples')} code={basicDropdownsCode}>
        <BasicDropdowns />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
