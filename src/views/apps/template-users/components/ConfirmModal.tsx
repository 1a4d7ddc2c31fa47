import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'

/** Asks before a destructive action; the confirm button is named after the action. */
export function ConfirmModal({
  isOpen,
  title,
  text,
  confirmLabel,
  busy,
  onConfirm,
  onCancel
}: {
  isOpen: boolean
  title: string
  text: string
  confirmLabel: string
  busy?: boolean
  onConfirm: () => void
  onCancel: () => void
}) {
  const { t } = useTranslation()
  const titleId = useId()
  return (
    <Modal isOpen={isOpen} toggle={onCancel} centered labelledBy={titleId} role="alertdialog">
      <ModalHeader toggle={onCancel}>
        <span id={titleId}>{title}</span>
      </ModalHeader>
      <ModalBody>{text}</ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={onCancel}>
          {t('templateUsers.common.cancel')}
        </Button>
        <Button color="danger" onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </ModalFooter>
    </Modal>
  )
}
