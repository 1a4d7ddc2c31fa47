// Invoice list (spec §7 Invoice): search, status filter, sortable columns, pages of 10 by default, delete with a confirmation.
import { useCallback, useEffect, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import {
  Button,
  Card,
  CardBody,
  CardHeader,
  Input,
  Label,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Table
} from 'reactstrap'
import { toast } from 'react-toastify'
import { ArrowDown, ArrowUp, ArrowUpDown, Eye, Pencil, Plus, Printer, Trash2 } from 'lucide-react'
import {
  INVOICE_STATUSES,
  balanceValue,
  invoiceListQuery,
  type Invoice,
  type InvoiceStatus
} from '@/contracts/invoice'
import { PAGE_SIZES } from '@/contracts/list'
import { LoadError } from '@/@core/components/table/LoadError'
import { Pager, type PagerText } from '@/@core/components/table/Pager'
import { PageSizeSelect } from '@/@core/components/table/PageSizeSelect'
import { RowAction, RowActions } from '@/@core/components/table/RowActions'
import { TableState } from '@/@core/components/table/TableState'
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
  { key: 'id', label: 'invoice.list.columns.id' },
  { key: 'client', label: 'invoice.list.columns.client' },
  { key: 'total', label: 'invoice.list.columns.total' },
  { key: 'issuedDate', label: 'invoice.list.columns.issuedDate', className: 'd-none d-xxl-table-cell' },
  { key: 'dueDate', label: 'invoice.list.columns.dueDate' },
  { key: 'balance', label: 'invoice.list.columns.balance' },
  { key: 'invoiceStatus', label: 'invoice.list.columns.status' }
] as const

export default function InvoiceList() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const invoices = useAppSelector(selectInvoices)
  const total = useAppSelector(selectInvoiceTotal)
  const loading = useAppSelector(selectInvoicesLoading)
  const error = useAppSelector(selectInvoicesError)
  const [toDelete, setToDelete] = useState<Invoice | null>(null)
  const [deleting, setDeleting] = useState(false)

  const pagerText = useMemo<PagerText>(
    () => ({
      navigation: t('invoice.list.pagination'),
      previous: t('invoice.list.previousPage'),
      next: t('invoice.list.nextPage'),
      page: (page) => t('invoice.list.page', { page }),
      showing: ({ from, to, total }) => t('invoice.list.showing', { first: from, last: to, total })
    }),
    [t]
  )

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
    setDeleting(true)
    const result = await dispatch(deleteInvoice(toDelete.id))
    setDeleting(false)
    if (deleteInvoice.fulfilled.match(result)) {
      toast.success(t('invoice.list.deleted', { id: toDelete.id }))
      setToDelete(null)
    } else toast.error(result.payload ?? t('invoice.list.deleteFailed'))
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
            <Button tag={Link} to="/apps/invoice/add" color="primary" size="sm">
              <Plus size={16} aria-hidden="true" className="me-1" />
              {t('invoice.list.add')}
            </Button>
            <div className="ms-md-auto d-flex flex-wrap gap-2">
              <div>
                <Label for="invoice-search" className="visually-hidden">
                  {t('invoice.list.search')}
                </Label>
                <Input
                  id="invoice-search"
                  type="search"
                  bsSize="sm"
                  placeholder={t('invoice.list.searchPlaceholder')}
                  value={query}
                  onChange={(e) => setQuery(e.target.value)}
                />
              </div>
              <div>
                <Label for="invoice-status" className="visually-hidden">
                  {t('invoice.list.statusFilter')}
                </Label>
                <Input
                  id="invoice-status"
                  type="select"
                  bsSize="sm"
                  value={params.status}
                  onChange={(e) =>
                    update({
                      filters: { status: (e.target.value || undefined) as InvoiceStatus | undefined }
                    })
                  }
                >
                  <option value="">{t('invoice.list.allStatuses')}</option>
                  {INVOICE_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(statusKey(status))}
                    </option>
                  ))}
                </Input>
              </div>
            </div>
          </div>
        </CardBody>
        {error ? (
          <CardBody>
            <LoadError
              message={error}
              retryText={t('invoice.list.retry')}
              onRetry={reload}
              className="mb-0"
            />
          </CardBody>
        ) : (
          <div className="table-responsive">
            <Table hover className="mb-0 align-middle invoice-table" aria-busy={loading}>
              <caption className="visually-hidden">{t('invoice.list.caption')}</caption>
              <thead>
                <tr>
                  {COLUMNS.map((column) => {
                    const active = params.sortColumn === column.key
                    const Arrow = !active ? ArrowUpDown : params.sort === 'asc' ? ArrowUp : ArrowDown
                    return (
                      <th
                        key={column.key}
                        scope="col"
                        className={'className' in column ? column.className : undefined}
                        aria-sort={active ? (params.sort === 'asc' ? 'ascending' : 'descending') : 'none'}
                      >
                        <button type="button" className="invoice-sort" onClick={() => sortBy(column.key)}>
                          {t(column.label)}
                          <Arrow size={13} aria-hidden="true" className="ms-1" />
                        </button>
                      </th>
                    )
                  })}
                  <th scope="col" className="text-end">
                    {t('invoice.list.columns.actions')}
                  </th>
                </tr>
              </thead>
              <tbody>
                <TableState
                  colSpan={COLUMNS.length + 1}
                  loading={loading}
                  empty={invoices.length === 0}
                  emptyText={t('invoice.list.empty')}
                  loadingText={t('app.loading')}
                />
                {invoices.map((invoice) => {
                  const owed = balanceValue(invoice.balance)
                  return (
                    <tr key={invoice.id}>
                      <td>
                        <Link to={`/apps/invoice/preview/${invoice.id}`} className="fw-semibold">
                          #{invoice.id}
                        </Link>
                      </td>
                      <td>
                        <div className="d-flex align-items-center gap-2">
                          <ClientAvatar name={invoice.client.name} />
                          <div className="d-flex flex-column min-w-0">
                            <span className="fw-semibold text-truncate">{invoice.client.name}</span>
                            <span className="small text-body-secondary text-truncate">
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
                      <td>
                        <RowActions end>
                          <RowAction
                            tone="ghost"
                            icon={Eye}
                            label={t('invoice.list.preview', { id: invoice.id })}
                            to={`/apps/invoice/preview/${invoice.id}`}
                          />
                          <RowAction
                            tone="ghost"
                            icon={Pencil}
                            label={t('invoice.list.edit', { id: invoice.id })}
                            to={`/apps/invoice/edit/${invoice.id}`}
                          />
                          <RowAction
                            tone="ghost"
                            icon={Printer}
                            label={t('invoice.list.download', { id: invoice.id })}
                            to={`/apps/invoice/preview/${invoice.id}?print=1`}
                          />
                          <RowAction
                            tone="ghost"
                            icon={Trash2}
                            label={t('invoice.list.delete', { id: invoice.id })}
                            onClick={() => setToDelete(invoice)}
                          />
                        </RowActions>
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </Table>
          </div>
        )}
        <Pager
          page={params.page}
          perPage={params.perPage}
          total={total}
          onPageChange={(page) => update({ page })}
          text={pagerText}
          hideSinglePage
          className="card-body"
        />
      </Card>
      <Modal
        isOpen={toDelete !== null}
        toggle={() => setToDelete(null)}
        labelledBy="invoice-delete-title"
        centered
      >
        <ModalHeader toggle={() => setToDelete(null)} id="invoice-delete-title" tag="h2" className="h5">
          {t('invoice.list.deleteTitle')}
        </ModalHeader>
        <ModalBody>
          {toDelete && t('invoice.list.deleteText', { id: toDelete.id, client: toDelete.client.name })}
        </ModalBody>
        <ModalFooter>
          <Button color="secondary" outline className="vl-btn-outline" onClick={() => setToDelete(null)}>
            {t('invoice.list.cancel')}
          </Button>
          <Button color="danger" disabled={deleting} onClick={() => void confirmDelete()}>
            {t('invoice.list.confirmDelete')}
          </Button>
        </ModalFooter>
      </Modal>
    </div>
  )
}
