// The dialog both the role and the permission forms live in: title, intro, the server's message, a name
// field, whatever the form adds below it, and save / cancel.
import { useId, type FormEventHandler, type ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
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

type Props = {
  isOpen: boolean
  onClose: () => void
  title: string
  intro: string
  onSubmit: FormEventHandler<HTMLFormElement>
  serverError: string | null
  name: {
    label: string
    placeholder: string
    field: UseFormRegisterReturn<'name'>
    /** A translation key from the schema, shown under the field. */
    error?: string
  }
  submitLabel: string
  submitting: boolean
  /** The role form's grant matrix wants the wide dialog with its buttons centred. */
  wide?: boolean
  children?: ReactNode
}

export function NameFormModal({
  isOpen,
  onClose,
  title,
  intro,
  onSubmit,
  serverError,
  name,
  submitLabel,
  submitting,
  wide = false,
  children
}: Props) {
  const { t } = useTranslation()
  const ids = useId()
  const titleId = `${ids}-title`
  const errorId = `${ids}-name-error`
  const { ref, ...nameField } = name.field
  return (
    <Modal isOpen={isOpen} toggle={onClose} centered size={wide ? 'lg' : undefined} labelledBy={titleId}>
      <ModalHeader toggle={onClose}>
        <span id={titleId}>{title}</span>
      </ModalHeader>
      <ModalBody className={wide ? 'px-sm-4 pb-4' : undefined}>
        <p className="text-body-secondary">{intro}</p>
        <Form noValidate onSubmit={onSubmit}>
          {serverError && (
            <Alert fade={false} color="danger" role="alert">
              {serverError}
            </Alert>
          )}
          <FormGroup>
            <Label for={`${ids}-name`}>{name.label}</Label>
            <Input
              id={`${ids}-name`}
              innerRef={ref}
              {...nameField}
              invalid={Boolean(name.error)}
              aria-describedby={name.error ? errorId : undefined}
              placeholder={name.placeholder}
            />
            {name.error && <FormFeedback id={errorId}>{t(name.error)}</FormFeedback>}
          </FormGroup>
          {children}
          <div className={`d-flex gap-2 mt-4${wide ? ' justify-content-center' : ''}`}>
            <Button type="submit" color="primary" disabled={submitting}>
              {submitting ? t('rolesPermissions.common.saving') : submitLabel}
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
