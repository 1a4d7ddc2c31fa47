import { useCallback, useEffect, useId, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { ArrowDown, ArrowUp, ArrowUpDown, Eye, Plus, Trash2 } from 'lucide-react'
import { Button, Card, CardBody, CardHeader, Col, Input, Label, Row, Table } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import {
  TEMPLATE_USER_PLANS,
  TEMPLATE_USER_ROLES,
  TEMPLATE_USER_STATUSES,
  templateUserListQuery,
  type TemplateUser,
  type TemplateUserSortColumn
} from '@/contracts/templateUsers'
import { PAGE_SIZES } from '@/contracts/list'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { nextSort, useKeepPageInRange, useUrlListParams } from '@/@core/hooks/useUrlListParams'
import { LoadError } from '@/@core/components/table/LoadError'
import { Pager } from '@/@core/components/table/Pager'
import { PageSizeSelect } from '@/@core/components/table/PageSizeSelect'
import { RowAction, RowActions } from '@/@core/components/table/RowActions'
import { TableState } from '@/@core/components/table/TableState'
import { deleteUser, fetchUsers, selectUserList } from '../userSlice'
import { templateUserParams } from '../userApi'
import { UserAvatar } from '../components/UserAvatar'
import { RoleLabel, StatusBadge } from '../components/UserBadges'
import { ConfirmModal } from '../components/ConfirmModal'
import { usePagerText } from '../components/usePagerText'
import { AddUserModal } from './AddUserModal'
import '../user.scss'

const COLUMNS: { key: TemplateUserSortColumn; label: string }[] = [
  { key: 'fullName', label: 'templateUsers.table.user' },
  { key: 'role', label: 'templateUsers.table.role' },
  { key: 'currentPlan', label: 'templateUsers.table.plan' },
  { key: 'billing', label: 'templateUsers.table.billing' },
  { key: 'status', label: 'templateUsers.table.status' }
]

/** The template users table: filters, search, sortable headers, pages, add and delete. Used by the user list and the roles page. */
export function UsersTable({ title }: { title: string }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const { data, total, loading, error } = useAppSelector(selectUserList)
  const [adding, setAdding] = useState(false)
  const [toDelete, setToDelete] = useState<TemplateUser | null>(null)
  const [deleting, setDeleting] = useState(false)
  const ids = useId()
  const pagerText = usePagerText(t('templateUsers.pagination.label'))

  const {
    params: list,
    update,
    keyword: search,
    setKeyword: setSearch
  } = useUrlListParams(templateUserListQuery)
  const params = useMemo(() => templateUserParams(list), [list])
  const reload = useCallback(() => void dispatch(fetchUsers(params)), [dispatch, params])
  useEffect(reload, [reload])
  const goToPage = useCallback((page: number) => update({ page }, { replace: true }), [update])
  useKeepPageInRange(list.page, list.per_page, total, data.length, !loading && !error, goToPage)
  const sortBy = (column: TemplateUserSortColumn) => update(nextSort(list, column, 'asc'))

  const confirmDelete = async () => {
    if (!toDelete) return
    setDeleting(true)
    const result = await dispatch(deleteUser(toDelete.id))
    setDeleting(false)
    if (deleteUser.fulfilled.match(result)) {
      toast.success(t('templateUsers.delete.deleted', { name: toDelete.fullName }))
      setToDelete(null)
    } else {
      toast.error(result.payload ?? t('templateUsers.common.failed'))
    }
  }

  const filter = (
    name: 'role' | 'currentPlan' | 'status',
    values: readonly string[],
    labelKey: string,
    optionKey: string
  ) => (
    <Col md={4}>
      <Label for={`${ids}-${name}`}>{t(labelKey)}</Label>
      <Input
        id={`${ids}-${name}`}
        type="select"
        value={params[name]}
        onChange={(e) => update({ filters: { [name]: e.target.value || undefined } })}
      >
        <option value="">{t(`templateUsers.filters.all.${name}`)}</option>
        {values.map((value) => (
          <option key={value} value={value}>
            {t(`${optionKey}.${value}`)}
          </option>
        ))}
      </Input>
    </Col>
  )

  return (
    <Card className="border-0 shadow-sm template-users-table">
      <CardHeader className="bg-transparent border-bottom py-3">
        <h2 className="h5 mb-3">{title}</h2>
        <Row className="g-3">
          {filter('role', TEMPLATE_USER_ROLES, 'templateUsers.filters.role', 'templateUsers.roles')}
          {filter('currentPlan', TEMPLATE_USER_PLANS, 'templateUsers.filters.plan', 'templateUsers.plans')}
          {filter('status', TEMPLATE_USER_STATUSES, 'templateUsers.filters.status', 'templateUsers.statuses')}
        </Row>
      </CardHeader>
      <CardBody className="d-flex flex-wrap align-items-center justify-content-between gap-3 py-3">
        <PageSizeSelect
          id={`${ids}-perPage`}
          label={t('templateUsers.table.show')}
          value={params.perPage}
          sizes={PAGE_SIZES}
          onChange={(perPage) => update({ per_page: perPage })}
        />
        <div className="d-flex flex-wrap align-items-center gap-2">
          <Label for={`${ids}-search`} className="visually-hidden">
            {t('templateUsers.table.searchLabel')}
          </Label>
          <Input
            id={`${ids}-search`}
            type="search"
            placeholder={t('templateUsers.table.searchPlaceholder')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            className="users-search"
          />
          <Button
            color="primary"
            className="d-inline-flex align-items-center gap-1"
            onClick={() => setAdding(true)}
          >
            <Plus size={16} aria-hidden="true" />
            {t('templateUsers.add.open')}
          </Button>
        </div>
      </CardBody>
      {error && (
        <LoadError
          message={error}
          retryText={t('templateUsers.common.retry')}
          onRetry={reload}
          className="mx-3"
        />
      )}
      <div className="table-responsive position-relative" aria-busy={loading}>
        <Table hover className="mb-0 align-middle">
          <caption className="visually-hidden">{title}</caption>
          <thead>
            <tr>
              {COLUMNS.map(({ key, label }) => {
                const active = params.sortColumn === key
                const Icon = active ? (params.sort === 'asc' ? ArrowUp : ArrowDown) : ArrowUpDown
                return (
                  <th
                    key={key}
                    scope="col"
                    aria-sort={active ? (params.sort === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    <button
                      type="button"
                      className="btn btn-link p-0 text-reset fw-semibold text-decoration-none text-uppercase small d-inline-flex align-items-center gap-1"
                      onClick={() => sortBy(key)}
                    >
                      {t(label)}
                      <Icon size={14} aria-hidden="true" className={active ? '' : 'opacity-50'} />
                    </button>
                  </th>
                )
              })}
              <th scope="col" className="text-uppercase small">
                {t('templateUsers.table.actions')}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.map((user) => (
              <tr key={user.id}>
                <td>
                  <div className="d-flex align-items-center gap-2">
                    <UserAvatar fullName={user.fullName} avatar={user.avatar} />
                    <div className="min-w-0">
                      <Link
                        to={`/apps/user/view/${user.id}`}
                        className="fw-semibold text-body text-decoration-none user-name-link"
                      >
                        {user.fullName}
                      </Link>
                      <div className="small text-body-secondary text-truncate">{user.email}</div>
                    </div>
                  </div>
                </td>
                <td>
                  <RoleLabel role={user.role} />
                </td>
                <td>{t(`templateUsers.plans.${user.currentPlan}`)}</td>
                <td className="text-nowrap">{user.billing}</td>
                <td>
                  <StatusBadge status={user.status} />
                </td>
                <td>
                  <RowActions>
                    <RowAction
                      icon={Eye}
                      label={t('templateUsers.table.view', { name: user.fullName })}
                      to={`/apps/user/view/${user.id}`}
                    />
                    <RowAction
                      tone="danger"
                      icon={Trash2}
                      label={t('templateUsers.table.delete', { name: user.fullName })}
                      onClick={() => setToDelete(user)}
                    />
                  </RowActions>
                </td>
              </tr>
            ))}
            <TableState
              colSpan={COLUMNS.length + 1}
              loading={loading}
              empty={data.length === 0 && (loading || !error)}
              emptyText={t('templateUsers.table.empty')}
              loadingText={t('templateUsers.common.loading')}
            />
          </tbody>
        </Table>
      </div>
      <Pager
        page={params.page}
        perPage={params.perPage}
        total={total}
        onPageChange={(page) => update({ page })}
        text={pagerText}
        hideSinglePage
        className="px-3 py-3"
      />
      <AddUserModal isOpen={adding} onClose={() => setAdding(false)} />
      <ConfirmModal
        isOpen={toDelete !== null}
        title={t('templateUsers.delete.title')}
        text={t('templateUsers.delete.text', { name: toDelete?.fullName ?? '' })}
        confirmLabel={t('templateUsers.delete.confirm')}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </Card>
  )
}
