// /music/users: the music service's users with keyword, role and status filters kept in the URL; administrators
// select users (on the page or all matching) and change their role or status at once, with Undo.
import { MUSIC_PATHS } from '@/contracts/music'
import { encodeListQuery } from '@/contracts/list'
import { memo, useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { Eye, Pencil, Plus, Trash2 } from 'lucide-react'
import { Button, Card, CardBody, CardHeader, Col, Row } from 'reactstrap'
import { toast } from 'react-toastify'
import { USER_ROLES, USER_STATUSES, userListQuery, type AdminUser } from '@/contracts/music'
import { useUrlListParams } from '@/@core/hooks/useUrlListParams'
import { Can, useAbility } from '@/configs/AbilityContext'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { ClearFilters } from '@/@core/components/list/ClearFilters'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import { FilterSelect } from '@/@core/components/list/FilterSelect'
import { KeywordField } from '@/@core/components/list/KeywordField'
import { ListHeader } from '@/@core/components/list/ListHeader'
import { ListTable } from '@/@core/components/list/ListTable'
import { Pager } from '@/@core/components/list/Pager'
import { CompactList, CompactRow } from '@/@core/components/list/CompactList'
import { FilterFold } from '@/@core/components/list/FilterFold'
import { countActiveFilters, useCompactList } from '@/@core/components/list/useCompactList'
import { RowAction, RowActions } from '@/@core/components/list/RowActions'
import { SelectAllHeader, SelectCell, SelectionBar, useSelection } from '@/@core/components/list/Selection'
import { errorMessage } from '@/auth/http'
import type { UserBulkChanges } from '@/contracts/bulk'
import { offerUndo } from '../shared/undoToast'
import { bulkEditUsers, undoUserBulk, type UserBulkTarget } from './usersApi'
import { UserBulkDialog } from './components/UserBulkDialog'
import { formatDate, pillClass } from '../shared/format'
import { deleteUser, fetchUsers, selectUsers } from './usersSlice'
import { UserAvatar, roleColor, statusColor } from './components/UserBadges'
import '../shared/music.scss'

type RowProps = {
  user: AdminUser
  language: string
  /** Whether the row is selected; undefined when the list has no selection column. */
  selected?: boolean
  onToggle: (id: number) => void
  canUpdate: boolean
  canDelete: boolean
  onDelete: (u: AdminUser) => void
}

const UserRow = memo(function UserRow({
  user,
  language,
  selected,
  onToggle,
  canUpdate,
  canDelete,
  onDelete
}: RowProps) {
  const { t } = useTranslation()
  return (
    <tr className={selected ? 'table-active' : undefined}>
      {selected !== undefined && (
        <SelectCell
          id={user.id}
          checked={selected}
          onToggle={onToggle}
          label={t('music.users.bulk.selectRow', { name: user.full_name })}
        />
      )}
      <td className="list-pin-start">
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
      <td dir="ltr" className="text-page-start">
        {user.email}
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
      <td className="list-pin-end">
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
  const { selection, toggle, togglePage, selectAllMatching, clear } = useSelection(
    JSON.stringify(params.filters)
  )
  const [bulkEditing, setBulkEditing] = useState(false)
  // Changing roles is the administrator's: the API's bulk route asks update on User.
  const canBulk = canUpdate
  const selectedCount = selection.allMatching ? total : selection.ids.size
  const pageIds = data.map((u) => u.id)
  const refresh = () => void dispatch(fetchUsers(params))
  const compact = useCompactList()
  const navigate = useNavigate()

  const applyBulk = async (changes: UserBulkChanges) => {
    const target: UserBulkTarget = selection.allMatching
      ? { filters: params.filters }
      : { ids: [...selection.ids] }
    const result = await bulkEditUsers(target, changes).catch((error: unknown) => {
      throw new Error(errorMessage(error))
    })
    setBulkEditing(false)
    clear()
    refresh()
    if (result.skipped.length > 0) toast.warning(t('music.users.bulk.selfSkipped'))
    if (result.changed === 0) {
      if (result.skipped.length === 0) toast.info(t('music.users.bulk.nothing'))
      return
    }
    offerUndo({
      message: t('music.users.bulk.done', { count: result.changed }),
      undoId: result.undo_id,
      undo: undoUserBulk,
      undone: (done) =>
        done.skipped > 0
          ? t('music.users.bulk.undoneSkipped', { count: done.restored, skipped: done.skipped })
          : t('music.users.bulk.undone', { count: done.restored }),
      onUndone: refresh,
      undoLabel: t('music.bulk.undo')
    })
  }

  return (
    <section aria-labelledby="users-title">
      <ListHeader
        id="users-title"
        exportAs={{
          path: MUSIC_PATHS.users,
          query: encodeListQuery(userListQuery, 'http', params),
          name: 'users'
        }}
        title={t('music.users.title')}
        subtitle={t('music.users.subtitle')}
        action={
          <Can I="create" a="User">
            <Link to="/music/users/new" className="btn btn-primary">
              <Plus size={16} aria-hidden="true" className="me-1" />
              {t('music.users.add')}
            </Link>
          </Can>
        }
      />
      <FilterFold active={countActiveFilters(params.filters)}>
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
                <FilterSelect
                  id="user-role"
                  label={t('music.users.filters.role')}
                  allLabel={t('music.users.filters.allRoles')}
                  value={params.filters.role}
                  options={USER_ROLES}
                  optionLabel={(role) => t(`music.users.roles.${role}`)}
                  onChange={(role) => update({ filters: { role } })}
                />
              </Col>
              <Col md={3}>
                <FilterSelect
                  id="user-status"
                  label={t('music.users.filters.status')}
                  allLabel={t('music.users.filters.allStatuses')}
                  value={params.filters.status}
                  options={USER_STATUSES}
                  optionLabel={(status) => t(`music.users.statuses.${status}`)}
                  onChange={(status) => update({ filters: { status } })}
                />
              </Col>
              <Col md={1} className="d-grid">
                <ClearFilters
                  label={t('music.users.filters.clear')}
                  disabled={!active && keyword === ''}
                  onClick={() => {
                    clearKeyword()
                    update({ filters: { keyword: undefined, role: undefined, status: undefined } })
                  }}
                />
              </Col>
            </Row>
          </CardBody>
        </Card>
      </FilterFold>
      <Card>
        <CardHeader className="bg-transparent">
          <h2 className="h6 mb-0">{t('music.users.count', { count: total })}</h2>
        </CardHeader>
        {canBulk && (
          <SelectionBar
            count={selection.ids.size}
            total={total}
            pageFull={data.length > 0 && data.every((u) => selection.ids.has(u.id))}
            allMatching={selection.allMatching}
            onSelectAll={selectAllMatching}
            onClear={clear}
          >
            <Button size="sm" color="primary" onClick={() => setBulkEditing(true)}>
              {t('music.users.bulk.open', { count: selectedCount })}
            </Button>
          </SelectionBar>
        )}
        {compact ? (
          <CompactList
            label={t('music.users.caption')}
            rows={data.length}
            loading={loading}
            error={error}
            emptyText={t('music.users.empty')}
            onRetry={() => void dispatch(fetchUsers(params))}
          >
            {data.map((user) => (
              <CompactRow
                key={user.id}
                lead={
                  <>
                    {canBulk && (
                      <input
                        type="checkbox"
                        className="form-check-input m-0 flex-shrink-0"
                        checked={selection.allMatching || selection.ids.has(user.id)}
                        aria-label={t('music.users.bulk.selectRow', { name: user.full_name })}
                        onChange={() => toggle(user.id)}
                      />
                    )}
                    <UserAvatar name={user.full_name} />
                  </>
                }
                name={user.full_name}
                title={<Link to={`/music/users/${user.id}`}>{user.full_name}</Link>}
                facts={[
                  t(`music.users.roles.${user.role}`),
                  t(`music.users.statuses.${user.status}`),
                  t(`music.users.plans.${user.plan}`)
                ]}
                actions={[
                  {
                    label: t('music.users.compact.view'),
                    icon: Eye,
                    onSelect: () => navigate(`/music/users/${user.id}`)
                  },
                  ...(canUpdate
                    ? [
                        {
                          label: t('music.users.compact.edit'),
                          icon: Pencil,
                          onSelect: () => navigate(`/music/users/${user.id}/edit`)
                        }
                      ]
                    : []),
                  ...(canDelete
                    ? [
                        {
                          label: t('music.users.compact.delete'),
                          icon: Trash2,
                          danger: true,
                          onSelect: () => onDelete(user)
                        }
                      ]
                    : [])
                ]}
              />
            ))}
          </CompactList>
        ) : (
          <ListTable
            caption={t('music.users.caption')}
            className="music-table"
            columns={canBulk ? 8 : 7}
            rows={data.length}
            loading={loading}
            error={error}
            emptyText={t('music.users.empty')}
            onRetry={() => void dispatch(fetchUsers(params))}
            head={
              <>
                {canBulk && (
                  <SelectAllHeader
                    pageIds={pageIds}
                    selection={selection}
                    onToggle={togglePage}
                    label={t('music.bulk.selectPage')}
                  />
                )}
                <th scope="col" className="list-pin-start">
                  {t('music.users.columns.user')}
                </th>
                <th scope="col">{t('music.users.columns.email')}</th>
                <th scope="col">{t('music.users.columns.role')}</th>
                <th scope="col">{t('music.users.columns.status')}</th>
                <th scope="col">{t('music.users.columns.plan')}</th>
                <th scope="col">{t('music.users.columns.lastActive')}</th>
                <th scope="col" className="text-end list-pin-end">
                  {t('music.common.actions')}
                </th>
              </>
            }
          >
            {data.map((user) => (
              <UserRow
                key={user.id}
                user={user}
                language={i18n.language}
                selected={canBulk ? selection.allMatching || selection.ids.has(user.id) : undefined}
                onToggle={toggle}
                canUpdate={canUpdate}
                canDelete={canDelete}
                onDelete={onDelete}
              />
            ))}
          </ListTable>
        )}
        <Pager
          id="users"
          dense
          page={params.page}
          perPage={params.per_page}
          total={total}
          onPageChange={(page) => update({ page })}
          onPerPageChange={(per_page) => update({ per_page })}
        />
      </Card>
      <UserBulkDialog
        isOpen={bulkEditing}
        count={selectedCount}
        onClose={() => setBulkEditing(false)}
        onSubmit={applyBulk}
      />
      <ConfirmDialog
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
