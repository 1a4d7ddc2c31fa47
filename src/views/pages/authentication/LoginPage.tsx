import { useEffect, useState } from 'react'
import { Navigate, useSearchParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { fetchAuthOptions } from '@/auth/authApi'
import { login } from '@/auth/authThunks'
import { safeReturnTo } from '@/auth/navigation'
import { useNavigatorBridge } from '@/auth/useNavigatorBridge'
import { useAbility } from '@/configs/AbilityContext'
import { isDemoMode } from '@/configs/apiMode'
import { homePathFor } from '@/configs/homePath'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { selectIsLoggedIn } from '@/redux/authSlice'
import type { AuthOptions } from '@/contracts/authConstants'
import { AuthShell } from './components/AuthShell'
import { SsoButton } from './components/SsoButton'
import { LoginForm, type LoginValues } from './components/LoginForm'
import { DEMO_ACCOUNTS, type DemoAccount } from './demoAccounts'

/**
 * The real sign-in. It is public but sends a signed-in user on by itself (instead of the guard's "restricted"),
 * so that right after signing in the user lands on the page first asked for (returnTo), not on the home page.
 */
export default function LoginPage() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const ability = useAbility()
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const [params] = useSearchParams()
  const [account, setAccount] = useState<DemoAccount>(DEMO_ACCOUNTS[0])
  // Demo mode always lets people register; the server says whether it does (ALLOW_REGISTRATION), and until it
  // has answered the link stays hidden rather than appear and vanish.
  const [canRegister, setCanRegister] = useState(isDemoMode)
  // Company sign-in: the server names its provider; demo mode has none.
  const [sso, setSso] = useState<AuthOptions['sso']>(null)
  useNavigatorBridge()
  useEffect(() => {
    if (isDemoMode) return
    let live = true
    void fetchAuthOptions().then((options) => {
      if (!live) return
      setCanRegister(options.registration && !options.sso?.only)
      setSso(options.sso)
    })
    return () => {
      live = false
    }
  }, [])

  if (isLoggedIn)
    return <Navigate to={safeReturnTo(params.get('returnTo')) ?? homePathFor(ability)} replace />

  const submit = async (values: LoginValues) => {
    const result = await dispatch(login(values))
    return login.rejected.match(result) ? (result.payload ?? t('auth.session.ended')) : null
  }

  return (
    <AuthShell variant="cover" title={t('auth.login.title')} subtitle={t('auth.login.subtitle')}>
      {isDemoMode && (
        <div className="alert alert-primary demo-accounts small">
          <p className="fw-semibold mb-1">{t('auth.login.demoTitle')}</p>
          <p className="mb-2">{t('auth.login.demoText')}</p>
          <dl className="mb-2">
            {DEMO_ACCOUNTS.map((demo) => (
              <div key={demo.role} className="d-flex flex-wrap gap-1">
                <dt className="fw-semibold">{t(demo.label)}:</dt>
                <dd className="mb-0">
                  <code className="text-reset" dir="ltr">
                    {demo.email}
                  </code>{' '}
                  /{' '}
                  <code className="text-reset" dir="ltr">
                    {demo.password}
                  </code>
                </dd>
              </div>
            ))}
          </dl>
          {DEMO_ACCOUNTS.filter((demo) => demo.role !== account.role).map((demo) => (
            <button
              key={demo.role}
              type="button"
              className="btn btn-sm btn-primary"
              onClick={() => setAccount(demo)}
            >
              {t(demo.useLabel)}
            </button>
          ))}
        </div>
      )}
      {sso && (
        <SsoButton name={sso.name} returnTo={safeReturnTo(params.get('returnTo'))} withDivider={!sso.only} />
      )}
      {!sso?.only && (
        <LoginForm
          key={account.role}
          idPrefix="login"
          defaultValues={isDemoMode ? { email: account.email, password: account.password } : undefined}
          onSubmit={submit}
          showRegister={canRegister}
        />
      )}
    </AuthShell>
  )
}
