import { useEffect, useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import {
  Alert,
  Button,
  Form,
  FormFeedback,
  FormGroup,
  Input,
  Label,
  Modal,
  ModalBody,
  ModalHeader
} from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import { z } from 'zod'
import { permissionNameSchema, type Permission } from '@/contracts/permissions'
import { useAppDispatch } from '@/redux/hooks'
import { addPermission, updatePermission } from '../permissionsSlice'

const formSchema = permissionNameSchema.extend({ core: z.boolean() })
type FormValues = z.infer<typeof formSchema>

/** Adds a permission, or (given `permission`) renames one. */
export function PermissionModal({
  isOpen,
  permission,
  onClose
}: {
  isOpen: boolean
  permission?: Permission | null
  onClose: () => void
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
      onClose()
    } else setServerError((result.payload as string | undefined) ?? t('rolesPermissions.common.failed'))
  }

  const { ref: nameRef, ...nameField } = register('name')
  const { ref: coreRef, ...coreField } = register('core')
  const titleId = `${ids}-title`
  return (
    <Modal isOpen={isOpen} toggle={onClose} centered labelledBy={titleId}>
      <ModalHeader toggle={onClose}>
        <span id={titleId}>
          {t(editing ? 'rolesPermissions.permissions.editTitle' : 'rolesPermissions.permissions.addTitle')}
        </span>
      </ModalHeader>
      <ModalBody>
        <p className="text-body-secondary">
          {t(editing ? 'rolesPermissions.permissions.editText' : 'rolesPermissions.permissions.addText')}
        </p>
        <Form noValidate onSubmit={handleSubmit(onSubmit)}>
          {serverError && (
            <Alert fade={false} color="danger" role="alert">
              {serverError}
            </Alert>
          )}
          <FormGroup>
            <Label for={`${ids}-name`}>{t('rolesPermissions.permissions.name')}</Label>
            <Input
              id={`${ids}-name`}
              innerRef={nameRef}
              {...nameField}
              invalid={Boolean(errors.name)}
              aria-describedby={errors.name ? `${ids}-name-error` : undefined}
              placeholder={t('rolesPermissions.permissions.namePlaceholder')}
            />
            {errors.name?.message && (
              <FormFeedback id={`${ids}-name-error`}>{t(errors.name.message)}</FormFeedback>
            )}
          </FormGroup>
          {!editing && (
            <FormGroup check>
              <Input id={`${ids}-core`} type="checkbox" innerRef={coreRef} {...coreField} />
              <Label check for={`${ids}-core`}>
                {t('rolesPermissions.permissions.core')}
              </Label>
            </FormGroup>
          )}
          <div className="d-flex gap-2 mt-4">
            <Button type="submit" color="primary" disabled={isSubmitting}>
              {isSubmitting
                ? t('rolesPermissions.common.saving')
                : t(editing ? 'rolesPermissions.permissions.update' : 'rolesPermissions.permissions.create')}
            </Button>
            <Button type="button" color="secondary" outline onClick={onClose}>
              {t('rolesPermissions.common.cancel')}
            </Button>
          </div>
        </Form>
      </ModalBody>
    </Modal>
  )
}
