// The integrations screen's API keys: each live key with its scope, last use and requests in the last 24 h, how to
// use it (curl), revoke after asking; and a form to create one (shown once).
import { useState } from 'react'
import { KeyRound, SquareTerminal, Trash2 } from 'lucide-react'
import { Badge, Button, Card, CardBody, Table } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import { Spinner } from '@/@core/components/Spinner'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import { LoadError } from '@/@core/components/list/LoadError'
import { TableScroller } from '@/@core/components/list/TableScroller'
import type { ApiKey, ApiKeyScope, CreatedApiKey } from '@/contracts/apiKeys'
import { useAppDispatch } from '@/redux/hooks'
import { formatCount, formatDate } from '../../shared/format'
import { deleteApiKey, fetchApiKeys } from './apiKeysApi'
import { CreateKeyForm, scopeLabel } from './CreateKeyForm'
import { KeyExamplesModal } from './KeyExamplesModal'
import { KeyNarrowing } from './KeyNarrowing'
import { NewKeyModal } from './NewKeyModal'
import { useLoad } from '@/@core/hooks/useLoad'

const SCOPE_TONE: Record<ApiKeyScope, string> = {
  'catalog:write': 'warning',
  'catalog:read': 'success',
  'plays:write': 'info'
}

function KeyRow({
  apiKey,
  onExamples,
  onRevoke
}: {
  apiKey: ApiKey
  onExamples: () => void
  onRevoke: () => void
}) {
  const { t, i18n } = useTranslation()
  const tone = SCOPE_TONE[apiKey.scope]
  return (
    <tr>
      <th scope="row" className="fw-semibold list-pin-start">
        <bdi>{apiKey.name}</bdi>
        <div>
          <code dir="ltr" className="small text-body-secondary">
            {apiKey.maskedKey}
          </code>
        </div>
      </th>
      <td>
        <Badge pill className={`bg-${tone}-subtle text-${tone}-emphasis`}>
          {t(scopeLabel(apiKey.scope))}
        </Badge>
        <KeyNarrowing apiKey={apiKey} />
      </td>
      <td className="text-nowrap">
        {apiKey.lastUsedAt
          ? formatDate(apiKey.lastUsedAt, i18n.language, true)
          : t('music.integrations.apiKeys.never')}
      </td>
      <td className="text-end text-nowrap">{formatCount(apiKey.requestsLast24h ?? 0, i18n.language)}</td>
      <td className="text-nowrap">{formatDate(apiKey.createdAt, i18n.language)}</td>
      <td className="text-end text-nowrap list-pin-end">
        <Button
          color="secondary"
          outline
          size="sm"
          className="me-2 d-inline-flex align-items-center gap-1"
          onClick={onExamples}
          aria-label={t('music.integrations.apiKeys.examplesNamed', { name: apiKey.name })}
        >
          <SquareTerminal size={14} aria-hidden="true" />
          <span className="d-none d-md-inline">{t('music.integrations.apiKeys.examples')}</span>
        </Button>
        <Button
          color="danger"
          outline
          size="sm"
          onClick={onRevoke}
          aria-label={t('music.integrations.apiKeys.deleteNamed', { name: apiKey.name })}
        >
          <Trash2 size={14} aria-hidden="true" />
        </Button>
      </td>
    </tr>
  )
}

export function ApiKeysSection() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const {
    data: keys,
    loading,
    error,
    reload,
    update
  } = useLoad(() => dispatch(fetchApiKeys()).unwrap(), [dispatch])
  const [created, setCreated] = useState<CreatedApiKey | null>(null)
  const [showing, setShowing] = useState<ApiKey | null>(null)
  const [revoking, setRevoking] = useState<ApiKey | null>(null)

  const revoke = async () => {
    if (!revoking) return
    const result = await dispatch(deleteApiKey(revoking.id))
    if (!deleteApiKey.fulfilled.match(result)) throw result.payload ?? t('music.integrations.apiKeys.failed')
    update((list) => list.filter((k) => k.id !== revoking.id))
    toast.success(t('music.integrations.apiKeys.deleted', { name: revoking.name }))
  }

  return (
    <section aria-labelledby="integrations-api-keys" className="mb-4">
      <h2 id="integrations-api-keys" className="h4 mb-1">
        {t('music.integrations.apiKeys.title')}
      </h2>
      <p className="text-body-secondary mb-3">{t('music.integrations.apiKeys.intro')}</p>
      <Card className="border-0 shadow-sm mb-3">
        <CardBody>
          <CreateKeyForm
            onCreated={(next) => {
              update((list) => [next.data, ...list])
              setCreated(next)
            }}
          />
        </CardBody>
      </Card>
      <Card className="border-0 shadow-sm">
        <CardBody>
          <h3 className="h6 mb-3">{t('music.integrations.apiKeys.listTitle')}</h3>
          {error && <LoadError message={error} onRetry={reload} />}
          {keys === null ? (
            loading && <Spinner />
          ) : keys.length === 0 ? (
            <div className="text-center py-4 text-body-secondary">
              <KeyRound size={32} aria-hidden="true" className="mb-2" />
              <p className="mb-0">{t('music.integrations.apiKeys.empty')}</p>
            </div>
          ) : (
            <TableScroller>
              <Table className="align-middle mb-0 list-table">
                <thead>
                  <tr>
                    <th scope="col" className="list-pin-start">
                      {t('music.integrations.apiKeys.name')}
                    </th>
                    <th scope="col">{t('music.integrations.apiKeys.access')}</th>
                    <th scope="col">{t('music.integrations.apiKeys.lastUsed')}</th>
                    <th scope="col" className="text-end">
                      {t('music.integrations.apiKeys.requests24h')}
                    </th>
                    <th scope="col">{t('music.integrations.apiKeys.created')}</th>
                    <th scope="col" className="list-pin-end">
                      <span className="visually-hidden">{t('music.integrations.apiKeys.actions')}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {keys.map((key) => (
                    <KeyRow
                      key={key.id}
                      apiKey={key}
                      onExamples={() => setShowing(key)}
                      onRevoke={() => setRevoking(key)}
                    />
                  ))}
                </tbody>
              </Table>
            </TableScroller>
          )}
        </CardBody>
      </Card>
      <NewKeyModal created={created} onClose={() => setCreated(null)} />
      <KeyExamplesModal apiKey={showing} onClose={() => setShowing(null)} />
      <ConfirmDialog
        isOpen={revoking !== null}
        title={t('music.integrations.apiKeys.confirmTitle')}
        body={t('music.integrations.apiKeys.confirmBody', { name: revoking?.name ?? '' })}
        confirmLabel={t('music.integrations.apiKeys.delete')}
        onConfirm={revoke}
        onClose={() => setRevoking(null)}
      />
    </section>
  )
}
