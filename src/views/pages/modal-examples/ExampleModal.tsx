// The frame of every example dialog: a name for screen readers (its title), focus kept inside while it is open
// and given back to the button that opened it, Escape and the close button to leave.
import type { ReactNode } from 'react'
import { Modal, ModalBody, ModalHeader } from 'reactstrap'

export function ExampleModal({
  id,
  isOpen,
  onClose,
  title,
  size,
  children
}: {
  id: string
  isOpen: boolean
  onClose: () => void
  title: string
  size?: 'lg'
  children: ReactNode
}) {
  return (
    <Modal
      isOpen={isOpen}
      toggle={onClose}
      centered
      size={size}
      labelledBy={`${id}-title`}
      trapFocus
      returnFocusAfterClose
      keyboard
    >
      <ModalHeader toggle={onClose} tag="h2" id={`${id}-title`}>
        {title}
      </ModalHeader>
      <ModalBody className="pb-4">{children}</ModalBody>
    </Modal>
  )
}
