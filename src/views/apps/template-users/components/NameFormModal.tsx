// The dialog both the role and the permission forms live in: the form dialog frame with a name field first and
// whatever the form adds below it.
import { useId, type FormEventHandler, type ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { FormDialog } from '@/@core/components/form/FormDialog'

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
  const errorId = `${ids}-name-error`
  const { ref, ...nameField } = name.field
  return (
    <FormDialog
      isOpen={isOpen}
      onClose={onClose}
      title={title}
      intro={intro}
      onSubmit={onSubmit}
      serverError={serverError}
      submitLabel={submitLabel}
      submitting={submitting}
      layout={wide ? 'wide' : 'centered'}
    >
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
    </FormDialog>
  )
}
