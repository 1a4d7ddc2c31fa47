import { useState } from 'react'
import { Navigate } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { register } from '@/auth/authThunks'
import { useNavigatorBridge } from '@/auth/useNavigatorBridge'
import { useAbility } from '@/configs/AbilityContext'
import { homePathFor } from '@/configs/homePath'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { selectIsLoggedIn } from '@/redux/authSlice'
import { AuthShell } from './components/AuthShell'
import { RegisterForm, type RegisterProblem, type RegisterValues } from './components/RegisterForm'

export default function RegisterPage() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const ability = useAbility()
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const [disabled, setDisabled] = useState(false)
  useNavigatorBridge()

  if (isLoggedIn) return <Navigate to={homePathFor(ability)} replace />

  const submit = async ({ username, email, password }: RegisterValues): Promise<RegisterProblem> => {
    const result = await dispatch(register({ username, email, password }))
    if (register.rejected.match(result)) return { form: result.payload ?? t('auth.session.ended') }
    const outcome = result.payload
    if (outcome.kind === 'disabled') {
      setDisabled(true)
      return null
    }
    return outcome.kind === 'conflict' ? outcome.fields : null
  }

  return (
    <AuthShell variant="cover" title={t('auth.register.title')} subtitle={t('auth.register.subtitle')}>
      {disabled && (
        <div className="alert alert-warning" role="alert">
          {t('auth.register.disabled')}
        </div>
      )}
      <RegisterForm idPrefix="register" onSubmit={submit} />
    </AuthShell>
  )
}
