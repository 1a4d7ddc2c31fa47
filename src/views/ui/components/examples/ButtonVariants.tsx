import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'

const COLORS = ['primary', 'secondary', 'success', 'danger', 'warning', 'info', 'dark'] as const

export function ButtonVariants() {
  const { t } = useTranslation()
  return (
    <>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {COLORS.map((color) => (
          <Button key={color} color={color}>
            {t(`ui.colorNames.${color}`)}
          </Button>
        ))}
      </div>
      <div className="d-flex flex-wrap gap-2 mb-3">
        {COLORS.map((color) => (
          <Button key={color} color={color} outline>
            {t(`ui.colorNames.${color}`)}
          </Button>
        ))}
      </div>
      <div className="d-flex flex-wrap gap-2">
        <Button color="link">{t('ui.components.buttons.link')}</Button>
        <Button color="primary" disabled>
          {t('ui.components.buttons.disabled')}
        </Button>
      </div>
    </>
  )
}
