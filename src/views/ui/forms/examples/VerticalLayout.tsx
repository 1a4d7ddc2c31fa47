// Labels above their fields: the layout that reads best on narrow screens and in both directions.
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Form, FormGroup, Input, Label } from 'reactstrap'

export default function VerticalLayout() {
  const { t } = useTranslation()
  const id = useId()
  const [sent, setSent] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSent(true)
  }
  return (
    <Form onSubmit={submit} aria-label={t('ui.forms.layouts.vertical')}>
      <FormGroup>
        <Label for={`${id}-name`}>{t('ui.forms.layouts.fullName')}</Label>
        <Input id={`${id}-name`} required autoComplete="name" />
      </FormGroup>
      <FormGroup>
        <Label for={`${id}-email`}>{t('ui.forms.layouts.email')}</Label>
        <Input id={`${id}-email`} type="email" required autoComplete="email" />
      </FormGroup>
      <FormGroup check className="mb-3">
        <Input id={`${id}-remember`} type="checkbox" />
        <Label check for={`${id}-remember`}>
          {t('ui.forms.layouts.remember')}
        </Label>
      </FormGroup>
      <div className="d-flex align-items-center gap-3">
        <Button color="primary" type="submit">
          {t('ui.forms.layouts.submit')}
        </Button>
        <span role="status" className="small text-success">
          {sent ? t('ui.forms.layouts.sent') : ''}
        </span>
      </div>
    </Form>
  )
}
