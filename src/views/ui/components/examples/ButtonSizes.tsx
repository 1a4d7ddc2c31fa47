import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'

export function ButtonSizes() {
  const { t } = useTranslation()
  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-2 mb-3">
        <Button color="primary" size="lg">
          {t('ui.components.buttons.large')}
        </Button>
        <Button color="primary">{t('ui.components.buttons.default')}</Button>
        <Button color="primary" size="sm">
          {t('ui.components.buttons.small')}
        </Button>
      </div>
      <div className="d-grid">
        <Button color="primary" outline>
          {t('ui.components.buttons.block')}
        </Button>
      </div>
    </>
  )
}
