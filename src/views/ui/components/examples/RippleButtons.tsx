import { useTranslation } from 'react-i18next'
import { RippleButton } from '@/@core/components/ripple/RippleButton'

export function RippleButtons() {
  const { t } = useTranslation()
  return (
    <div className="d-flex flex-wrap gap-2">
      <RippleButton color="primary">{t('ui.components.buttons.ripple')}</RippleButton>
      <RippleButton color="success">{t('ui.colorNames.success')}</RippleButton>
      <RippleButton color="danger" outline>
        {t('ui.colorNames.danger')}
      </RippleButton>
    </div>
  )
}
