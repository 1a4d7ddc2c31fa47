import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { registerRequestSchema } from '@/contracts/auth'
import { FormField } from './FormField'
import { PasswordInput } from '../../shared/PasswordInput'
import { fieldMessage } from './fieldMessage'

const resetSchema = z
  .object({ password: registerRequestSchema.shape.password, confirm: z.string() })
  .refine((v) => v.password === v.confirm, { message: 'auth.reset.mismatch', path: ['confirm'] })

export function ResetPasswordForm({ idPrefix, onSubmit }: { idPrefix: string; onSubmit: () => void }) {
  const { t } = useTranslation()
  const {
    register,
    handleSubmit,
    formState: { errors }
  } = useForm<z.infer<typeof resetSchema>>({
    resolver: zodResolver(resetSchema),
    defaultValues: { password: '', confirm: '' }
  })
  const passwordError = fieldMessage(t, errors.password?.message)
  const confirmError = fieldMessage(t, errors.confirm?.message)
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <FormField id={`${idPrefix}-password`} label={t('auth.reset.newPassword')} error={passwordError}>
        <PasswordInput
          id={`${idPrefix}-password`}
          autoComplete="new-password"
          invalid={Boolean(passwordError)}
          {...register('password')}
        />
      </FormField>
      <FormField id={`${idPrefix}-confirm`} label={t('auth.reset.confirmPassword')} error={confirmError}>
        <PasswordInput
          id={`${idPrefix}-confirm`}
          autoComplete="new-password"
          invalid={Boolean(confirmError)}
          {...register('confirm')}
        />
      </FormField>
      <button type="submit" className="btn btn-primary w-100">
        {t('auth.reset.submit')}
      </button>
      <p className="text-center mt-3 mb-0">
        <Link to="/login">{t('auth.common.backToLogin')}</Link>
      </p>
    </form>
  )
}
