import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { BasicPagination } from './examples/BasicPagination'
import basicPaginationCode from './examples/BasicPagination.tsx?raw'

export default function PaginationPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.components.pagination.title')} intro={t('ui.components.pagination.intro')}>
      <ShowcaseExample title={t('ui.components.pagination.basic')} code={basicPaginationCode}>
        <BasicPagination />
      </ShowcaseExample>
      <ShowcaseExample title={t('ui.components.pagination.small')} code={basicPaginationCode}>
        <BasicPagination size="sm" />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
