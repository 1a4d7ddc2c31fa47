import { useTranslation } from 'react-i18next'
import { Button, Spinner } from 'reactstrap'

const COLORS = ['primary', 'success', 'danger', 'warning', 'info'] as const

export function SpinnerExamples() {
  const { t } = useTranslation()
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        {COLORS.map((color) => (
          <Spinner key={color} color={color}>
            {t('common.loading')}
          </Spinner>
        ))}
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        {COLORS.map((color) => (
          <Spinner key={color} type="grow" color={color}>
            {t('common.loading')}
          </Spinner>
        ))}
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3">
        <Spinner size="sm">{t('common.loading')}</Spinner>
        <Spinner style={{ width: '3rem', height: '3rem' }}>{t('common.loading')}</Spinner>
        <Button color="primary" disabled className="d-inline-flex align-items-center gap-2">
          <Spinner size="sm" aria-hidden="true" />
          {t('ui.components.spinners.saving')}
        </Button>
      </div>
    </>
  )
}
