import { useTranslation } from 'react-i18next'
import { Badge } from 'reactstrap'

const COLORS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const

export function BasicBadges() {
  const { t } = useTranslation()
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {COLORS.map((color) => (
          <Badge key={color} color={color}>
            {t(`ui.colorNames.${color}`)}
          </Badge>
        ))}
      </div>
      <div className="d-flex flex-wrap gap-2">
        {COLORS.map((color) => (
          <Badge key={color} pill className={`bg-${color}-subtle text-${color}-emphasis`}>
            {t(`ui.colorNames.${color}`)}
          </Badge>
        ))}
      </div>
    </>
  )
}
