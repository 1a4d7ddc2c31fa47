// A new key, shown this once with a copy button.
import { Alert, Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import type { CreatedApiKey } from '@/contracts/apiKeys'
import { CopyButton } from './CopyButton'

export function NewKeyModal({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  const { t } = useTranslation()
  return (
    <Modal
      isOpen={created !== null}
      toggle={onClose}
      centered
      labelledBy="api-key-new-title"
      returnFocusAfterClose
    >
      <ModalHeader toggle={onClose} tag="h2" id="api-key-new-title">
        {t('music.integrations.apiKeys.newTitle', { name: created?.data.name ?? '' })}
      </ModalHeader>
      <ModalBody>
        <Alert color="warning" fade={false} className="small">
          {t('music.integrations.apiKeys.onlyOnce')}
        </Alert>
        <label htmlFor="api-key-new-value" className="form-label">
          {t('music.integrations.apiKeys.yourKey')}
        </label>
        <input
          id="api-key-new-value"
          className="form-control font-monospace mb-2"
          readOnly
          value={created?.key ?? ''}
          dir="ltr"
          onFocus={(e) => e.target.select()}
        />
        {created && <CopyButton text={created.key} label={t('music.integrations.apiKeys.copy')} />}
      </ModalBody>
      <ModalFooter>
        <Button color="primary" onClick={onClose}>
          {t('music.integrations.apiKeys.done')}
        </Button>
      </ModalFooter>
    </Modal>
  )
}
