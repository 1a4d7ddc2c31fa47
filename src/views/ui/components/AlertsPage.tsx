import { useTranslation } from 'react-i18next'
import { ShowcaseExample } from '@/views/ui/shared/ShowcaseExample'
import { ShowcasePage } from '@/views/ui/shared/ShowcasePage'
import { BasicAlerts } from './examples/BasicAlerts'
import basicAlertsCode from './examples/BasicAlerts.tsx?raw'
import { DismissibleAlert } from './examples/DismissibleAlert'
import dismissibleAlertCode from './examples/DismissibleAlert.tsx?raw'
import { AlertWithContent } from './examples/AlertWithContent'
import alertWithContentCode from './examples/AlertWithContent.tsx?raw'

export default function AlertsPage() {
  const { t } = useTranslation()
  return (
    <ShowcasePage title={t('ui.components.alerts.title')} intro={t('ui.components.alerts.intro')}>
      <ShowcaseExample title={t('ui.components.alerts.basic')} code={basicAlertsCode}>
        <BasicAlerts />
      </ShowcaseExample>
      <ShowcaseExample title={t('ui.components.alerts.dismissible')} code={dismissibleAlertCode}>
        <DismissibleAlert />
      </ShowcaseExample>
      <ShowcaseExample title={t('ui.components.alerts.content')} code={alertWithContentCode}>
        <AlertWithContent />
      </ShowcaseExample>
    </ShowcasePage>
  )
}
