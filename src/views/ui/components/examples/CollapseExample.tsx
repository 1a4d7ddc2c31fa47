import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody, Collapse } from 'reactstrap'

export function CollapseExample() {
  const { t } = useTranslation()
  const [open, setOpen] = useState(false)
  return (
    <>
      <Button
        color="primary"
        onClick={() => setOpen(!open)}
        aria-expanded={open}
        aria-controls="collapse-example"
      >
        {open ? t('ui.components.collapse.hide') : t('ui.components.collapse.show')}
      </Button>
      <Collapse isOpen={open} id="collapse-example">
        <Card className="mt-3 shadow-none border">
          <CardBody>{t('ui.components.collapse.body')}</CardBody>
        </Card>
      </Collapse>
    </>
  )
}
