import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormGroup, Input, Label, Table } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import {
  ROLE_GRANTS,
  ROLE_MODULES,
  roleSchema,
  type RoleCardData,
  type RoleGrants
} from '@/contracts/permissions'
import { useAppDispatch } from '@/redux/hooks'
import { saveRole } from '../permissionsSlice'
import { NameFormModal } from '../components/NameFormModal'

type FormValues = { name: string }

const noGrants = (): RoleGrants =>
  Object.fromEntries(ROLE_MODULES.map((m) => [m, { read: false, write: false, create: false }])) as RoleGrants

const copyGrants = (grants: RoleGrants): RoleGrants =>
  Object.fromEntries(ROLE_MODULES.map((m) => [m, { ...grants[m] }])) as RoleGrants

/** Adds a role, or (given `role`) edits its name and its read / write / create grants per module. */
export function RoleModal({
  isOpen,
  role,
  onClose
}: {
  isOpen: boolean
  role: RoleCardData | null
  onClose: () => void
}) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const ids = useId()
  const [grants, setGrants] = useState<RoleGrants>(noGrants)
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting }
  } = useForm<FormValues>({ resolver: zodResolver(roleSchema), defaultValues: { name: '' } })

  useEffect(() => {
    if (!isOpen) return
    reset({ name: role?.name ?? '' })
    setGrants(role ? copyGrants(role.grants) : noGrants())
    setServerError(null)
  }, [isOpen, role, reset])

  const allSelected = ROLE_MODULES.every((m) => ROLE_GRANTS.every((g) => grants[m][g]))
  const selectAll = (on: boolean) =>
    setGrants(
      Object.fromEntries(ROLE_MODULES.map((m) => [m, { read: on, write: on, create: on }])) as RoleGrants
    )

  const onSubmit = async ({ name }: FormValues) => {
    setServerError(null)
    const result = await dispatch(saveRole({ id: role?.id, name, grants }))
    if (saveRole.fulfilled.match(result)) {
      toast.success(
        t(role ? 'rolesPermissions.roles.updated' : 'rolesPermissions.roles.added', {
          name: result.payload.name
        })
      )
      onClose()
    } else setServerError(result.payload ?? t('rolesPermissions.common.failed'))
  }

  return (
    <NameFormModal
      isOpen={isOpen}
      onClose={onClose}
      title={t(role ? 'rolesPermissions.roles.editTitle' : 'rolesPermissions.roles.addTitle')}
      intro={t('rolesPermissions.roles.modalText')}
      onSubmit={handleSubmit(onSubmit)}
      serverError={serverError}
      name={{
        label: t('rolesPermissions.roles.name'),
        placeholder: t('rolesPermissions.roles.namePlaceholder'),
        field: register('name'),
        error: errors.name?.message
      }}
      submitLabel={t('rolesPermissions.roles.save')}
      submitting={isSubmitting}
      wide
    >
      <h3 className="h6 mt-4">{t('rolesPermissions.roles.grants')}</h3>
      <div className="table-responsive">
        <Table className="grants-table align-middle mb-0">
          <caption className="visually-hidden">{t('rolesPermissions.roles.grants')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('rolesPermissions.roles.module')}</th>
              <td colSpan={3}>
                <FormGroup check className="mb-0">
                  <Input
                    id={`${ids}-all`}
                    type="checkbox"
                    checked={allSelected}
                    onChange={(e) => selectAll(e.target.checked)}
                  />
                  <Label check for={`${ids}-all`}>
                    {t('rolesPermissions.roles.selectAll')}
                  </Label>
                </FormGroup>
              </td>
            </tr>
          </thead>
          <tbody>
            {ROLE_MODULES.map((module) => (
              <tr key={module}>
                <th scope="row">{module}</th>
                {ROLE_GRANTS.map((grant) => {
                  const id = `${ids}-${module.replace(/\W+/g, '-')}-${grant}`
                  return (
                    <td key={grant}>
                      <FormGroup check className="mb-0">
                        <Input
                          id={id}
                          type="checkbox"
                          checked={grants[module][grant]}
                          aria-label={`${module}: ${t(`rolesPermissions.roles.grantNames.${grant}`)}`}
                          onChange={(e) =>
                            setGrants({
                              ...grants,
                              [module]: { ...grants[module], [grant]: e.target.checked }
                            })
                          }
                        />
                        <Label check for={id} aria-hidden="true">
                          {t(`rolesPermissions.roles.grantNames.${grant}`)}
                        </Label>
                      </FormGroup>
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </Table>
      </div>
    </NameFormModal>
  )
}
