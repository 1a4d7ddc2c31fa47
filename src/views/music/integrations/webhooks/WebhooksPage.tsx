// /music/integrations/webhooks (issue 37): the endpoints told of release and track changes, a form to register one
// (its secret shown once), each one's delivery log with re-send, and delete after asking. A server-mode feature:
// the demo says so instead.
import { useState } from 'react'
import { Trash2, Webhook } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { toast } from 'react-toastify'
import { Alert, Button, Card, CardBody, Spinner } from 'reactstrap'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import { LoadError } from '@/@core/components/list/LoadError'
import { useLoad } from '@/@core/hooks/useLoad'
import { errorMessage } from '@/auth/http'
import { isDemoMode } from '@/configs/apiMode'
import type { WebhookEndpoint } from '@/contracts/webhooks'
import { formatDate } from '@/views/music/shared/format'
import { DeliveryLog } from './components/DeliveryLog'
import { DeliveryState } from './components/DeliveryState'
import { EndpointForm } from './components/EndpointForm'
import { SecretModal } from './components/SecretModal'
import { webhooksApi, type CreatedEndpoint } from './webhooksApi'

function Endpoints() {
  const { t, i18n } = useTranslation()
  const list = useLoad(() => webhooksApi.list(), [], {
    message: (error) => errorMessage(error, t('music.webhooks.loadFailed'))
  })
  const [created, setCreated] = useState<CreatedEndpoint | null>(null)
  const [deleting, setDeleting] = useState<WebhookEndpoint | null>(null)
  const [open, setOpen] = useState<number | null>(null)

  const remove = async () => {
    if (!deleting) return
    await webhooksApi.remove(deleting.id)
    toast.success(t('music.webhooks.deleted', { url: deleting.url }))
    await list.reload()
  }

  return (
    <>
      <Card className="border-0 shadow-sm mb-4">
        <CardBody>
          <EndpointForm
            onCreated={(next) => {
              setCreated(next)
              void list.reload()
            }}
          />
        </CardBody>
      </Card>
      <Card className="border-0 shadow-sm">
        <CardBody>
          <h2 className="h5 mb-3">{t('music.webhooks.listTitle')}</h2>
          {list.error ? (
            <LoadError message={list.error} onRetry={() => void list.reload()} />
          ) : list.loading && !list.data ? (
            <div className="py-4 text-center" role="status">
              <Spinner size="sm" className="me-2" aria-hidden="true" />
              {t('common.loading')}
            </div>
          ) : list.data && list.data.length === 0 ? (
            <div className="text-center py-4 text-body-secondary">
              <Webhook size={32} aria-hidden="true" className="mb-2" />
              <p className="mb-0">{t('music.webhooks.empty')}</p>
            </div>
          ) : (
            <ul className="list-unstyled mb-0">
              {list.data?.map((endpoint) => (
                <li key={endpoint.id} className="border-bottom py-3">
                  <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
                    <div className="min-w-0">
                      <code dir="ltr" className="d-block text-break text-body fw-semibold">
                        {endpoint.url}
                      </code>
                      {endpoint.description && (
                        <div className="small text-body-secondary">
                          <bdi>{endpoint.description}</bdi>
                        </div>
                      )}
                      <div className="small mt-1 d-flex flex-wrap gap-1">
                        {endpoint.events.map((event) => (
                          <code key={event} dir="ltr" className="bg-body-tertiary px-1 rounded">
                            {event}
                          </code>
                        ))}
                      </div>
                      <div className="small text-body-secondary mt-1">
                        {t('music.webhooks.createdOn', {
                          date: formatDate(endpoint.created_at, i18n.language)
                        })}
                        {endpoint.last_delivery && (
                          <>
                            {' · '}
                            {t('music.webhooks.lastDelivery')}{' '}
                            <DeliveryState state={endpoint.last_delivery.state} />
                          </>
                        )}
                      </div>
                    </div>
                    <div className="d-flex gap-2">
                      <Button
                        size="sm"
                        color="secondary"
                        outline
                        aria-expanded={open === endpoint.id}
                        onClick={() => setOpen(open === endpoint.id ? null : endpoint.id)}
                      >
                        {open === endpoint.id ? t('music.webhooks.hideLog') : t('music.webhooks.showLog')}
                      </Button>
                      <Button
                        size="sm"
                        color="danger"
                        outline
                        aria-label={t('music.webhooks.deleteNamed', { url: endpoint.url })}
                        onClick={() => setDeleting(endpoint)}
                      >
                        <Trash2 size={14} aria-hidden="true" />
                      </Button>
                    </div>
                  </div>
                  {open === endpoint.id && <DeliveryLog endpoint={endpoint} />}
                </li>
              ))}
            </ul>
          )}
        </CardBody>
      </Card>
      <SecretModal created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('music.webhooks.confirmTitle')}
        body={t('music.webhooks.confirmBody', { url: deleting?.url ?? '' })}
        confirmLabel={t('music.webhooks.delete')}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </>
  )
}

export default function WebhooksPage() {
  const { t } = useTranslation()
  return (
    <div className="webhooks-page">
      <Link to="/music/integrations" className="small d-inline-block mb-2">
        {t('music.webhooks.backToIntegrations')}
      </Link>
      <h1 className="h3 mb-1">{t('music.webhooks.title')}</h1>
      <p className="text-body-secondary mb-4">{t('music.webhooks.intro')}</p>
      {isDemoMode ? (
        <Alert color="info" fade={false}>
          {t('music.webhooks.demo')}
        </Alert>
      ) : (
        <Endpoints />
      )}
    </div>
  )
}
