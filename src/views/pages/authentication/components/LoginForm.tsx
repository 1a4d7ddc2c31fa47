import { useForm } from 'react-hook-form'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import clsx from 'clsx'
import { EMAIL_PATTERN, LOGIN_MESSAGES } from '@/contracts/authConstants'
import { FormField } from './FormField'
import { PasswordInput } from '../../shared/PasswordInput'
import { fieldMessage } from './fieldMessage'

export type LoginValues = { email: string; password: string; remember: boolean }

// The login page is the first thing anyone loads, so it checks loginRequestSchema's rules (same messages) with
// react-hook-form's own rules instead of loading zod; the server still validates with the schema.
const emailRules = {
  setValueAs: (value: string) => value.trim(),
  required: LOGIN_MESSAGES.emailRequired,
  pattern: { value: EMAIL_PATTERN, message: LOGIN_MESSAGES.emailInvalid }
}
const passwordRules = { required: LOGIN_MESSAGES.passwordRequired }

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
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting }
  } = useForm<LoginValues>({
    defaultValues: { email: '', password: '', remember: false, ...defaultValues }
  })
  const submit = handleSubmit(async (values) => {
    const serverError = await onSubmit(values)
    if (serverError) setError('root.server', { message: serverError })
  })
  const id = (name: string) => `${idPrefix}-${name}`
  const emailError = fieldMessage(t, errors.email?.message)
  const passwordError = fieldMessage(t, errors.password?.message)

  return (
    <form onSubmit={submit} noValidate>
      {errors.root?.server?.message && (
        <div className="alert alert-danger py-2 px-3" role="alert">
          {errors.root.server.message}
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
          {...register('email', emailRules)}
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
          {...register('password', passwordRules)}
        />
      </FormField>
      <div className="form-check mb-3">
        <input id={id('remember')} type="checkbox" className="form-check-input" {...register('remember')} />
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
