// One endpoint's newest deliveries: the event, how it stands, each attempt (status code, duration, error), and a
// re-send for a delivery whose tries have ended.
import { useState } from 'react'
import { RotateCw } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import { Alert, Button, Spinner, Table } from 'reactstrap'
import { errorMessage } from '@/auth/http'
import { LoadError } from '@/@core/components/list/LoadError'
import { useLoad } from '@/@core/hooks/useLoad'
import type { WebhookEndpoint } from '@/contracts/webhooks'
import { formatDate } from '@/views/music/shared/format'
import { webhooksApi } from '../webhooksApi'
import { DeliveryState } from './DeliveryState'
import './webhooks.scss'

export function DeliveryLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t, i18n } = useTranslation()
  const log = useLoad(() => webhooksApi.deliveries(endpoint.id), [endpoint.id], {
    message: (error) => errorMessage(error, t('music.webhooks.logFailed'))
  })
  const [resending, setResending] = useState<number | null>(null)

  const resend = async (deliveryId: number) => {
    setResending(deliveryId)
    try {
      await webhooksApi.resend(endpoint.id, deliveryId)
      toast.success(t('music.webhooks.resent'))
      await log.reload()
    } catch (error) {
      toast.error(errorMessage(error, t('common.failed')))
    } finally {
      setResending(null)
    }
  }

  return (
    <section aria-labelledby={`webhook-log-${endpoint.id}`} className="mt-3">
      <div className="d-flex align-items-center justify-content-between mb-2">
        <h3 id={`webhook-log-${endpoint.id}`} className="h6 mb-0">
          {t('music.webhooks.logTitle')}
        </h3>
        <Button size="sm" color="secondary" outline onClick={() => void log.reload()} disabled={log.loading}>
          {t('music.webhooks.refresh')}
        </Button>
      </div>
      {log.error ? (
        <LoadError message={log.error} onRetry={() => void log.reload()} />
      ) : log.loading && !log.data ? (
        <div className="py-3 text-center" role="status">
          <Spinner size="sm" className="me-2" aria-hidden="true" />
          {t('common.loading')}
        </div>
      ) : log.data && log.data.length === 0 ? (
        <Alert color="light" fade={false} className="mb-0 small">
          {t('music.webhooks.logEmpty')}
        </Alert>
      ) : (
        <div className="table-responsive position-relative">
          <Table size="sm" className="align-middle mb-0">
            <thead>
              <tr>
                <th scope="col">{t('music.webhooks.event')}</th>
                <th scope="col">{t('music.webhooks.state')}</th>
                <th scope="col">{t('music.webhooks.attempts')}</th>
                <th scope="col">{t('music.webhooks.created')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('music.webhooks.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {log.data?.map((delivery) => (
                <tr key={delivery.id}>
                  <td>
                    <code dir="ltr">{delivery.event}</code>
                  </td>
                  <td>
                    <DeliveryState state={delivery.state} />
                  </td>
                  <td className="webhook-attempts">
                    <ol className="list-unstyled mb-0 small">
                      {delivery.attempts.map((a) => (
                        <li key={a.attempt}>
                          {t('music.webhooks.attemptLine', {
                            attempt: a.attempt,
                            status: a.status_code ?? t('music.webhooks.noAnswer'),
                            ms: a.duration_ms
                          })}
                          {a.error && <span className="text-danger-emphasis"> · {a.error}</span>}
                        </li>
                      ))}
                    </ol>
                  </td>
                  <td className="text-nowrap small">
                    {formatDate(delivery.created_at, i18n.language, true)}
                  </td>
                  <td className="text-end">
                    <Button
                      size="sm"
                      color="primary"
                      outline
                      disabled={delivery.state === 'pending' || resending !== null}
                      onClick={() => void resend(delivery.id)}
                      className="d-inline-flex align-items-center gap-1 text-nowrap"
                    >
                      <RotateCw size={14} aria-hidden="true" />
                      {t('music.webhooks.resend')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </section>
  )
}
