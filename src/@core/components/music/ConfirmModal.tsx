// Asks before a destructive action; the action's own error stays in the dialog.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'

type Props = {
  isOpen: boolean
  title: string
  body: string
  confirmLabel: string
  onConfirm: () => Promise<void>
  onClose: () => void
}

export function ConfirmModal({ isOpen, title, body, confirmLabel, onConfirm, onClose }: Props) {
  const { t } = useTranslation()
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const close = () => {
    if (busy) return
    setError(null)
    onClose()
  }
  const confirm = async () => {
    setBusy(true)
    setError(null)
    try {
      await onConfirm()
      setBusy(false)
      onClose()
    } catch (e) {
      setBusy(false)
      setError(typeof e === 'string' ? e : e instanceof Error ? e.message : t('music.common.failed'))
    }
  }
  return (
    <Modal isOpen={isOpen} toggle={close} centered labelledBy="confirm-modal-title" returnFocusAfterClose>
      <ModalHeader toggle={close} id="confirm-modal-title" tag="h2" className="fs-5">
        {title}
      </ModalHeader>
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
          {t('music.common.cancel')}
        </Button>
        <Button color="danger" onClick={() => void confirm()} disabled={busy}>
          {busy ? t('music.common.working') : confirmLabel}
        </Button>
      </ModalFooter>
    </Modal>
  )
}
