import { useTranslation } from 'react-i18next'
import { Alert } from 'reactstrap'
import { CircleCheck, TriangleAlert } from 'lucide-react'

export function AlertWithContent() {
  const { t } = useTranslation()
  return (
    <>
      <Alert color="success" fade={false} className="d-flex gap-2">
        <CircleCheck size={20} aria-hidden="true" className="flex-shrink-0" />
        <div>
          <h3 className="alert-heading h6">{t('ui.components.alerts.successHeading')}</h3>
          <p className="mb-0">{t('ui.components.alerts.successBody')}</p>
        </div>
      </Alert>
      <Alert color="danger" fade={false} className="d-flex gap-2 mb-0">
        <TriangleAlert size={20} aria-hidden="true" className="flex-shrink-0" />
        <div>
          {t('ui.components.alerts.dangerBody')}{' '}
          <a href="#alerts-help" className="alert-link">
            {t('ui.components.alerts.dangerLink')}
          </a>
        </div>
      </Alert>
    </>
  )
}
