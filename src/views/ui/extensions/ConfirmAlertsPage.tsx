// /extensions/alerts
import { useTranslation } from 'react-i18next'
import { ExampleGallery } from '../shared/ExampleGallery'
import ConfirmAlerts from './examples/ConfirmAlerts'
import confirmAlertsCode from './examples/ConfirmAlerts.tsx?raw'

export default function ConfirmAlertsPage() {
  const { t } = useTranslation()
  return (
    <ExampleGallery
      title={t('ui.extensions.alerts.title')}
      intro={t('ui.extensions.alerts.intro')}
      items={[
        {
          id: 'alerts',
          title: t('ui.extensions.alerts.title'),
          code: confirmAlertsCode,
          Example: ConfirmAlerts
        }
      ]}
    />
  )
}
