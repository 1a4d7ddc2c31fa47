import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import clsx from 'clsx'
import { EMAIL_PATTERN, LOGIN_MESSAGES } from '@/contracts/authConstants'
import { FormField } from './FormField'
import { PasswordInput } from '../../shared/PasswordInput'
import { fieldMessage } from './fieldMessage'

export type LoginValues = { email: string; password: string; remember: boolean }
type LoginErrors = Partial<Record<'email' | 'password', string>>

// The login page is the first thing anyone loads, so it checks loginRequestSchema's rules (same messages) with
// three lines of its own instead of loading zod or react-hook-form; the server still validates with the schema.
function validateLogin({ email, password }: LoginValues): LoginErrors {
  const errors: LoginErrors = {}
  const trimmed = email.trim()
  if (!trimmed) errors.email = LOGIN_MESSAGES.emailRequired
  else if (!EMAIL_PATTERN.test(trimmed)) errors.email = LOGIN_MESSAGES.emailInvalid
  if (!password) errors.password = LOGIN_MESSAGES.passwordRequired
  return errors
}

type Props = {
  idPrefix: string
  defaultValues?: Partial<LoginValues>
  /** Resolves to the server's message when the sign-in failed, or null. */
  onSubmit: (values: LoginValues) => Promise<string | null>
  registerPath?: string
  forgotPath?: string
  /** Off when the server does not let people create accounts. */
  showRegister?: boolean
}

export function LoginForm({
  idPrefix,
  defaultValues,
  onSubmit,
  registerPath = '/register',
  forgotPath = '/forgot-password',
  showRegister = true
}: Props) {
  const { t } = useTranslation()
  const [values, setValues] = useState<LoginValues>({
    email: '',
    password: '',
    remember: false,
    ...defaultValues
  })
  // Like a form library's default: fields are checked on submit, then again as the person corrects them.
  const [submitted, setSubmitted] = useState(false)
  const [isSubmitting, setSubmitting] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const emailRef = useRef<HTMLInputElement>(null)
  const passwordRef = useRef<HTMLInputElement>(null)
  const errors = submitted ? validateLogin(values) : {}

  const change = (name: keyof LoginValues) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value, checked } = event.target
    setValues((current) => ({ ...current, [name]: name === 'remember' ? checked : value }))
  }
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (isSubmitting) return
    setSubmitted(true)
    const found = validateLogin(values)
    if (found.email || found.password) {
      ;(found.email ? emailRef : passwordRef).current?.focus()
      return
    }
    setSubmitting(true)
    setServerError(null)
    try {
      setServerError(await onSubmit({ ...values, email: values.email.trim() }))
    } finally {
      setSubmitting(false)
    }
  }
  const id = (name: string) => `${idPrefix}-${name}`
  const emailError = fieldMessage(t, errors.email)
  const passwordError = fieldMessage(t, errors.password)

  return (
    <form onSubmit={submit} noValidate>
      {serverError && (
        <div className="alert alert-danger py-2 px-3" role="alert">
          {serverError}
        </div>
      )}
      <FormField id={id('email')} label={t('auth.common.email')} error={emailError}>
        <input
          id={id('email')}
          type="email"
          autoComplete="email"
          className={clsx('form-control', emailError && 'is-invalid')}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${id('email')}-error` : undefined}
          ref={emailRef}
          value={values.email}
          onChange={change('email')}
        />
      </FormField>
      <FormField
        id={id('password')}
        label={t('auth.common.password')}
        error={passwordError}
        aside={
          <Link to={forgotPath} className="small">
            {t('auth.login.forgot')}
          </Link>
        }
      >
        <PasswordInput
          id={id('password')}
          autoComplete="current-password"
          invalid={Boolean(passwordError)}
          aria-describedby={passwordError ? `${id('password')}-error` : undefined}
          ref={passwordRef}
          value={values.password}
          onChange={change('password')}
        />
      </FormField>
      <div className="form-check mb-3">
        <input
          id={id('remember')}
          type="checkbox"
          className="form-check-input"
          checked={values.remember}
          onChange={change('remember')}
        />
        <label className="form-check-label" htmlFor={id('remember')}>
          {t('auth.login.remember')}
        </label>
      </div>
      <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting}>
        {isSubmitting ? t('auth.login.submitting') : t('auth.login.submit')}
      </button>
      {showRegister && (
        <p className="text-center mt-3 mb-0">
          <span className="text-body-secondary">{t('auth.login.noAccount')}</span>{' '}
          <Link to={registerPath}>{t('auth.login.createAccount')}</Link>
        </p>
      )}
    </form>
  )
}
