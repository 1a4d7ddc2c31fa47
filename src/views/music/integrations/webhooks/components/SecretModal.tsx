// The new endpoint's signing secret, shown this once, with a copy button.
import { useState } from 'react'
import { Copy } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'
import type { CreatedEndpoint } from '../webhooksApi'

export function SecretModal({ created, onClose }: { created: CreatedEndpoint | null; onClose: () => void }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(created?.secret ?? '')
      setCopied('yes')
    } catch {
      setCopied('failed')
    }
  }
  const close = () => {
    setCopied(null)
    onClose()
  }
  return (
    <Modal
      isOpen={created !== null}
      toggle={close}
      centered
      labelledBy="webhook-secret-title"
      returnFocusAfterClose
    >
      <ModalHeader toggle={close} tag="h2" id="webhook-secret-title">
        {t('music.webhooks.secretTitle')}
      </ModalHeader>
      <ModalBody>
        <Alert color="warning" fade={false} className="small">
          {t('music.webhooks.secretOnce')}
        </Alert>
        <label htmlFor="webhook-secret-value" className="form-label">
          {t('music.webhooks.secret')}
        </label>
        <div className="input-group">
          <input
            id="webhook-secret-value"
            className="form-control font-monospace"
            readOnly
            dir="ltr"
            value={created?.secret ?? ''}
            onFocus={(e) => e.target.select()}
          />
          <Button
            color="primary"
            onClick={() => void copy()}
            className="d-inline-flex align-items-center gap-1"
          >
            <Copy size={16} aria-hidden="true" />
            {t('music.webhooks.copy')}
          </Button>
        </div>
        <p
          role="status"
          className={`small mt-2 mb-0 ${copied === 'failed' ? 'text-danger' : 'text-success'}`}
        >
          {copied === 'yes'
            ? t('music.webhooks.copied')
            : copied === 'failed'
              ? t('music.webhooks.copyFailed')
              : ''}
        </p>
      </ModalBody>
      <ModalFooter>
        <Button color="primary" onClick={close}>
          {t('music.webhooks.done')}
        </Button>
      </ModalFooter>
    </Modal>
  )
}
