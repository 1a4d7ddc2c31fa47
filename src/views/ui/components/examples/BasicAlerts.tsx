import { useTranslation } from 'react-i18next'
import { Alert } from 'reactstrap'

const COLORS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'light', 'dark'] as const

export function BasicAlerts() {
  const { t } = useTranslation()
  return (
    <>
      {COLORS.map((color) => (
        <Alert key={color} color={color} fade={false}>
          {t('ui.components.alerts.basicText', { color: t(`ui.colorNames.${color}`) })}
        </Alert>
      ))}
    </>
  )
}
