import { useId, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { Check } from 'lucide-react'
import { Button, Col, Form, Input, Label, Row } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import clsx from 'clsx'
import { FormField } from '../../shared/FormField'
import { ExampleModal } from '../ExampleModal'
import {
  APP_CATEGORIES,
  APP_DATABASES,
  APP_FRAMEWORKS,
  appDatabaseSchema,
  appDetailsSchema,
  appFrameworkSchema,
  cardSchema,
  formatCardNumber
} from '../schemas'
import { useFieldProps } from '../useField'

const schema = appDetailsSchema
  .merge(appFrameworkSchema)
  .merge(appDatabaseSchema)
  .merge(cardSchema.pick({ number: true, expiry: true, cvv: true }))
  .extend({ cardHolder: cardSchema.shape.name })
type Values = z.infer<typeof schema>

const STEPS = [
  { key: 'details', fields: ['name', 'category'] },
  { key: 'framework', fields: ['framework'] },
  { key: 'database', fields: ['database', 'databaseName'] },
  { key: 'billing', fields: ['cardHolder', 'number', 'expiry', 'cvv'] },
  { key: 'submit', fields: [] }
] as const

const EMPTY = {
  name: '',
  category: undefined,
  framework: undefined,
  database: undefined,
  databaseName: '',
  cardHolder: '',
  number: '',
  expiry: '',
  cvv: ''
} as unknown as Values

/** Create app: a wizard whose every step is checked before the next one opens. */
export function CreateApp({
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
  const [step, setStep] = useState(0)
  const {
    register,
    control,
    handleSubmit,
    trigger,
    reset,
    getValues,
    formState: { errors }
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY, shouldUnregister: false })
  const { field, message, id } = useFieldProps(prefix, register, errors)
  const close = () => {
    reset(EMPTY)
    setStep(0)
    onClose()
  }
  const next = async () => {
    const ok = await trigger([...STEPS[step].fields] as (keyof Values)[])
    if (ok) setStep((s) => s + 1)
  }
  const submit = () => {
    onDone(t('pages.modalExamples.createApp.done', { name: getValues('name') }))
    close()
  }

  const radios = <K extends 'category' | 'framework' | 'database'>(name: K, options: readonly string[]) => (
    <fieldset aria-describedby={message(name) ? `${id(name)}-error` : undefined}>
      <legend className="form-label fs-6">{t(`pages.modalExamples.createApp.${name}`)}</legend>
      <div className="d-flex flex-column gap-2">
        {options.map((option) => (
          <div className="form-check border rounded p-2 ps-5" key={option}>
            <input
              className="form-check-input"
              type="radio"
              id={`${prefix}-${name}-${option}`}
              value={option}
              {...register(name)}
            />
            <Label check for={`${prefix}-${name}-${option}`}>
              {t(`pages.modalExamples.createApp.options.${option}`)}
            </Label>
          </div>
        ))}
      </div>
      {message(name) && (
        <div id={`${id(name)}-error`} className="invalid-feedback d-block">
          {message(name)}
        </div>
      )}
    </fieldset>
  )

  const current = STEPS[step].key
  return (
    <ExampleModal
      id="create-app"
      isOpen={isOpen}
      onClose={close}
      title={t('pages.modalExamples.createApp.title')}
      size="lg"
    >
      <Row className="g-4">
        <Col md={4}>
          <ol className="list-unstyled ps-0 mb-0 d-flex flex-md-column flex-wrap gap-2 create-app-steps">
            {STEPS.map((s, index) => (
              <li
                key={s.key}
                aria-current={index === step ? 'step' : undefined}
                className={clsx(
                  'd-flex align-items-center gap-2',
                  index === step ? 'fw-semibold text-primary' : 'text-body-secondary'
                )}
              >
                <span
                  className={clsx(
                    'icon-tile',
                    index < step
                      ? 'bg-success-subtle text-success-emphasis'
                      : index === step
                        ? 'bg-primary text-white'
                        : 'bg-body-secondary'
                  )}
                  style={{ width: 28, height: 28 }}
                >
                  {index < step ? (
                    <Check size={14} aria-label={t('pages.modalExamples.createApp.stepDone')} />
                  ) : (
                    index + 1
                  )}
                </span>
                {t(`pages.modalExamples.createApp.steps.${s.key}`)}
              </li>
            ))}
          </ol>
        </Col>
        <Col md={8}>
          <Form
            noValidate
            onSubmit={handleSubmit(submit)}
            aria-label={t(`pages.modalExamples.createApp.steps.${current}`)}
          >
            {current === 'details' && (
              <>
                <FormField
                  id={id('name')}
                  label={t('pages.modalExamples.createApp.appName')}
                  error={message('name')}
                >
                  <Input {...field('name')} />
                </FormField>
                {radios('category', APP_CATEGORIES)}
              </>
            )}
            {current === 'framework' && radios('framework', APP_FRAMEWORKS)}
            {current === 'database' && (
              <>
                <FormField
                  id={id('databaseName')}
                  label={t('pages.modalExamples.createApp.databaseName')}
                  hint={t('pages.modalExamples.createApp.databaseNameHint')}
                  error={message('databaseName')}
                >
                  <Input {...field('databaseName', true)} dir="ltr" />
                </FormField>
                {radios('database', APP_DATABASES)}
              </>
            )}
            {current === 'billing' && (
              <Row className="g-3">
                <Col xs={12}>
                  <FormField
                    id={id('cardHolder')}
                    label={t('pages.modalExamples.addCard.name')}
                    error={message('cardHolder')}
                    className=""
                  >
                    <Input {...field('cardHolder')} autoComplete="cc-name" />
                  </FormField>
                </Col>
                <Col xs={12}>
                  <FormField
                    id={`${prefix}-card`}
                    label={t('pages.modalExamples.addCard.number')}
                    error={message('number')}
                    className=""
                  >
                    <Controller
                      control={control}
                      name="number"
                      render={({ field: f }) => (
                        <Input
                          id={`${prefix}-card`}
                          innerRef={f.ref}
                          value={f.value}
                          onBlur={f.onBlur}
                          onChange={(e) => f.onChange(formatCardNumber(e.target.value))}
                          inputMode="numeric"
                          invalid={Boolean(message('number'))}
                          aria-describedby={message('number') ? `${prefix}-card-error` : undefined}
                          dir="ltr"
                        />
                      )}
                    />
                  </FormField>
                </Col>
                <Col xs={6}>
                  <FormField
                    id={id('expiry')}
                    label={t('pages.modalExamples.addCard.expiry')}
                    error={message('expiry')}
                    className=""
                  >
                    <Input {...field('expiry')} placeholder="MM/YY" dir="ltr" />
                  </FormField>
                </Col>
                <Col xs={6}>
                  <FormField
                    id={id('cvv')}
                    label={t('pages.modalExamples.addCard.cvv')}
                    error={message('cvv')}
                    className=""
                  >
                    <Input {...field('cvv')} inputMode="numeric" maxLength={4} dir="ltr" />
                  </FormField>
                </Col>
              </Row>
            )}
            {current === 'submit' && (
              <div className="text-center py-3">
                <p className="h5">{t('pages.modalExamples.createApp.ready')}</p>
                <p className="text-body-secondary">
                  {t('pages.modalExamples.createApp.readyText', { name: getValues('name') })}
                </p>
              </div>
            )}
            <div className="d-flex justify-content-between gap-2 mt-4">
              <Button
                color="secondary"
                outline
                className="vl-btn-outline"
                disabled={step === 0}
                onClick={() => setStep((s) => s - 1)}
              >
                {t('pages.modalExamples.back')}
              </Button>
              {/* Different keys: the clicked Continue must not become the submit button while its click is handled. */}
              {current === 'submit' ? (
                <Button key="submit" color="success" type="submit">
                  {t('pages.modalExamples.createApp.submit')}
                </Button>
              ) : (
                <Button key="next" color="primary" onClick={() => void next()}>
                  {t('pages.modalExamples.continue')}
                </Button>
              )}
            </div>
          </Form>
        </Col>
      </Row>
    </ExampleModal>
  )
}
