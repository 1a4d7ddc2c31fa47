import { useId, useState } from 'react'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { Button, Card, CardBody } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import { PERMISSION_ROLES, type Permission } from '@/contracts/permissions'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { useServerList } from '@/@core/hooks/useServerList'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import { FilterSelect } from '@/@core/components/list/FilterSelect'
import { KeywordField } from '@/@core/components/list/KeywordField'
import { ListTable } from '@/@core/components/list/ListTable'
import { Pager } from '@/@core/components/list/Pager'
import { RowAction, RowActions } from '@/@core/components/list/RowActions'
import {
  deletePermission,
  fetchPermissions,
  selectPermissions,
  type PermissionParams
} from '../permissionsSlice'
import { RoleBadge } from '../components/RoleBadge'
import { PermissionModal } from './PermissionModal'
import '../roles-permissions.scss'

/** /apps/permissions: every permission with the roles it is assigned to; search, filter, add, rename, delete. */
export default function Permissions() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const { data, total, params, loading, error } = useAppSelector(selectPermissions)
  const [editing, setEditing] = useState<Permission | null>(null)
  const [adding, setAdding] = useState(false)
  const [toDelete, setToDelete] = useState<Permission | null>(null)
  const ids = useId()

  const { search, setSearch, load } = useServerList(params, (next: PermissionParams) =>
    dispatch(fetchPermissions(next))
  )

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
                onChange={(role) => load({ assignedTo: role ?? '', page: 1 })}
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
          onRetry={() => load({})}
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
          onPageChange={(page) => load({ page })}
          hideSinglePage
        />
      </Card>
      <PermissionModal
        isOpen={adding || editing !== null}
        permission={editing}
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
