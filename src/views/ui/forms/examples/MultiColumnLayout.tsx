// Two columns on wide screens, one on narrow ones; related fields sit side by side.
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Col, Form, FormGroup, Input, Label, Row } from 'reactstrap'

const FIELDS = [
  { key: 'firstName', autoComplete: 'given-name' },
  { key: 'lastName', autoComplete: 'family-name' },
  { key: 'city', autoComplete: 'address-level2' },
  { key: 'company', autoComplete: 'organization' },
  { key: 'email', autoComplete: 'email', type: 'email' },
  { key: 'phone', autoComplete: 'tel', type: 'tel' }
] as const

export default function MultiColumnLayout() {
  const { t } = useTranslation()
  const id = useId()
  const [sent, setSent] = useState(false)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSent(true)
  }
  return (
    <Form onSubmit={submit} aria-label={t('ui.forms.layouts.multiColumn')}>
      <Row>
        {FIELDS.map((field) => (
          <Col md={6} key={field.key}>
            <FormGroup>
              <Label for={`${id}-${field.key}`}>{t(`ui.forms.layouts.${field.key}`)}</Label>
              <Input
                id={`${id}-${field.key}`}
                type={'type' in field ? field.type : 'text'}
                autoComplete={field.autoComplete}
                required={field.key === 'firstName' || field.key === 'email'}
              />
            </FormGroup>
          </Col>
        ))}
      </Row>
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
