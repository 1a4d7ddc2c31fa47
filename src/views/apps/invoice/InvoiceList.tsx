// Invoice list (spec §7 Invoice): search, status filter, sortable columns, pages of 10 by default, delete with a confirmation.
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody, CardHeader } from 'reactstrap'
import { toast } from 'react-toastify'
import { Eye, Pencil, Plus, Printer, Trash2 } from 'lucide-react'
import { INVOICE_STATUSES, balanceValue, invoiceListQuery, type Invoice } from '@/contracts/invoice'
import { PAGE_SIZES } from '@/contracts/list'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import { FilterSelect } from '@/@core/components/list/FilterSelect'
import { KeywordField } from '@/@core/components/list/KeywordField'
import { ListTable } from '@/@core/components/list/ListTable'
import { Pager } from '@/@core/components/list/Pager'
import { PageSizeSelect } from '@/@core/components/list/PageSizeSelect'
import { RowAction, RowActions } from '@/@core/components/list/RowActions'
import { SortHeader } from '@/@core/components/list/SortHeader'
import { useAbility } from '@/configs/AbilityContext'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { nextSort, useKeepPageInRange, useUrlListParams } from '@/@core/hooks/useUrlListParams'
import {
  deleteInvoice,
  fetchInvoices,
  selectInvoiceTotal,
  selectInvoices,
  selectInvoicesError,
  selectInvoicesLoading
} from './invoiceSlice'
import { invoiceParams } from './invoiceApi'
import { StatusBadge } from './components/StatusBadge'
import { ClientAvatar } from './components/ClientAvatar'
import { formatBalance, formatDate, money, statusKey } from './components/invoiceFormat'
import './invoice.scss'

const COLUMNS = [
  { key: 'id', label: 'invoice.list.columns.id', className: 'list-pin-start' },
  { key: 'client', label: 'invoice.list.columns.client' },
  { key: 'total', label: 'invoice.list.columns.total' },
  { key: 'issuedDate', label: 'invoice.list.columns.issuedDate', className: 'd-none d-xxl-table-cell' },
  { key: 'dueDate', label: 'invoice.list.columns.dueDate' },
  { key: 'balance', label: 'invoice.list.columns.balance' },
  { key: 'invoiceStatus', label: 'invoice.list.columns.status' }
] as const

export default function InvoiceList() {
  // A viewer (read Template only) sees the invoices without the create, edit and delete actions.
  const ability = useAbility()
  const canCreate = ability.can('create', 'Template')
  const canUpdate = ability.can('update', 'Template')
  const canDelete = ability.can('delete', 'Template')
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const invoices = useAppSelector(selectInvoices)
  const total = useAppSelector(selectInvoiceTotal)
  const loading = useAppSelector(selectInvoicesLoading)
  const error = useAppSelector(selectInvoicesError)
  const [toDelete, setToDelete] = useState<Invoice | null>(null)

  const { params: list, update, keyword: query, setKeyword: setQuery } = useUrlListParams(invoiceListQuery)
  const params = useMemo(() => invoiceParams(list), [list])
  const reload = useCallback(() => void dispatch(fetchInvoices(params)), [dispatch, params])
  useEffect(reload, [reload])
  const goToPage = useCallback((page: number) => update({ page }, { replace: true }), [update])
  useKeepPageInRange(list.page, list.per_page, total, invoices.length, !loading && !error, goToPage)
  const sortBy = (column: (typeof invoiceListQuery.sortFields)[number]) =>
    update(nextSort(list, column, 'asc'))

  const confirmDelete = async () => {
    if (!toDelete) return
    await dispatch(deleteInvoice(toDelete.id)).unwrap()
    toast.success(t('invoice.list.deleted', { id: toDelete.id }))
  }

  return (
    <div className="invoice-list">
      <Card>
        <CardHeader className="bg-transparent border-bottom-0 pt-3">
          <h1 className="h4 mb-0">{t('invoice.list.title')}</h1>
        </CardHeader>
        <CardBody className="pb-2">
          <div className="d-flex flex-wrap align-items-end gap-3">
            <PageSizeSelect
              id="invoice-per-page"
              label={t('invoice.list.show')}
              value={params.perPage}
              sizes={PAGE_SIZES}
              onChange={(perPage) => update({ per_page: perPage })}
              size="sm"
            />
            {canCreate && (
              <Button tag={Link} to="/apps/invoice/add" color="primary" size="sm">
                <Plus size={16} aria-hidden="true" className="me-1" />
                {t('invoice.list.add')}
              </Button>
            )}
            <div className="ms-md-auto d-flex flex-wrap gap-2">
              <KeywordField
                id="invoice-search"
                label={t('invoice.list.search')}
                placeholder={t('invoice.list.searchPlaceholder')}
                value={query}
                onChange={setQuery}
                hideLabel
                size="sm"
              />
              <div>
                <FilterSelect
                  id="invoice-status"
                  label={t('invoice.list.statusFilter')}
                  allLabel={t('invoice.list.allStatuses')}
                  value={params.status}
                  options={INVOICE_STATUSES}
                  optionLabel={(status) => t(statusKey(status))}
                  onChange={(status) => update({ filters: { status } })}
                  hideLabel
                  size="sm"
                />
              </div>
            </div>
          </div>
        </CardBody>
        <ListTable
          caption={t('invoice.list.caption')}
          columns={COLUMNS.length + 1}
          rows={invoices.length}
          loading={loading}
          error={error}
          emptyText={t('invoice.list.empty')}
          onRetry={reload}
          head={
            <>
              {COLUMNS.map((column) => (
                <SortHeader
                  key={column.key}
                  field={column.key}
                  label={t(column.label)}
                  sortBy={list.sort_by}
                  sortDir={list.sort_dir}
                  onSort={sortBy}
                  className={'className' in column ? column.className : undefined}
                />
              ))}
              <th scope="col" className="text-end list-pin-end">
                {t('invoice.list.columns.actions')}
              </th>
            </>
          }
        >
          {invoices.map((invoice) => {
            const owed = balanceValue(invoice.balance)
            return (
              <tr key={invoice.id}>
                <td className="list-pin-start">
                  <Link to={`/apps/invoice/preview/${invoice.id}`} className="fw-semibold text-nowrap">
                    #{invoice.id}
                  </Link>
                </td>
                <td>
                  <div className="d-flex align-items-center gap-2">
                    <ClientAvatar name={invoice.client.name} />
                    <div className="d-flex flex-column min-w-0">
                      <span className="fw-semibold text-truncate">{invoice.client.name}</span>
                      <span className="small text-body-secondary text-truncate text-page-start" dir="ltr">
                        {invoice.client.companyEmail}
                      </span>
                    </div>
                  </div>
                </td>
                <td>{money(invoice.total, i18n.language)}</td>
                <td className="text-nowrap d-none d-xxl-table-cell">
                  {formatDate(invoice.issuedDate, i18n.language)}
                </td>
                <td className="text-nowrap">{formatDate(invoice.dueDate, i18n.language)}</td>
                <td>
                  {owed === 0 ? (
                    <span className="badge rounded-pill bg-success-subtle text-success-emphasis">
                      {t('invoice.list.paidInFull')}
                    </span>
                  ) : (
                    <span className={owed < 0 ? 'text-danger-emphasis' : undefined}>
                      {formatBalance(invoice.balance, i18n.language)}
                    </span>
                  )}
                </td>
                <td>
                  <StatusBadge invoice={invoice} />
                </td>
                <td className="list-pin-end">
                  <RowActions end>
                    <RowAction
                      tone="ghost"
                      icon={Eye}
                      label={t('invoice.list.preview', { id: invoice.id })}
                      to={`/apps/invoice/preview/${invoice.id}`}
                    />
                    {canUpdate && (
                      <RowAction
                        tone="ghost"
                        icon={Pencil}
                        label={t('invoice.list.edit', { id: invoice.id })}
                        to={`/apps/invoice/edit/${invoice.id}`}
                      />
                    )}
                    <RowAction
                      tone="ghost"
                      icon={Printer}
                      label={t('invoice.list.download', { id: invoice.id })}
                      to={`/apps/invoice/preview/${invoice.id}?print=1`}
                    />
                    {canDelete && (
                      <RowAction
                        tone="ghost"
                        icon={Trash2}
                        label={t('invoice.list.delete', { id: invoice.id })}
                        onClick={() => setToDelete(invoice)}
                      />
                    )}
                  </RowActions>
                </td>
              </tr>
            )
          })}
        </ListTable>
        <Pager
          label={t('invoice.list.pagination')}
          page={params.page}
          perPage={params.perPage}
          total={total}
          onPageChange={(page) => update({ page })}
          hideSinglePage
        />
      </Card>
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={t('invoice.list.deleteTitle')}
        body={toDelete && t('invoice.list.deleteText', { id: toDelete.id, client: toDelete.client.name })}
        confirmLabel={t('invoice.list.confirmDelete')}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </div>
  )
}
