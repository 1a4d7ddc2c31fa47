import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { BasicBreadcrumbs } from './examples/BasicBreadcrumbs'
import basicBreadcrumbsCode from './examples/BasicBreadcrumbs.tsx?raw'

export default function BreadcrumbsPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.components.breadcrumbs.title')} intro={t('ui.components.breadcrumbs.intro')}>
      <ShowcaseExample title={t('ui.components.breadcrumbs.basic')} code={basicBreadcrumbsCode}>
        <BasicBreadcrumbs />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
