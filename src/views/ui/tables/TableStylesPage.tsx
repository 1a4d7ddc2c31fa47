import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { TableVariant } from './examples/TableVariant'
import tableVariantCode from './examples/TableVariant.tsx?raw'

const STYLES = [
  { key: 'basic', props: {} },
  { key: 'striped', props: { striped: true } },
  { key: 'bordered', props: { bordered: true } },
  { key: 'hover', props: { hover: true } },
  { key: 'small', props: { size: 'sm' } },
  { key: 'dark', props: { dark: true } },
  { key: 'responsive', props: { responsive: true, striped: true } }
] as const

export default function TableStylesPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.tables.title')} intro={t('ui.tables.intro')}>
      <p className="d-flex flex-wrap gap-3">
        <Link to="/tables/datatables/basic">{t('ui.tables.datatablesLink')}</Link>
        <Link to="/tables/datatables/advanced">{t('ui.tables.datatablesAdvancedLink')}</Link>
      </p>
      {STYLES.map(({ key, props }) => (
        <ShowcaseExample key={key} title={t(`ui.tables.styles.${key}`)} code={tableVariantCode}>
          <TableVariant {...props} caption={t(`ui.tables.styles.${key}`)} />
        </ShowcaseExample>
      ))}
    </ShowcasePage>
  )
}
