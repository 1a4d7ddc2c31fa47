import { useCallback, useEffect, useId, useMemo, useState } from 'react'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { Button, Card, CardBody, Input, Label, Table } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import {
  PERMISSION_ROLES,
  permissionListQuery,
  type Permission,
  type PermissionRole
} from '@/contracts/permissions'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { useKeepPageInRange, useUrlListParams } from '@/@core/hooks/useUrlListParams'
import { LoadError } from '@/@core/components/table/LoadError'
import { Pager } from '@/@core/components/table/Pager'
import { RowAction, RowActions } from '@/@core/components/table/RowActions'
import { TableState } from '@/@core/components/table/TableState'
import { usePagerText } from '../components/usePagerText'
import { ConfirmModal } from '../components/ConfirmModal'
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
  const [deleting, setDeleting] = useState(false)
  const ids = useId()
  const pagerText = usePagerText(t('rolesPermissions.permissions.pages'))

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
    setDeleting(true)
    const result = await dispatch(deletePermission(toDelete.id))
    setDeleting(false)
    if (deletePermission.fulfilled.match(result)) {
      toast.success(t('rolesPermissions.permissions.deleted', { name: toDelete.name }))
      setToDelete(null)
    } else toast.error(result.payload ?? t('rolesPermissions.common.failed'))
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
            <div>
              <Label for={`${ids}-search`}>{t('rolesPermissions.permissions.search')}</Label>
              <Input
                id={`${ids}-search`}
                type="search"
                value={search}
                placeholder={t('rolesPermissions.permissions.searchPlaceholder')}
                onChange={(e) => setSearch(e.target.value)}
              />
            </div>
            <div>
              <Label for={`${ids}-role`}>{t('rolesPermissions.permissions.assignedTo')}</Label>
              <Input
                id={`${ids}-role`}
                type="select"
                value={params.assignedTo}
                onChange={(e) =>
                  update({
                    filters: { assignedTo: (e.target.value || undefined) as PermissionRole | undefined }
                  })
                }
              >
                <option value="">{t('rolesPermissions.permissions.allRoles')}</option>
                {PERMISSION_ROLES.map((role) => (
                  <option key={role} value={role}>
                    {t(`rolesPermissions.roleNames.${role}`)}
                  </option>
                ))}
              </Input>
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
        {error && (
          <LoadError
            message={error}
            retryText={t('rolesPermissions.common.retry')}
            onRetry={reload}
            className="mx-3"
          />
        )}
        <div className="table-responsive" aria-busy={loading}>
          <Table hover className="mb-0 align-middle">
            <caption className="visually-hidden">{t('rolesPermissions.permissions.title')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('rolesPermissions.permissions.name')}</th>
                <th scope="col">{t('rolesPermissions.permissions.assignedTo')}</th>
                <th scope="col">{t('rolesPermissions.permissions.createdDate')}</th>
                <th scope="col">{t('rolesPermissions.permissions.actions')}</th>
              </tr>
            </thead>
            <tbody>
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
              <TableState
                colSpan={4}
                loading={loading}
                empty={data.length === 0 && (loading || !error)}
                emptyText={t('rolesPermissions.permissions.empty')}
                loadingText={t('rolesPermissions.common.loading')}
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
      <ConfirmModal
        isOpen={toDelete !== null}
        title={t('rolesPermissions.permissions.deleteTitle')}
        text={t('rolesPermissions.permissions.deleteText', { name: toDelete?.name ?? '' })}
        confirmLabel={t('rolesPermissions.permissions.deleteConfirm')}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setToDelete(null)}
      />
    </section>
  )
}
