// /music/integrations: what other programs use to reach Vibeline's API: its API keys, and the way to its webhooks.
import { useTranslation } from 'react-i18next'
import { ApiKeysSection } from './api-keys/ApiKeysSection'
import { WebhooksCard } from './WebhooksCard'
import './integrations.scss'

export default function IntegrationsPage() {
  const { t } = useTranslation()
  return (
    <div className="integrations-page">
      <h1 className="h3 mb-1">{t('music.integrations.title')}</h1>
      <p className="text-body-secondary mb-4">
        {t('music.integrations.intro')}{' '}
        <a href="/docs" target="_blank" rel="noreferrer">
          {t('music.integrations.reference')}
        </a>
      </p>
      <ApiKeysSection />
      <WebhooksCard />
    </div>
  )
}
