import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import clsx from 'clsx'
import { registerRequestSchema } from '@/contracts/auth'
import { FormField } from './FormField'
import { PasswordInput } from '../../shared/PasswordInput'
import { fieldMessage } from './fieldMessage'

const registerFormSchema = registerRequestSchema.extend({
  terms: z.boolean().refine((accepted) => accepted, 'auth.register.termsRequired')
})
export type RegisterValues = z.infer<typeof registerFormSchema>

/** What the server said: a sentence for the whole form, or sentences for taken fields. */
export type RegisterProblem = { form?: string; email?: string; username?: string } | null

type Props = {
  idPrefix: string
  onSubmit: (values: RegisterValues) => Promise<RegisterProblem>
  loginPath?: string
}

export function RegisterForm({ idPrefix, onSubmit, loginPath = '/login' }: Props) {
  const { t } = useTranslation()
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting }
  } = useForm<RegisterValues>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { username: '', email: '', password: '', terms: false }
  })
  const submit = handleSubmit(async (values) => {
    const problem = await onSubmit(values)
    if (problem?.form) setError('root.server', { message: problem.form })
    if (problem?.email) setError('email', { message: problem.email })
    if (problem?.username) setError('username', { message: problem.username })
  })
  const id = (name: string) => `${idPrefix}-${name}`
  const messages = {
    username: fieldMessage(t, errors.username?.message),
    email: fieldMessage(t, errors.email?.message),
    password: fieldMessage(t, errors.password?.message),
    terms: fieldMessage(t, errors.terms?.message)
  }
  const described = (name: keyof typeof messages) => (messages[name] ? `${id(name)}-error` : undefined)

  return (
    <form onSubmit={submit} noValidate>
      {errors.root?.server?.message && (
        <div className="alert alert-danger py-2 px-3" role="alert">
          {errors.root.server.message}
        </div>
      )}
      <FormField id={id('username')} label={t('auth.common.username')} error={messages.username}>
        <input
          id={id('username')}
          autoComplete="username"
          className={clsx('form-control', messages.username && 'is-invalid')}
          aria-invalid={messages.username ? true : undefined}
          aria-describedby={described('username')}
          {...register('username')}
        />
      </FormField>
      <FormField id={id('email')} label={t('auth.common.email')} error={messages.email}>
        <input
          id={id('email')}
          type="email"
          autoComplete="email"
          className={clsx('form-control', messages.email && 'is-invalid')}
          aria-invalid={messages.email ? true : undefined}
          aria-describedby={described('email')}
          {...register('email')}
        />
      </FormField>
      <FormField id={id('password')} label={t('auth.common.password')} error={messages.password}>
        <PasswordInput
          id={id('password')}
          autoComplete="new-password"
          invalid={Boolean(messages.password)}
          aria-describedby={described('password')}
          {...register('password')}
        />
      </FormField>
      <div className="mb-3">
        <div className="form-check">
          <input
            id={id('terms')}
            type="checkbox"
            className={clsx('form-check-input', messages.terms && 'is-invalid')}
            aria-describedby={described('terms')}
            {...register('terms')}
          />
          <label className="form-check-label" htmlFor={id('terms')}>
            {t('auth.register.terms')}
          </label>
        </div>
        {messages.terms && (
          <div id={`${id('terms')}-error`} className="invalid-feedback d-block" role="alert">
            {messages.terms}
          </div>
        )}
      </div>
      <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting}>
        {isSubmitting ? t('auth.register.submitting') : t('auth.register.submit')}
      </button>
      <p className="text-center mt-3 mb-0">
        <span className="text-body-secondary">{t('auth.register.haveAccount')}</span>{' '}
        <Link to={loginPath}>{t('auth.register.signIn')}</Link>
      </p>
    </form>
  )
}
