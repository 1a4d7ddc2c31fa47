import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { ChevronLeft } from 'lucide-react'
import clsx from 'clsx'
import { loginRequestSchema } from '@/contracts/auth'
import { FormField } from './FormField'
import { fieldMessage } from './fieldMessage'

const forgotSchema = loginRequestSchema.pick({ email: true })

export function ForgotPasswordForm({
  idPrefix,
  onSubmit,
  loginPath = '/login'
}: {
  idPrefix: string
  onSubmit: (email: string) => Promise<void> | void
  loginPath?: string
}) {
  const { t } = useTranslation()
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting }
  } = useForm<{ email: string }>({ resolver: zodResolver(forgotSchema), defaultValues: { email: '' } })
  const emailId = `${idPrefix}-email`
  const emailError = fieldMessage(t, errors.email?.message)
  return (
    <form onSubmit={handleSubmit(({ email }) => onSubmit(email))} noValidate>
      <FormField id={emailId} label={t('auth.common.email')} error={emailError}>
        <input
          id={emailId}
          type="email"
          autoComplete="email"
          className={clsx('form-control', emailError && 'is-invalid')}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${emailId}-error` : undefined}
          {...register('email')}
        />
      </FormField>
      <button type="submit" className="btn btn-primary w-100" disabled={isSubmitting}>
        {t('auth.forgot.submit')}
      </button>
      <p className="text-center mt-3 mb-0">
        <Link to={loginPath} className="d-inline-flex align-items-center gap-1">
          <ChevronLeft size={16} aria-hidden="true" className="flip-rtl" />
          {t('auth.common.backToLogin')}
        </Link>
      </p>
    </form>
  )
}
