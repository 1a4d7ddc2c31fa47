import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormGroup, Input, Label } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import { z } from 'zod'
import { permissionNameSchema, type Permission } from '@/contracts/permissions'
import { useAppDispatch } from '@/redux/hooks'
import { addPermission, updatePermission } from '../permissionsSlice'
import { NameFormModal } from '../components/NameFormModal'

const formSchema = permissionNameSchema.extend({ core: z.boolean() })
type FormValues = z.infer<typeof formSchema>

/** Adds a permission, or (given `permission`) renames one. */
export function PermissionModal({
  isOpen,
  permission,
  onClose,
  onAdded
}: {
  isOpen: boolean
  permission?: Permission | null
  onClose: () => void
  /** After an add: the list shows page 1 without filters, the new permission first. */
  onAdded?: () => void
}) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const ids = useId()
  const [serverError, setServerError] = useState<string | null>(null)
  const editing = Boolean(permission)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting }
  } = useForm<FormValues>({ resolver: zodResolver(formSchema), defaultValues: { name: '', core: false } })

  useEffect(() => {
    if (isOpen) {
      reset({ name: permission?.name ?? '', core: false })
      setServerError(null)
    }
  }, [isOpen, permission, reset])

  const onSubmit = async ({ name, core }: FormValues) => {
    setServerError(null)
    const result = permission
      ? await dispatch(updatePermission({ id: permission.id, name }))
      : await dispatch(addPermission({ name, core }))
    if (result.meta.requestStatus === 'fulfilled') {
      toast.success(
        t(editing ? 'rolesPermissions.permissions.updated' : 'rolesPermissions.permissions.added', {
          name: name.trim()
        })
      )
      if (!permission) onAdded?.()
      onClose()
    } else setServerError((result.payload as string | undefined) ?? t('rolesPermissions.common.failed'))
  }

  const { ref: coreRef, ...coreField } = register('core')
  return (
    <NameFormModal
      isOpen={isOpen}
      onClose={onClose}
      title={t(editing ? 'rolesPermissions.permissions.editTitle' : 'rolesPermissions.permissions.addTitle')}
      intro={t(editing ? 'rolesPermissions.permissions.editText' : 'rolesPermissions.permissions.addText')}
      onSubmit={handleSubmit(onSubmit)}
      serverError={serverError}
      name={{
        label: t('rolesPermissions.permissions.name'),
        placeholder: t('rolesPermissions.permissions.namePlaceholder'),
        field: register('name'),
        error: errors.name?.message
      }}
      submitLabel={t(editing ? 'rolesPermissions.permissions.update' : 'rolesPermissions.permissions.create')}
      submitting={isSubmitting}
    >
      {!editing && (
        <FormGroup check>
          <Input id={`${ids}-core`} type="checkbox" innerRef={coreRef} {...coreField} />
          <Label check for={`${ids}-core`}>
            {t('rolesPermissions.permissions.core')}
          </Label>
        </FormGroup>
      )}
    </NameFormModal>
  )
}
