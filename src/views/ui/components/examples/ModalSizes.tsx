import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'

const SIZES = ['sm', 'lg', 'xl'] as const
type Size = (typeof SIZES)[number]

export function ModalSizes() {
  const { t } = useTranslation()
  const [size, setSize] = useState<Size | null>(null)
  const close = () => setSize(null)
  return (
    <>
      <div className="d-flex flex-wrap gap-2">
        {SIZES.map((option) => (
          <Button key={option} color="primary" outline onClick={() => setSize(option)}>
            {t(`ui.components.modals.sizes.${option}`)}
          </Button>
        ))}
      </div>
      <Modal isOpen={size !== null} toggle={close} size={size ?? undefined} labelledBy="modal-sizes-title">
        <ModalHeader toggle={close} id="modal-sizes-title" tag="h2">
          {size && t(`ui.components.modals.sizes.${size}`)}
        </ModalHeader>
        <ModalBody>{t('ui.components.modals.body')}</ModalBody>
        <ModalFooter>
          <Button color="primary" onClick={close}>
            {t('common.close')}
          </Button>
        </ModalFooter>
      </Modal>
    </>
  )
}
