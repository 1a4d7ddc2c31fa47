// /music/users: the music service's users with keyword, role and status filters kept in the URL.
import { memo, useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Eye, Pencil, Plus, Trash2, X } from 'lucide-react'
import { Button, Card, CardBody, CardHeader, Col, Input, Label, Row, Table } from 'reactstrap'
import { toast } from 'react-toastify'
import { USER_ROLES, USER_STATUSES, userListQuery, type AdminUser } from '@/contracts/music'
import { useUrlListParams } from '@/@core/hooks/useUrlListParams'
import { Can, useAbility } from '@/configs/AbilityContext'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { ConfirmModal } from '@/@core/components/music/ConfirmModal'
import { ListPager } from '@/@core/components/music/ListPager'
import { TableState } from '@/@core/components/music/TableState'
import { RowAction, RowActions } from '@/@core/components/table/RowActions'
import { KeywordField } from '@/@core/components/music/KeywordField'
import { formatDate, pillClass } from '@/@core/components/music/format'
import { deleteUser, fetchUsers, selectUsers } from './usersSlice'
import { UserAvatar, roleColor, statusColor } from './components/UserBadges'
import '@/@core/components/music/music.scss'

type RowProps = {
  user: AdminUser
  language: string
  canUpdate: boolean
  canDelete: boolean
  onDelete: (u: AdminUser) => void
}

const UserRow = memo(function UserRow({ user, language, canUpdate, canDelete, onDelete }: RowProps) {
  const { t } = useTranslation()
  return (
    <tr>
      <td>
        <div className="d-flex align-items-center gap-2">
          <UserAvatar name={user.full_name} />
          <div>
            <Link to={`/music/users/${user.id}`} className="fw-semibold">
              {user.full_name}
            </Link>
            <div className="small text-body-secondary">
              <bdi>@{user.username}</bdi>
            </div>
          </div>
        </div>
      </td>
      <td>
        <bdi>{user.email}</bdi>
      </td>
      <td>
        <span className={pillClass(roleColor(user.role))}>{t(`music.users.roles.${user.role}`)}</span>
      </td>
      <td>
        <span className={pillClass(statusColor(user.status))}>
          {t(`music.users.statuses.${user.status}`)}
        </span>
      </td>
      <td>{t(`music.users.plans.${user.plan}`)}</td>
      <td className="text-nowrap">
        {user.last_active_at ? formatDate(user.last_active_at, language) : t('music.users.view.never')}
      </td>
      <td>
        <RowActions end>
          <RowAction
            icon={Eye}
            iconSize={14}
            label={t('music.users.actions.view', { name: user.full_name })}
            to={`/music/users/${user.id}`}
          />
          {canUpdate && (
            <RowAction
              icon={Pencil}
              iconSize={14}
              label={t('music.users.actions.edit', { name: user.full_name })}
              to={`/music/users/${user.id}/edit`}
            />
          )}
          {canDelete && (
            <RowAction
              tone="danger"
              icon={Trash2}
              iconSize={14}
              label={t('music.users.actions.delete', { name: user.full_name })}
              onClick={() => onDelete(user)}
            />
          )}
        </RowActions>
      </td>
    </tr>
  )
})

export default function UserList() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const ability = useAbility()
  const { params, update, keyword, setKeyword, clearKeyword } = useUrlListParams(userListQuery)
  const { data, total, loading, error } = useAppSelector(selectUsers)
  const [toDelete, setToDelete] = useState<AdminUser | null>(null)

  useEffect(() => {
    const request = dispatch(fetchUsers(params))
    return () => request.abort()
  }, [dispatch, params])

  const onDelete = useCallback((user: AdminUser) => setToDelete(user), [])
  const canUpdate = ability.can('update', 'User')
  const canDelete = ability.can('delete', 'User')
  const active = Boolean(params.filters.keyword || params.filters.role || params.filters.status)

  return (
    <section aria-labelledby="users-title">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <div>
          <h1 id="users-title" className="h3 mb-1">
            {t('music.users.title')}
          </h1>
          <p className="text-body-secondary mb-0">{t('music.users.subtitle')}</p>
        </div>
        <Can I="create" a="User">
          <Link to="/music/users/new" className="btn btn-primary">
            <Plus size={16} aria-hidden="true" className="me-1" />
            {t('music.users.add')}
          </Link>
        </Can>
      </div>
      <Card className="mb-3">
        <CardBody>
          <Row className="g-3 align-items-end" role="search">
            <Col md={5}>
              <KeywordField
                id="user-keyword"
                label={t('music.users.filters.keyword')}
                placeholder={t('music.users.filters.keywordPlaceholder')}
                value={keyword}
                onChange={setKeyword}
              />
            </Col>
            <Col md={3}>
              <Label for="user-role">{t('music.users.filters.role')}</Label>
              <Input
                id="user-role"
                type="select"
                value={params.filters.role ?? ''}
                onChange={(e) =>
                  update({ filters: { role: (e.target.value || undefined) as AdminUser['role'] } })
                }
              >
                <option value="">{t('music.users.filters.allRoles')}</option>
                {USER_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`music.users.roles.${role}`)}
                  </option>
                ))}
              </Input>
            </Col>
            <Col md={3}>
              <Label for="user-status">{t('music.users.filters.status')}</Label>
              <Input
                id="user-status"
                type="select"
                value={params.filters.status ?? ''}
                onChange={(e) =>
                  update({ filters: { status: (e.target.value || undefined) as AdminUser['status'] } })
                }
              >
                <option value="">{t('music.users.filters.allStatuses')}</option>
                {USER_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`music.users.statuses.${status}`)}
                  </option>
                ))}
              </Input>
            </Col>
            <Col md={1} className="d-grid">
              <Button
                color="secondary"
                outline
                disabled={!active && keyword === ''}
                aria-label={t('music.users.filters.clear')}
                title={t('music.users.filters.clear')}
                onClick={() => {
                  clearKeyword()
                  update({ filters: { keyword: undefined, role: undefined, status: undefined } })
                }}
              >
                <X size={16} aria-hidden="true" />
                <span className="d-md-none ms-1">{t('music.users.filters.clear')}</span>
              </Button>
            </Col>
          </Row>
        </CardBody>
      </Card>
      <Card>
        <CardHeader className="bg-transparent">
          <h2 className="h6 mb-0">{t('music.users.count', { count: total })}</h2>
        </CardHeader>
        <div className="table-responsive" aria-busy={loading}>
          <Table hover className="mb-0 align-middle music-table">
            <caption className="visually-hidden">{t('music.users.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('music.users.columns.user')}</th>
                <th scope="col">{t('music.users.columns.email')}</th>
                <th scope="col">{t('music.users.columns.role')}</th>
                <th scope="col">{t('music.users.columns.status')}</th>
                <th scope="col">{t('music.users.columns.plan')}</th>
                <th scope="col">{t('music.users.columns.lastActive')}</th>
                <th scope="col" className="text-end">
                  {t('music.common.actions')}
                </th>
              </tr>
            </thead>
            <tbody className={loading && data.length > 0 ? 'music-stale' : undefined}>
              <TableState
                colSpan={7}
                loading={loading}
                error={error}
                empty={data.length === 0}
                emptyText={t('music.users.empty')}
                onRetry={() => void dispatch(fetchUsers(params))}
              />
              {!error &&
                data.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    language={i18n.language}
                    canUpdate={canUpdate}
                    canDelete={canDelete}
                    onDelete={onDelete}
                  />
                ))}
            </tbody>
          </Table>
        </div>
        <ListPager
          idPrefix="users"
          page={params.page}
          perPage={params.per_page}
          total={total}
          onPageChange={(page) => update({ page })}
          onPerPageChange={(per_page) => update({ per_page })}
        />
      </Card>
      <ConfirmModal
        isOpen={toDelete !== null}
        title={t('music.users.delete.title')}
        body={t('music.users.delete.body', { name: toDelete?.full_name ?? '' })}
        confirmLabel={t('music.users.delete.confirm')}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return
          await dispatch(deleteUser(toDelete.id)).unwrap()
          toast.success(t('music.users.delete.done', { name: toDelete.full_name }))
        }}
      />
    </section>
  )
}
