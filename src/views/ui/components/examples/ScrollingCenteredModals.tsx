import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'

type Kind = 'scrollable' | 'centered'

export function ScrollingCenteredModals() {
  const { t } = useTranslation()
  const [kind, setKind] = useState<Kind | null>(null)
  const close = () => setKind(null)
  return (
    <>
      <div className="d-flex flex-wrap gap-2">
        <Button color="primary" outline onClick={() => setKind('scrollable')}>
          {t('ui.components.modals.scrollable')}
        </Button>
        <Button color="primary" outline onClick={() => setKind('centered')}>
          {t('ui.components.modals.centered')}
        </Button>
      </div>
      <Modal
        isOpen={kind !== null}
        toggle={close}
        scrollable={kind === 'scrollable'}
        centered={kind === 'centered'}
        labelledBy="modal-kind-title"
      >
        <ModalHeader toggle={close} id="modal-kind-title" tag="h2">
          {kind && t(`ui.components.modals.${kind}`)}
        </ModalHeader>
        <ModalBody>
          {Array.from({ length: kind === 'scrollable' ? 12 : 1 }, (_, index) => (
            <p key={index}>{t('ui.components.modals.longText')}</p>
          ))}
        </ModalBody>
        <ModalFooter>
          <Button color="primary" onClick={close}>
            {t('common.close')}
          </Button>
        </ModalFooter>
      </Modal>
    </>
  )
}
