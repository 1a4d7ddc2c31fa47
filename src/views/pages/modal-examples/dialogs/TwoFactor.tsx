import { useId, useState, type FormEvent } from 'react'
import { MessageSquareText, Smartphone } from 'lucide-react'
import { Button, Input, Label } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import clsx from 'clsx'
import { ExampleModal } from '../ExampleModal'

type Method = 'app' | 'sms'
const SECRET = 'VBLN 4Q7K 2M9X 8TZP'

/** Enable two-factor authentication: choose an authenticator app or SMS, then verify a six-digit code. */
export function TwoFactor({
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
  const [step, setStep] = useState<'choose' | 'verify'>('choose')
  const [method, setMethod] = useState<Method>('app')
  const [phone, setPhone] = useState('')
  const [code, setCode] = useState('')
  const [error, setError] = useState<{ field: 'phone' | 'code'; text: string } | null>(null)

  const close = () => {
    setStep('choose')
    setPhone('')
    setCode('')
    setError(null)
    onClose()
  }
  const next = (event: FormEvent) => {
    event.preventDefault()
    if (method === 'sms' && !/^\+?[0-9][0-9 ()-]{5,19}$/.test(phone.trim())) {
      setError({ field: 'phone', text: t('pages.modalExamples.errors.phone') })
      return
    }
    setError(null)
    setStep('verify')
  }
  const verify = (event: FormEvent) => {
    event.preventDefault()
    if (!/^\d{6}$/.test(code.trim())) {
      setError({ field: 'code', text: t('pages.modalExamples.errors.code') })
      return
    }
    onDone(
      t(method === 'app' ? 'pages.modalExamples.twoFactor.doneApp' : 'pages.modalExamples.twoFactor.doneSms')
    )
    close()
  }
  const errorFor = (field: 'phone' | 'code') =>
    error?.field === field ? (
      <div id={`${prefix}-${field}-error`} className="invalid-feedback d-block">
        {error.text}
      </div>
    ) : null

  return (
    <ExampleModal
      id="two-factor"
      isOpen={isOpen}
      onClose={close}
      title={t('pages.modalExamples.twoFactor.title')}
    >
      {step === 'choose' ? (
        <form noValidate onSubmit={next}>
          <fieldset>
            <legend className="fs-6 text-body-secondary">{t('pages.modalExamples.twoFactor.choose')}</legend>
            {(
              [
                ['app', Smartphone],
                ['sms', MessageSquareText]
              ] as const
            ).map(([value, Icon]) => (
              <div
                key={value}
                className={clsx(
                  'form-check border rounded p-3 mb-2 ps-5',
                  method === value && 'border-primary'
                )}
              >
                <input
                  className="form-check-input"
                  type="radio"
                  name={`${prefix}-method`}
                  id={`${prefix}-${value}`}
                  checked={method === value}
                  onChange={() => setMethod(value)}
                />
                <Label check for={`${prefix}-${value}`} className="d-flex gap-2">
                  <Icon size={20} aria-hidden="true" className="text-primary flex-shrink-0" />
                  <span>
                    <span className="fw-semibold d-block">{t(`pages.modalExamples.twoFactor.${value}`)}</span>
                    <span className="small text-body-secondary">
                      {t(`pages.modalExamples.twoFactor.${value}Text`)}
                    </span>
                  </span>
                </Label>
              </div>
            ))}
          </fieldset>
          {method === 'sms' && (
            <div className="mt-3">
              <Label for={`${prefix}-phone`}>{t('pages.modalExamples.twoFactor.phone')}</Label>
              <Input
                id={`${prefix}-phone`}
                type="tel"
                value={phone}
                onChange={(e) => setPhone(e.target.value)}
                invalid={error?.field === 'phone'}
                aria-describedby={error?.field === 'phone' ? `${prefix}-phone-error` : undefined}
                autoComplete="tel"
                dir="ltr"
              />
              {errorFor('phone')}
            </div>
          )}
          <div className="d-flex justify-content-end gap-2 mt-4">
            <Button color="secondary" outline className="vl-btn-outline" onClick={close}>
              {t('pages.modalExamples.cancel')}
            </Button>
            <Button color="primary" type="submit">
              {t('pages.modalExamples.continue')}
            </Button>
          </div>
        </form>
      ) : (
        <form noValidate onSubmit={verify}>
          {method === 'app' ? (
            <>
              <p>{t('pages.modalExamples.twoFactor.appStep')}</p>
              <p className="text-center">
                <code className="fs-5 text-body" dir="ltr">
                  {SECRET}
                </code>
              </p>
            </>
          ) : (
            <p>{t('pages.modalExamples.twoFactor.smsStep', { phone: phone.trim() })}</p>
          )}
          <Label for={`${prefix}-code`}>{t('pages.modalExamples.twoFactor.code')}</Label>
          <Input
            id={`${prefix}-code`}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            invalid={error?.field === 'code'}
            aria-describedby={error?.field === 'code' ? `${prefix}-code-error` : undefined}
            dir="ltr"
          />
          {errorFor('code')}
          <div className="d-flex justify-content-between gap-2 mt-4">
            <Button color="secondary" outline className="vl-btn-outline" onClick={() => setStep('choose')}>
              {t('pages.modalExamples.back')}
            </Button>
            <Button color="primary" type="submit">
              {t('pages.modalExamples.twoFactor.verify')}
            </Button>
          </div>
        </form>
      )}
    </ExampleModal>
  )
}
