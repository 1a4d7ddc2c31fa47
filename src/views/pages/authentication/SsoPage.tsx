import { useEffect, useRef, useState } from 'react'
import { Link, Navigate, useSearchParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { finishCompanySignIn } from '@/auth/authThunks'
import { safeReturnTo } from '@/auth/navigation'
import { useAbility } from '@/configs/AbilityContext'
import { homePathFor } from '@/configs/homePath'
import { LOGIN_ROUTE } from '@/contracts/authConstants'
import { isOidcRefusal, OIDC_PATHS, type OidcRefusal } from '@/contracts/oidc'
import { useAppDispatch } from '@/redux/hooks'
import { AuthShell } from './components/AuthShell'

type Outcome =
  | { kind: 'exchanging' }
  | { kind: 'signedIn'; returnTo: string | null }
  | { kind: 'refused'; reason: OidcRefusal }
  | { kind: 'failed'; message: string }

/**
 * Where the server's callback sends the browser after a company sign-in: `?code=` is exchanged once for the
 * session, `?error=` says why the sign-in was refused. The code leaves the address bar as soon as it is read.
 */
export default function SsoPage() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const ability = useAbility()
  const [params, setParams] = useSearchParams()
  const code = params.get('code')
  const error = params.get('error')
  const [outcome, setOutcome] = useState<Outcome>(() =>
    code ? { kind: 'exchanging' } : { kind: 'refused', reason: isOidcRefusal(error) ? error : 'failed' }
  )
  // The code works once: a second run of the effect (React's strict mode) must not spend it again.
  const exchanged = useRef<string | null>(null)

  useEffect(() => {
    if (!code || exchanged.current === code) return
    exchanged.current = code
    setParams({}, { replace: true })
    void dispatch(finishCompanySignIn(code)).then((result) => {
      if (finishCompanySignIn.fulfilled.match(result))
        setOutcome({ kind: 'signedIn', returnTo: result.payload.returnTo })
      else setOutcome({ kind: 'failed', message: result.payload ?? t('auth.sso.refusal.failed') })
    })
  }, [code, dispatch, setParams, t])

  if (outcome.kind === 'signedIn')
    return <Navigate to={safeReturnTo(outcome.returnTo) ?? homePathFor(ability)} replace />

  if (outcome.kind === 'exchanging')
    return (
      <AuthShell variant="basic" title={t('auth.sso.signingIn')}>
        <div className="d-flex align-items-center gap-2" role="status">
          <span className="spinner-border spinner-border-sm text-primary" aria-hidden="true" />
          <span>{t('auth.sso.wait')}</span>
        </div>
      </AuthShell>
    )

  const message = outcome.kind === 'refused' ? t(`auth.sso.refusal.${outcome.reason}`) : outcome.message
  return (
    <AuthShell variant="basic" title={t('auth.sso.refusedTitle')}>
      <div className="alert alert-danger" role="alert">
        {message}
      </div>
      <div className="d-flex flex-wrap gap-2">
        <a className="btn btn-primary" href={OIDC_PATHS.start}>
          {t('auth.sso.tryAgain')}
        </a>
        <Link className="btn btn-outline-secondary" to={LOGIN_ROUTE}>
          {t('auth.common.backToLogin')}
        </Link>
      </div>
    </AuthShell>
  )
}
