import { useId, useState, type FormEvent } from 'react'
import { Gift, Mail, UserPlus } from 'lucide-react'
import { Button, Col, Input, Label, Row } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { ExampleModal } from '../ExampleModal'
import { emailSchema } from '../schemas'

const LINK = 'https://vibeline.app/r/LENA-2025'

/** Refer and earn: how it works, invite a friend by email, or copy the referral link. */
export function ReferEarn({
  isOpen,
  onClose,
  onDone
}: {
  isOpen: boolean
  onClose: () => void
  onDone: (summary: string) => void
}) {
  const { t } = useTranslation()
  const prefix = useId()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [status, setStatus] = useState('')

  const close = () => {
    setEmail('')
    setError(null)
    setStatus('')
    onClose()
  }
  const send = (event: FormEvent) => {
    event.preventDefault()
    const parsed = emailSchema.safeParse(email)
    if (!parsed.success) {
      setError(t('pages.modalExamples.errors.email'))
      return
    }
    onDone(t('pages.modalExamples.refer.done', { email: parsed.data }))
    close()
  }
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(LINK)
      setStatus(t('pages.modalExamples.refer.copied'))
    } catch {
      setStatus(t('pages.modalExamples.refer.copyFailed'))
    }
  }
  const steps = [
    { icon: Mail, key: 'step1' },
    { icon: UserPlus, key: 'step2' },
    { icon: Gift, key: 'step3' }
  ]
  return (
    <ExampleModal
      id="refer-earn"
      isOpen={isOpen}
      onClose={close}
      title={t('pages.modalExamples.refer.title')}
      size="lg"
    >
      <p className="text-center text-body-secondary">{t('pages.modalExamples.refer.intro')}</p>
      <Row className="g-3 text-center mb-4" tag="ol" style={{ listStyle: 'none', paddingInlineStart: 0 }}>
        {steps.map(({ icon: Icon, key }) => (
          <Col md={4} key={key} tag="li">
            <span
              className="icon-tile bg-primary-subtle text-primary-emphasis mb-2"
              style={{ width: 56, height: 56 }}
            >
              <Icon size={24} aria-hidden="true" />
            </span>
            <p className="small mb-0">{t(`pages.modalExamples.refer.${key}`)}</p>
          </Col>
        ))}
      </Row>
      <form noValidate onSubmit={send} className="mb-3">
        <Label for={`${prefix}-email`}>{t('pages.modalExamples.refer.emailLabel')}</Label>
        <div className="d-flex gap-2 align-items-start">
          <div className="flex-grow-1">
            <Input
              id={`${prefix}-email`}
              type="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              invalid={Boolean(error)}
              aria-describedby={error ? `${prefix}-email-error` : undefined}
              dir="ltr"
            />
            {error && (
              <div id={`${prefix}-email-error`} className="invalid-feedback d-block">
                {error}
              </div>
            )}
          </div>
          <Button color="primary" type="submit">
            {t('pages.modalExamples.refer.send')}
          </Button>
        </div>
      </form>
      <Label for={`${prefix}-link`}>{t('pages.modalExamples.refer.linkLabel')}</Label>
      <div className="input-group">
        <input id={`${prefix}-link`} className="form-control" value={LINK} readOnly dir="ltr" />
        <Button color="primary" outline onClick={() => void copy()}>
          {t('pages.modalExamples.refer.copy')}
        </Button>
      </div>
      <p role="status" className="small text-success mt-2 mb-0">
        {status}
      </p>
    </ExampleModal>
  )
}
