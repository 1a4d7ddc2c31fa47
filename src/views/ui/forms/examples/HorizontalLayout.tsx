// Labels beside their fields on wide screens, above them on narrow ones.
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Col, Form, FormGroup, Input, Label, Row } from 'reactstrap'

export default function HorizontalLayout() {
  const { t } = useTranslation()
  const id = useId()
  const [sent, setSent] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSent(true)
  }
  return (
    <Form onSubmit={submit} aria-label={t('ui.forms.layouts.horizontal')}>
      <FormGroup row>
        <Label sm={3} for={`${id}-name`}>
          {t('ui.forms.layouts.fullName')}
        </Label>
        <Col sm={9}>
          <Input id={`${id}-name`} required autoComplete="name" />
        </Col>
      </FormGroup>
      <FormGroup row>
        <Label sm={3} for={`${id}-email`}>
          {t('ui.forms.layouts.email')}
        </Label>
        <Col sm={9}>
          <Input id={`${id}-email`} type="email" required autoComplete="email" />
        </Col>
      </FormGroup>
      <FormGroup row>
        <Label sm={3} for={`${id}-phone`}>
          {t('ui.forms.layouts.phone')}
        </Label>
        <Col sm={9}>
          <Input id={`${id}-phone`} type="tel" autoComplete="tel" dir="ltr" />
        </Col>
      </FormGroup>
      <Row>
        <Col sm={{ size: 9, offset: 3 }} className="d-flex align-items-center gap-3">
          <Button color="primary" type="submit">
            {t('ui.forms.layouts.submit')}
          </Button>
          <Button color="secondary" outline type="reset" onClick={() => setSent(false)}>
            {t('ui.forms.layouts.reset')}
          </Button>
          <span role="status" className="small text-success">
            {sent ? t('ui.forms.layouts.sent') : ''}
          </span>
        </Col>
      </Row>
    </Form>
  )
}
