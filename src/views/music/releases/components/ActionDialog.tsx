// A lifecycle move that asks first: its fields (a date and zone, a reason) or only a sentence, a button that names
// the move, and the server's refusal shown in the dialog so that the person can correct it or cancel.
import { useId, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, Form, Modal, ModalBody, ModalFooter } from 'reactstrap'
import { useDialogAction } from '@/@core/components/list/ConfirmDialog'

type Props = {
  isOpen: boolean
  title: string
  children: ReactNode
  confirmLabel: string
  /** danger for a takedown, primary for the others. */
  color: 'primary' | 'danger'
  /** Rejects with the message to show. */
  onConfirm: () => Promise<unknown>
  onClose: () => void
  /** False while the fields cannot be sent yet; their own messages say why. */
  ready?: boolean
}

export function ActionDialog({
  isOpen,
  title,
  children,
  confirmLabel,
  color,
  onConfirm,
  onClose,
  ready = true
}: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  const { busy, error, close, run } = useDialogAction(onConfirm, onClose, t('music.common.failed'))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (ready) void run()
  }
  return (
    <Modal isOpen={isOpen} toggle={close} centered labelledBy={titleId} returnFocusAfterClose>
      <Form onSubmit={submit} noValidate>
        <div className="modal-header">
          <h2 id={titleId} className="modal-title h5">
            {title}
          </h2>
          <button type="button" className="btn-close" aria-label={t('common.close')} onClick={close} />
        </div>
        <ModalBody>
          {children}
          {error && (
            <Alert fade={false} color="danger" className="mt-3 mb-0" role="alert">
              {error}
            </Alert>
          )}
        </ModalBody>
        <ModalFooter>
          <Button type="button" color="secondary" outline onClick={close} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" color={color} disabled={busy || !ready}>
            {busy ? t('common.working') : confirmLabel}
          </Button>
        </ModalFooter>
      </Form>
    </Modal>
  )
}
