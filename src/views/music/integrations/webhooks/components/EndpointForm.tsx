// Registers an endpoint: its address, a note, and the events it wants (checked against the shared contract).
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, Col, Form, FormFeedback, FormGroup, Input, Label, Row } from 'reactstrap'
import { errorMessage } from '@/auth/http'
import { WEBHOOK_EVENTS, webhookEndpointInputSchema, type WebhookEvent } from '@/contracts/webhooks'
import { webhooksApi, type CreatedEndpoint } from '../webhooksApi'

type Errors = Partial<Record<'url' | 'description' | 'events', string>>

export function EndpointForm({ onCreated }: { onCreated: (created: CreatedEndpoint) => void }) {
  const { t } = useTranslation()
  const id = useId()
  const [url, setUrl] = useState('')
  const [description, setDescription] = useState('')
  const [events, setEvents] = useState<WebhookEvent[]>([])
  const [errors, setErrors] = useState<Errors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)

  const toggle = (event: WebhookEvent) =>
    setEvents((chosen) => (chosen.includes(event) ? chosen.filter((e) => e !== event) : [...chosen, event]))

  const submit = async (e: FormEvent) => {
    e.preventDefault()
    setServerError(null)
    const parsed = webhookEndpointInputSchema.safeParse({ url, description, events })
    if (!parsed.success) {
      const next: Errors = {}
      for (const issue of parsed.error.issues) {
        const field = String(issue.path[0]) as keyof Errors
        next[field] ??= t(`music.webhooks.errors.${field}`)
      }
      setErrors(next)
      return
    }
    setErrors({})
    setSending(true)
    try {
      const created = await webhooksApi.create(parsed.data)
      setUrl('')
      setDescription('')
      setEvents([])
      onCreated(created)
    } catch (error) {
      setServerError(errorMessage(error, t('common.failed')))
    } finally {
      setSending(false)
    }
  }

  return (
    <Form noValidate onSubmit={(e) => void submit(e)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="h5 mb-3">
        {t('music.webhooks.createTitle')}
      </h2>
      {serverError && (
        <Alert color="danger" fade={false} role="alert">
          {serverError}
        </Alert>
      )}
      <Row className="g-3">
        <Col md={6}>
          <FormGroup className="mb-0">
            <Label for={`${id}-url`}>{t('music.webhooks.url')}</Label>
            <Input
              id={`${id}-url`}
              type="url"
              dir="ltr"
              value={url}
              placeholder="https://example.com/webhooks"
              invalid={Boolean(errors.url)}
              aria-describedby={errors.url ? `${id}-url-error` : undefined}
              onChange={(e) => setUrl(e.target.value)}
            />
            <FormFeedback id={`${id}-url-error`}>{errors.url}</FormFeedback>
          </FormGroup>
        </Col>
        <Col md={6}>
          <FormGroup className="mb-0">
            <Label for={`${id}-description`}>{t('music.webhooks.description')}</Label>
            <Input
              id={`${id}-description`}
              dir="auto"
              value={description}
              maxLength={200}
              invalid={Boolean(errors.description)}
              onChange={(e) => setDescription(e.target.value)}
            />
            <FormFeedback>{errors.description}</FormFeedback>
          </FormGroup>
        </Col>
        <Col xs={12}>
          <fieldset aria-describedby={errors.events ? `${id}-events-error` : undefined}>
            <legend className="form-label fs-6">{t('music.webhooks.events')}</legend>
            <div className="d-flex flex-wrap gap-3">
              {WEBHOOK_EVENTS.map((event) => (
                <FormGroup check key={event} className="mb-0">
                  <Input
                    id={`${id}-${event}`}
                    type="checkbox"
                    checked={events.includes(event)}
                    onChange={() => toggle(event)}
                  />
                  <Label check for={`${id}-${event}`}>
                    {t(`music.webhooks.eventNames.${event.replace('.', '_')}`)}{' '}
                    <code dir="ltr" className="small text-body-secondary">
                      {event}
                    </code>
                  </Label>
                </FormGroup>
              ))}
            </div>
            {errors.events && (
              <div id={`${id}-events-error`} className="invalid-feedback d-block">
                {errors.events}
              </div>
            )}
          </fieldset>
        </Col>
        <Col xs={12}>
          <Button color="primary" type="submit" disabled={sending}>
            {sending ? t('music.webhooks.saving') : t('music.webhooks.create')}
          </Button>
        </Col>
      </Row>
    </Form>
  )
}
