// The frame both bulk dialogs share ("Edit N tracks", "Change N users"): a centred form with a hint, the server's
// refusal above the buttons, Cancel, and an apply button that says when it is working.
import { useState, type FormEvent, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Form, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'

type Props = {
  isOpen: boolean
  title: string
  hint: string
  applyLabel: string
  sending: boolean
  /** The server's refusal, shown above the buttons. */
  failure: string | null
  onClose: () => void
  onSubmit: (event: FormEvent) => void
  children: ReactNode
}

export function BulkDialog({
  isOpen,
  title,
  hint,
  applyLabel,
  sending,
  failure,
  onClose,
  onSubmit,
  children
}: Props) {
  const { t } = useTranslation()
  return (
    <Modal isOpen={isOpen} toggle={onClose} centered>
      <Form onSubmit={onSubmit} noValidate>
        <ModalHeader toggle={onClose} tag="h2">
          {title}
        </ModalHeader>
        <ModalBody>
          <p className="text-body-secondary small">{hint}</p>
          {children}
          {failure && (
            <div className="alert alert-danger small mb-0" role="alert">
              {failure}
            </div>
          )}
        </ModalBody>
        <ModalFooter>
          <Button color="secondary" outline type="button" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="primary" type="submit" disabled={sending}>
            {sending ? t('common.working') : applyLabel}
          </Button>
        </ModalFooter>
      </Form>
    </Modal>
  )
}

/** Sends a bulk change, keeping whether it is under way and the message of its refusal. */
export function useBulkSend() {
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  /** Resolves true when the change was applied. */
  const send = async (apply: () => Promise<void>): Promise<boolean> => {
    setSending(true)
    setFailure(null)
    try {
      await apply()
      return true
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
      return false
    } finally {
      setSending(false)
    }
  }
  return { sending, failure, send, clearFailure: () => setFailure(null) }
}
