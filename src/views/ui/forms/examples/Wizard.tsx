// A sign-up in three steps and a summary. One react-hook-form form holds every step, so going back and forth keeps
// what was typed; "Next" validates only the current step's fields against the zod schema.
import { Fragment, useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useForm, type FieldPath } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { Button, Form, FormFeedback, FormGroup, Input, Label } from 'reactstrap'
import clsx from 'clsx'

const PLANS = ['free', 'premium', 'family'] as const
const COUNTRIES = ['de', 'eg', 'fr', 'jp', 'us'] as const

const wizardSchema = z.object({
  username: z
    .string()
    .min(3, 'usernameShort')
    .regex(/^[a-z0-9_]*$/i, 'usernameChars'),
  email: z.string().min(1, 'required').email('email'),
  password: z.string().min(8, 'passwordShort'),
  firstName: z.string().trim().min(1, 'required'),
  lastName: z.string().trim().min(1, 'required'),
  country: z.string().min(1, 'chooseOne'),
  plan: z.enum(PLANS, { error: 'chooseOne' }),
  terms: z.literal(true, { error: 'terms' })
})
type WizardValues = z.infer<typeof wizardSchema>

const STEPS: { key: string; fields: FieldPath<WizardValues>[] }[] = [
  { key: 'account', fields: ['username', 'email', 'password'] },
  { key: 'personal', fields: ['firstName', 'lastName', 'country'] },
  { key: 'plan', fields: ['plan', 'terms'] },
  { key: 'summary', fields: [] }
]

export default function Wizard() {
  const { t } = useTranslation()
  const id = useId()
  const [step, setStep] = useState(0)
  const [done, setDone] = useState(false)
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  const {
    register,
    handleSubmit,
    trigger,
    getValues,
    formState: { errors }
  } = useForm<WizardValues>({
    resolver: zodResolver(wizardSchema),
    defaultValues: { username: '', email: '', password: '', firstName: '', lastName: '', country: '' }
  })

  // After a step change, focus goes to the new step's heading so keyboard and screen-reader users start there.
  useEffect(() => {
    if (moved.current) heading.current?.focus()
  }, [step])

  const go = (to: number) => {
    moved.current = true
    setStep(to)
  }
  const next = async () => {
    if (await trigger(STEPS[step].fields, { shouldFocus: true })) go(step + 1)
  }
  const last = step === STEPS.length - 1
  const error = (name: FieldPath<WizardValues>) => {
    const key = errors[name]?.message
    return typeof key === 'string' ? t(`ui.forms.errors.${key}`) : undefined
  }
  const field = (name: FieldPath<WizardValues>) => {
    const { ref, ...rest } = register(name)
    const message = error(name)
    return {
      id: `${id}-${name}`,
      innerRef: ref,
      invalid: Boolean(message),
      'aria-describedby': message ? `${id}-${name}-error` : undefined,
      ...rest
    }
  }
  const feedback = (name: FieldPath<WizardValues>) =>
    error(name) && <FormFeedback id={`${id}-${name}-error`}>{error(name)}</FormFeedback>

  if (done)
    return (
      <div className="alert alert-success mb-0" role="status">
        {t('ui.forms.wizard.done', { name: getValues('firstName') })}
      </div>
    )

  const values = getValues()
  return (
    <Form
      noValidate
      aria-labelledby={`${id}-heading`}
      onSubmit={(event) => {
        event.preventDefault()
        if (last) void handleSubmit(() => setDone(true))(event)
        else void next()
      }}
    >
      <ol className="wizard-steps list-unstyled d-flex flex-wrap gap-2 mb-4">
        {STEPS.map(({ key }, index) => (
          <li
            key={key}
            aria-current={index === step ? 'step' : undefined}
            className={clsx(
              'badge rounded-pill fw-normal fs-6',
              index === step
                ? 'text-bg-primary'
                : index < step
                  ? 'bg-primary-subtle text-primary-emphasis'
                  : 'bg-body-secondary text-body'
            )}
          >
            {index + 1}. {t(`ui.forms.wizard.steps.${key}`)}
          </li>
        ))}
      </ol>
      <h3 id={`${id}-heading`} ref={heading} tabIndex={-1} className="h5 mb-3">
        {t('ui.forms.wizard.stepOf', { step: step + 1, total: STEPS.length })}:{' '}
        {t(`ui.forms.wizard.steps.${STEPS[step].key}`)}
      </h3>

      {step === 0 && (
        <>
          <FormGroup>
            <Label for={`${id}-username`}>{t('ui.forms.wizard.username')}</Label>
            <Input {...field('username')} autoComplete="username" />
            {feedback('username')}
          </FormGroup>
          <FormGroup>
            <Label for={`${id}-email`}>{t('ui.forms.wizard.email')}</Label>
            <Input {...field('email')} type="email" autoComplete="email" />
            {feedback('email')}
          </FormGroup>
          <FormGroup>
            <Label for={`${id}-password`}>{t('ui.forms.wizard.password')}</Label>
            <Input {...field('password')} type="password" autoComplete="new-password" />
            {feedback('password')}
          </FormGroup>
        </>
      )}
      {step === 1 && (
        <>
          <FormGroup>
            <Label for={`${id}-firstName`}>{t('ui.forms.wizard.firstName')}</Label>
            <Input {...field('firstName')} autoComplete="given-name" />
            {feedback('firstName')}
          </FormGroup>
          <FormGroup>
            <Label for={`${id}-lastName`}>{t('ui.forms.wizard.lastName')}</Label>
            <Input {...field('lastName')} autoComplete="family-name" />
            {feedback('lastName')}
          </FormGroup>
          <FormGroup>
            <Label for={`${id}-country`}>{t('ui.forms.wizard.country')}</Label>
            <Input {...field('country')} type="select">
              <option value="">{t('ui.forms.elements.choose')}</option>
              {COUNTRIES.map((country) => (
                <option key={country} value={country}>
                  {t(`ui.forms.countries.${country}`)}
                </option>
              ))}
            </Input>
            {feedback('country')}
          </FormGroup>
        </>
      )}
      {step === 2 && (
        <>
          <fieldset className="mb-3" aria-describedby={error('plan') ? `${id}-plan-error` : undefined}>
            <legend className="form-label fs-6">{t('ui.forms.wizard.plan')}</legend>
            {PLANS.map((plan) => {
              const { ref, ...rest } = register('plan')
              return (
                <FormGroup check key={plan}>
                  <Input
                    {...rest}
                    innerRef={ref}
                    id={`${id}-plan-${plan}`}
                    type="radio"
                    value={plan}
                    invalid={Boolean(error('plan'))}
                  />
                  <Label check for={`${id}-plan-${plan}`}>
                    {t(`ui.forms.wizard.plans.${plan}`)}
                  </Label>
                </FormGroup>
              )
            })}
            {error('plan') && (
              <div id={`${id}-plan-error`} className="invalid-feedback d-block">
                {error('plan')}
              </div>
            )}
          </fieldset>
          <FormGroup check>
            <Input {...field('terms')} type="checkbox" />
            <Label check for={`${id}-terms`}>
              {t('ui.forms.wizard.terms')}
            </Label>
            {feedback('terms')}
          </FormGroup>
        </>
      )}
      {last && (
        <dl className="row mb-0">
          {(['username', 'email', 'firstName', 'lastName'] as const).map((name) => (
            <Fragment key={name}>
              <dt className="col-sm-4">{t(`ui.forms.wizard.${name}`)}</dt>
              <dd className="col-sm-8">{values[name]}</dd>
            </Fragment>
          ))}
          <dt className="col-sm-4">{t('ui.forms.wizard.country')}</dt>
          <dd className="col-sm-8">{values.country && t(`ui.forms.countries.${values.country}`)}</dd>
          <dt className="col-sm-4">{t('ui.forms.wizard.plan')}</dt>
          <dd className="col-sm-8">{values.plan && t(`ui.forms.wizard.plans.${values.plan}`)}</dd>
        </dl>
      )}

      <div className="d-flex justify-content-between mt-4">
        <Button color="secondary" outline type="button" disabled={step === 0} onClick={() => go(step - 1)}>
          {t('ui.forms.wizard.back')}
        </Button>
        <Button color={last ? 'success' : 'primary'} type="submit">
          {t(last ? 'ui.forms.wizard.submit' : 'ui.forms.wizard.next')}
        </Button>
      </div>
    </Form>
  )
}
