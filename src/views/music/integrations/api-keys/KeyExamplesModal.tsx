// How to use a key: the curl requests its scope allows (report a play, read the catalogue) against this server,
// with the key's readable start standing for the key, each with a copy button.
import { useMemo } from 'react'
import { Alert, Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { isDemoMode } from '@/configs/apiMode'
import type { ApiKey } from '@/contracts/apiKeys'
import { catalogueCurl, examplesOfScope, ingestCurl, keyPlaceholder } from '@/contracts/integrationExamples'
import { CopyButton } from './CopyButton'

function Example({ id, title, hint, code }: { id: string; title: string; hint: string; code: string }) {
  const { t } = useTranslation()
  return (
    <section aria-labelledby={id} className="mb-4">
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-1">
        <h3 id={id} className="h6 mb-0">
          {title}
        </h3>
        <CopyButton text={code} label={t('music.integrations.apiKeys.copyExample')} />
      </div>
      <p className="small text-body-secondary mb-2">{hint}</p>
      <pre className="integrations-code bg-body-tertiary border rounded p-3 mb-0" dir="ltr" tabIndex={0}>
        <code>{code}</code>
      </pre>
    </section>
  )
}

export function KeyExamplesModal({ apiKey, onClose }: { apiKey: ApiKey | null; onClose: () => void }) {
  const { t } = useTranslation()
  const origin = window.location.origin
  const examples = useMemo(() => {
    if (!apiKey) return null
    const key = keyPlaceholder(apiKey.maskedKey.replace(/•+$/, ''))
    const allowed = examplesOfScope(apiKey.scope)
    return {
      key,
      ingest: allowed.ingest ? ingestCurl(origin, key, new Date()) : null,
      catalogue: allowed.catalogue ? catalogueCurl(origin, key) : null
    }
  }, [apiKey, origin])
  return (
    <Modal
      isOpen={apiKey !== null}
      toggle={onClose}
      centered
      size="lg"
      labelledBy="api-key-examples-title"
      returnFocusAfterClose
    >
      <ModalHeader toggle={onClose} tag="h2" id="api-key-examples-title">
        {t('music.integrations.apiKeys.examplesTitle', { name: apiKey?.name ?? '' })}
      </ModalHeader>
      {examples && (
        <ModalBody>
          {isDemoMode && (
            <Alert color="info" fade={false} className="small">
              {t('music.integrations.apiKeys.demoExamples')}
            </Alert>
          )}
          {/* FSI…PDI keep the key's start left to right inside an Arabic sentence. */}
          <p className="small">
            {t('music.integrations.apiKeys.examplesIntro', { placeholder: `\u2068${examples.key}\u2069` })}
          </p>
          {examples.ingest && (
            <Example
              id="api-key-example-ingest"
              title={t('music.integrations.apiKeys.ingestExample')}
              hint={t('music.integrations.apiKeys.ingestHint')}
              code={examples.ingest}
            />
          )}
          {examples.catalogue && (
            <Example
              id="api-key-example-catalogue"
              title={t('music.integrations.apiKeys.catalogueExample')}
              hint={t('music.integrations.apiKeys.catalogueHint')}
              code={examples.catalogue}
            />
          )}
          <p className="small text-body-secondary mb-0">
            {examples.ingest
              ? t('music.integrations.apiKeys.otherScopeRead')
              : t('music.integrations.apiKeys.otherScopeIngest')}{' '}
            <a href="/docs" target="_blank" rel="noreferrer">
              {t('music.integrations.apiKeys.reference')}
            </a>
          </p>
        </ModalBody>
      )}
      <ModalFooter>
        <Button color="primary" onClick={onClose}>
          {t('music.integrations.apiKeys.close')}
        </Button>
      </ModalFooter>
    </Modal>
  )
}
