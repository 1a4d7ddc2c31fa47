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

/** The sortable, searchable data tables live on their own pages. */
const DATATABLE_PAGES = [
  { key: 'basic', path: '/tables/datatables/basic' },
  { key: 'advanced', path: '/tables/datatables/advanced' }
] as const

export default function TableStylesPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.tables.title')} intro={t('ui.tables.intro')}>
      <nav aria-labelledby="datatables-links-title" className="mb-4">
        <h2 id="datatables-links-title" className="fs-6 mb-2">
          {t('ui.tables.datatables.title')}
        </h2>
        <ul className="d-flex flex-wrap gap-3 list-unstyled mb-0">
          {DATATABLE_PAGES.map(({ key, path }) => (
            <li key={key}>
              <Link to={path}>{t(`ui.tables.datatables.${key}.title`)}</Link>
            </li>
          ))}
        </ul>
      </nav>
      {STYLES.map(({ key, props }) => (
        <ShowcaseExample key={key} title={t(`ui.tables.styles.${key}`)} code={tableVariantCode}>
          <TableVariant {...props} caption={t(`ui.tables.styles.${key}`)} />
        </ShowcaseExample>
      ))}
    </ShowcasePage>
  )
}
