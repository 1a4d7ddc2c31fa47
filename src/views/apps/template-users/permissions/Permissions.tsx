import { useCallback, useEffect, useId, useMemo, useState } from 'react'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { Button, Card, CardBody } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import { PERMISSION_ROLES, permissionListQuery, type Permission } from '@/contracts/permissions'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { useKeepPageInRange, useUrlListParams } from '@/@core/hooks/useUrlListParams'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import { FilterSelect } from '@/@core/components/list/FilterSelect'
import { KeywordField } from '@/@core/components/list/KeywordField'
import { ListTable } from '@/@core/components/list/ListTable'
import { Pager } from '@/@core/components/list/Pager'
import { RowAction, RowActions } from '@/@core/components/list/RowActions'
import { deletePermission, fetchPermissions, selectPermissions } from '../permissionsSlice'
import { permissionParams } from '../permissionsApi'
import { RoleBadge } from '../components/RoleBadge'
import { PermissionModal } from './PermissionModal'
import '../roles-permissions.scss'

/** /apps/permissions: every permission with the roles it is assigned to; search, filter, add, rename, delete. */
export default function Permissions() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const { data, total, loading, error } = useAppSelector(selectPermissions)
  const [editing, setEditing] = useState<Permission | null>(null)
  const [adding, setAdding] = useState(false)
  const [toDelete, setToDelete] = useState<Permission | null>(null)
  const ids = useId()

  const {
    params: list,
    update,
    keyword: search,
    setKeyword: setSearch,
    clearKeyword
  } = useUrlListParams(permissionListQuery)
  const params = useMemo(() => permissionParams(list), [list])
  const reload = useCallback(() => void dispatch(fetchPermissions(params)), [dispatch, params])
  useEffect(reload, [reload])
  const goToPage = useCallback((page: number) => update({ page }, { replace: true }), [update])
  useKeepPageInRange(list.page, list.per_page, total, data.length, !loading && !error, goToPage)
  const showAdded = () => {
    clearKeyword()
    update({ filters: { keyword: undefined, assignedTo: undefined } })
  }

  const confirmDelete = async () => {
    if (!toDelete) return
    await dispatch(deletePermission(toDelete.id)).unwrap()
    toast.success(t('rolesPermissions.permissions.deleted', { name: toDelete.name }))
  }

  return (
    <section aria-labelledby="permissions-title" className="roles-permissions">
      <h1 id="permissions-title" className="h4 mb-1">
        {t('rolesPermissions.permissions.title')}
      </h1>
      <p className="text-body-secondary mb-3">{t('rolesPermissions.permissions.intro')}</p>
      <Card className="border-0 shadow-sm">
        <CardBody className="d-flex flex-wrap align-items-end justify-content-between gap-3">
          <div className="d-flex flex-wrap gap-3">
            <KeywordField
              id={`${ids}-search`}
              label={t('rolesPermissions.permissions.search')}
              placeholder={t('rolesPermissions.permissions.searchPlaceholder')}
              value={search}
              onChange={setSearch}
            />
            <div>
              <FilterSelect
                id={`${ids}-role`}
                label={t('rolesPermissions.permissions.assignedTo')}
                allLabel={t('rolesPermissions.permissions.allRoles')}
                value={params.assignedTo}
                options={PERMISSION_ROLES}
                optionLabel={(role) => t(`rolesPermissions.roleNames.${role}`)}
                onChange={(assignedTo) => update({ filters: { assignedTo } })}
              />
            </div>
          </div>
          <Button
            color="primary"
            className="d-inline-flex align-items-center gap-1"
            onClick={() => setAdding(true)}
          >
            <Plus size={16} aria-hidden="true" />
            {t('rolesPermissions.permissions.add')}
          </Button>
        </CardBody>
        <ListTable
          caption={t('rolesPermissions.permissions.title')}
          columns={4}
          rows={data.length}
          loading={loading}
          error={error}
          emptyText={t('rolesPermissions.permissions.empty')}
          onRetry={reload}
          head={
            <>
              <th scope="col">{t('rolesPermissions.permissions.name')}</th>
              <th scope="col">{t('rolesPermissions.permissions.assignedTo')}</th>
              <th scope="col">{t('rolesPermissions.permissions.createdDate')}</th>
              <th scope="col">{t('rolesPermissions.permissions.actions')}</th>
            </>
          }
        >
          {data.map((permission) => (
            <tr key={permission.id}>
              <td className="fw-semibold">
                {permission.name}
                {permission.isCore && (
                  <span className="badge rounded-pill text-bg-secondary ms-2">
                    {t('rolesPermissions.permissions.coreBadge')}
                  </span>
                )}
              </td>
              <td>
                <div className="d-flex flex-wrap gap-1">
                  {permission.assignedTo.map((role) => (
                    <RoleBadge key={role} role={role} />
                  ))}
                </div>
              </td>
              <td className="text-nowrap">
                <bdi>{permission.createdDate}</bdi>
              </td>
              <td>
                <RowActions>
                  <RowAction
                    icon={Pencil}
                    label={t('rolesPermissions.permissions.editNamed', { name: permission.name })}
                    onClick={() => setEditing(permission)}
                  />
                  <RowAction
                    tone="danger"
                    icon={Trash2}
                    label={t('rolesPermissions.permissions.deleteNamed', { name: permission.name })}
                    onClick={() => setToDelete(permission)}
                  />
                </RowActions>
              </td>
            </tr>
          ))}
        </ListTable>
        <Pager
          label={t('rolesPermissions.permissions.pages')}
          page={params.page}
          perPage={params.perPage}
          total={total}
          onPageChange={(page) => update({ page })}
          hideSinglePage
        />
      </Card>
      <PermissionModal
        isOpen={adding || editing !== null}
        permission={editing}
        onAdded={showAdded}
        onClose={() => {
          setAdding(false)
          setEditing(null)
        }}
      />
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={t('rolesPermissions.permissions.deleteTitle')}
        body={t('rolesPermissions.permissions.deleteText', { name: toDelete?.name ?? '' })}
        confirmLabel={t('rolesPermissions.permissions.deleteConfirm')}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      />
    </section>
  )
}
