// Asks before a destructive action. The action runs from the dialog: it closes when the action succeeds and
// shows the action's message when it fails, so the person can try again or cancel.
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, Modal, ModalBody, ModalFooter } from 'reactstrap'

type Props = {
  isOpen: boolean
  title: string
  body: ReactNode
  /** Names the action ("Delete playlist"), never a bare "OK". */
  confirmLabel: string
  /** Rejects with the message to show (a string or an Error). */
  onConfirm: () => Promise<unknown> | void
  onClose: () => void
}

/** The message of a rejected action: a rejectWithValue string, an Error or a serialized error. */
export function failureMessage(error: unknown, fallback: string): string {
  if (typeof error === 'string' && error) return error
  if (
    error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof error.message === 'string' &&
    error.message
  )
    return error.message
  return fallback
}

/**
 * The state of a dialog whose action runs from it: busy while it runs, closed when it succeeds, its message kept
 * when it fails; closing is refused while the action runs.
 */
export function useDialogAction(
  onConfirm: () => Promise<unknown> | void,
  onClose: () => void,
  fallback: string
) {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const close = () => {
    if (busy) return
    setError(null)
    onClose()
  }
  const run = async () => {
    setBusy(true)
    setError(null)
    try {
      await onConfirm()
      setBusy(false)
      onClose()
    } catch (e) {
      setBusy(false)
      setError(failureMessage(e, fallback))
    }
  }
  return { busy, error, close, run }
}

export function ConfirmDialog({ isOpen, title, body, confirmLabel, onConfirm, onClose }: Props) {
  const { t } = useTranslation()
  const titleId = useId()
  const { busy, error, close, run: confirm } = useDialogAction(onConfirm, onClose, t('common.failed'))
  return (
    <Modal isOpen={isOpen} toggle={close} centered labelledBy={titleId} returnFocusAfterClose>
      <div className="modal-header">
        <h2 id={titleId} className="modal-title">
          {title}
        </h2>
        <button type="button" className="btn-close" aria-label={t('common.close')} onClick={close} />
      </div>
      <ModalBody>
        <p className="mb-0">{body}</p>
        {error && (
          <Alert fade={false} color="danger" className="mt-3 mb-0" role="alert">
            {error}
          </Alert>
        )}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={close} disabled={busy}>
          {t('common.cancel')}
        </Button>
        <Button color="danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? t('common.working') : confirmLabel}
        </Button>
      </ModalFooter>
    </Modal>
  )
}
