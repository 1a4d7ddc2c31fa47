import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button } from 'reactstrap'

export function DismissibleAlert() {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(true)
  return (
    <>
      <Alert
        transition={{ timeout: 150, unmountOnExit: true }}
        color="warning"
        isOpen={visible}
        toggle={() => setVisible(false)}
        closeAriaLabel={t('common.close')}
      >
        {t('ui.components.alerts.dismissibleText')}
      </Alert>
      {!visible && (
        <Button color="primary" outline onClick={() => setVisible(true)}>
          {t('ui.components.alerts.showAgain')}
        </Button>
      )}
    </>
  )
}
