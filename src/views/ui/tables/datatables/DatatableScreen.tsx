// The two data-table pages: one query in the URL, one server-style page of rows, the table, a CSV export of the
// rows on screen (or of the chosen ones), the pager; the advanced page adds its column filters above.
import { useCallback, useEffect, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router-dom'
import { Button, Card, CardBody } from 'reactstrap'
import { Download } from 'lucide-react'
import type { RowSelectionState, Updater } from '@tanstack/react-table'
import { KeywordField } from '@/@core/components/list/KeywordField'
import { Pager, PAGE_SIZES } from '@/@core/components/list/Pager'
import { SelectionBar } from '@/@core/components/list/Selection'
import { useKeywordSearch } from '@/@core/components/list/useKeywordSearch'
import { saveCsv } from '@/@core/components/list/exportCsv'
import { useKeepPageInRange } from '@/@core/hooks/useUrlListParams'
import { DatatableFilters } from './DatatableFilters'
import { DatatableTable } from './DatatableTable'
import { datatableCsv } from './datatableCsv'
import { readDatatableQuery, writeDatatableQuery, type QueryChange } from './datatableQuery'
import { useDatatablePage } from './useDatatablePage'
import './datatables.scss'

export function DatatableScreen({ variant }: { variant: 'basic' | 'advanced' }) {
  const { t } = useTranslation()
  const [search, setSearch] = useSearchParams()
  const searchKey = search.toString()
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the identity of the query
  const query = useMemo(() => readDatatableQuery(search), [searchKey])
  const update = useCallback(
    (change: QueryChange, replace = false) =>
      setSearch((current) => writeDatatableQuery(current, change), { replace }),
    [setSearch]
  )
  const { rows, total, loading, error, reload } = useDatatablePage(query, t('ui.tables.datatables.failed'))

  const [selection, setSelection] = useState<RowSelectionState>({})
  // The selection is of the rows on screen: another page or filter starts it afresh.
  useEffect(() => setSelection({}), [searchKey])
  const onSelectionChange = useCallback(
    (updater: Updater<RowSelectionState>) =>
      setSelection((current) => (typeof updater === 'function' ? updater(current) : updater)),
    []
  )
  const chosen = rows.filter((row) => selection[String(row.id)])

  const { keyword, setKeyword } = useKeywordSearch(query.q, (q) => update({ q }, true))
  const goToPage = useCallback((page: number) => update({ page }, true), [update])
  useKeepPageInRange(query.page, query.perPage, total, rows.length, !loading && !error, goToPage)

  const exportRows = () => {
    const list = chosen.length > 0 ? chosen : rows
    saveCsv(datatableCsv(list, t), `datatable-${variant}`)
  }

  const titleId = `datatable-${variant}-title`
  return (
    <section aria-labelledby={titleId} className="datatable-screen">
      <h1 id={titleId} className="h3 mb-1">
        {t(`ui.tables.datatables.${variant}.title`)}
      </h1>
      <p className="text-body-secondary mb-4">{t(`ui.tables.datatables.${variant}.intro`)}</p>
      <Card>
        {variant === 'advanced' && (
          <CardBody className="border-bottom">
            <DatatableFilters query={query} onApply={(change) => update(change, true)} />
          </CardBody>
        )}
        <CardBody className="d-flex flex-wrap align-items-end justify-content-between gap-3 py-3">
          {variant === 'basic' ? (
            <KeywordField
              id="datatable-search"
              label={t('ui.tables.datatables.search')}
              placeholder={t('ui.tables.datatables.searchPlaceholder')}
              value={keyword}
              onChange={setKeyword}
              className="datatable-search"
            />
          ) : (
            <h2 className="h5 mb-0">{t('ui.tables.datatables.results')}</h2>
          )}
          <Button color="secondary" outline onClick={exportRows} disabled={rows.length === 0}>
            <Download size={16} aria-hidden="true" className="me-1" />
            {chosen.length > 0
              ? t('ui.tables.datatables.exportChosen', { count: chosen.length })
              : t('ui.tables.datatables.exportPage')}
          </Button>
        </CardBody>
        <SelectionBar
          count={chosen.length}
          total={total}
          pageFull={false}
          allMatching={false}
          onSelectAll={() => undefined}
          onClear={() => setSelection({})}
        />
        <DatatableTable
          rows={rows}
          loading={loading}
          error={error}
          onRetry={reload}
          sortColumn={query.sortColumn}
          sortDir={query.sort}
          onSort={(change) => update(change)}
          selection={selection}
          onSelectionChange={onSelectionChange}
        />
        <Pager
          id={`datatable-${variant}`}
          label={t('ui.tables.datatables.pages')}
          page={query.page}
          perPage={query.perPage}
          total={total}
          sizes={PAGE_SIZES}
          onPageChange={(page) => update({ page })}
          onPerPageChange={(perPage) => update({ perPage })}
        />
      </Card>
    </section>
  )
}
