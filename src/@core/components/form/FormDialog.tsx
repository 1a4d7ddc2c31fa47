// A form in a dialog: the title names the dialog, an optional intro, the fields, then the server's message and
// save / cancel (FormFooter). `wide` for a form with a grid of choices, `end` for a long form that slides in
// from the side like a panel.
import { useId, type FormEventHandler, type ReactNode } from 'react'
import { Form, Modal, ModalBody, ModalHeader } from 'reactstrap'
import { FormFooter } from './FormFooter'

type Props = {
  isOpen: boolean
  onClose: () => void
  title: string
  intro?: string
  onSubmit: FormEventHandler<HTMLFormElement>
  serverError: string | null
  submitLabel: string
  submitting: boolean
  layout?: 'centered' | 'wide' | 'end'
  /** Classes of the dialog box (with `end`, the panel's width). */
  className?: string
  children: ReactNode
}

export function FormDialog({
  isOpen,
  onClose,
  title,
  intro,
  onSubmit,
  serverError,
  submitLabel,
  submitting,
  layout = 'centered',
  className,
  children
}: Props) {
  const titleId = useId()
  const wide = layout === 'wide'
  return (
    <Modal
      isOpen={isOpen}
      toggle={onClose}
      centered={layout !== 'end'}
      size={wide ? 'lg' : undefined}
      className={[layout === 'end' && 'modal-dialog-end', className].filter(Boolean).join(' ') || undefined}
      labelledBy={titleId}
    >
      <ModalHeader toggle={onClose}>
        <span id={titleId}>{title}</span>
      </ModalHeader>
      <ModalBody className={wide ? 'px-sm-4 pb-4' : undefined}>
        {intro && <p className="text-body-secondary">{intro}</p>}
        <Form noValidate onSubmit={onSubmit}>
          {children}
          <FormFooter
            serverError={serverError}
            isSubmitting={submitting}
            submitLabel={submitLabel}
            onCancel={onClose}
            centered={wide}
          />
        </Form>
      </ModalBody>
    </Modal>
  )
}
