import { useCallback, useEffect, useId, useMemo, useState } from 'react'
import { Link } from 'react-router-dom'
import { Eye, Plus, Trash2 } from 'lucide-react'
import { Button, Card, CardBody, CardHeader, Col, Row } from 'reactstrap'
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
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import { FilterSelect } from '@/@core/components/list/FilterSelect'
import { KeywordField } from '@/@core/components/list/KeywordField'
import { ListTable } from '@/@core/components/list/ListTable'
import { Pager } from '@/@core/components/list/Pager'
import { PageSizeSelect } from '@/@core/components/list/PageSizeSelect'
import { RowAction, RowActions } from '@/@core/components/list/RowActions'
import { SortHeader } from '@/@core/components/list/SortHeader'
import { deleteUser, fetchUsers, selectUserList } from '../userSlice'
import { templateUserParams } from '../userApi'
import { UserAvatar } from '../components/UserAvatar'
import { RoleLabel, StatusBadge } from '../components/UserBadges'
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
  const ids = useId()

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
    await dispatch(deleteUser(toDelete.id)).unwrap()
    toast.success(t('templateUsers.delete.deleted', { name: toDelete.fullName }))
  }

  const filter = (
    name: 'role' | 'currentPlan' | 'status',
    values: readonly string[],
    labelKey: string,
    optionKey: string
  ) => (
    <Col md={4}>
      <FilterSelect
        id={`${ids}-${name}`}
        label={t(labelKey)}
        allLabel={t(`templateUsers.filters.all.${name}`)}
        value={params[name]}
        options={values}
        optionLabel={(value) => t(`${optionKey}.${value}`)}
        onChange={(value) => update({ filters: { [name]: value } })}
      />
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
          <KeywordField
            id={`${ids}-search`}
            label={t('templateUsers.table.searchLabel')}
            placeholder={t('templateUsers.table.searchPlaceholder')}
            value={search}
            onChange={setSearch}
            hideLabel
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
      <ListTable
        caption={title}
        columns={COLUMNS.length + 1}
        rows={data.length}
        loading={loading}
        error={error}
        emptyText={t('templateUsers.table.empty')}
        onRetry={reload}
        head={
          <>
            {COLUMNS.map(({ key, label }, i) => (
              <SortHeader
                key={key}
                field={key}
                label={t(label)}
                sortBy={list.sort_by}
                sortDir={list.sort_dir}
                onSort={sortBy}
                className={i === 0 ? 'list-pin-start' : undefined}
              />
            ))}
            <th scope="col" className="list-pin-end">
              {t('templateUsers.table.actions')}
            </th>
          </>
        }
      >
        {data.map((user) => (
          <tr key={user.id}>
            <td className="list-pin-start">
              <div className="d-flex align-items-center gap-2">
                <UserAvatar fullName={user.fullName} avatar={user.avatar} />
                <div className="min-w-0">
                  <Link
                    to={`/apps/user/view/${user.id}`}
                    className="fw-semibold text-body text-decoration-none user-name-link"
                  >
                    {user.fullName}
                  </Link>
                  <div className="small text-body-secondary text-truncate text-page-start" dir="ltr">
                    {user.email}
                  </div>
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
            <td className="list-pin-end">
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
      </ListTable>
      <Pager
        label={t('templateUsers.pagination.label')}
        page={params.page}
        perPage={params.perPage}
        total={total}
        onPageChange={(page) => update({ page })}
        hideSinglePage
      />
      <AddUserModal isOpen={adding} onClose={() => setAdding(false)} />
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={t('templateUsers.delete.title')}
        body={t('templateUsers.delete.text', { name: toDelete?.fullName ?? '' })}
        confirmLabel={t('templateUsers.delete.confirm')}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </Card>
  )
}
