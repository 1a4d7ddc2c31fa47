// The integrations screen's pointer to webhooks (their own page: endpoints, secrets, delivery logs), for those who
// may read them.
import { Webhook } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Card, CardBody } from 'reactstrap'
import { useAbility } from '@/configs/AbilityContext'

export function WebhooksCard() {
  const { t } = useTranslation()
  if (!useAbility().can('read', 'Webhook')) return null
  return (
    <Card className="border-0 shadow-sm mt-4">
      <CardBody className="d-flex flex-wrap align-items-center gap-3">
        <Webhook size={22} aria-hidden="true" className="text-primary" />
        <div className="flex-grow-1">
          <h2 className="h5 mb-1">{t('music.webhooks.title')}</h2>
          <p className="text-body-secondary mb-0">{t('music.webhooks.intro')}</p>
        </div>
        <Link className="btn btn-outline-primary" to="/music/integrations/webhooks">
          {t('music.integrations.manageWebhooks')}
        </Link>
      </CardBody>
    </Card>
  )
}
