import { useState } from 'react'
import { Link, useLocation } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { AuthShell, type AuthVariant } from './components/AuthShell'
import { ForgotPasswordForm } from './components/ForgotPasswordForm'
import { LoginForm } from './components/LoginForm'
import { RegisterForm } from './components/RegisterForm'
import { ResetPasswordForm } from './components/ResetPasswordForm'
import { TwoStepsForm } from './components/TwoStepsForm'

type Kind = 'login' | 'register' | 'forgot-password' | 'reset-password' | 'verify-email' | 'two-steps'

/** The template's sign-in page designs (spec §2 /pages/*-basic|cover): the real forms, but submitting does nothing. */
export default function TemplateAuthPage() {
  const { t } = useTranslation()
  const { pathname } = useLocation()
  const match = /^\/pages\/(.+)-(basic|cover)$/.exec(pathname)
  const kind = (match?.[1] ?? 'login') as Kind
  const variant = (match?.[2] ?? 'basic') as AuthVariant
  const other = `/pages/${kind}-${variant === 'basic' ? 'cover' : 'basic'}`
  const idPrefix = `${kind}-${variant}`
  // Shown in the page rather than as a toast: these pages are public, and the toasts load only after sign-in.
  const [noticePath, setNoticePath] = useState<string | null>(null)
  const demoOnly = () => {
    setNoticePath(pathname)
  }
  const demoAsync = async () => {
    demoOnly()
    return null
  }
  const badge = (
    <>
      <Link to={other} className="d-inline-block mb-3 text-decoration-none">
        <span className="badge bg-primary-subtle text-primary-emphasis">
          {t('auth.common.templateBadge')}
        </span>
      </Link>
      <div role="status">
        {noticePath === pathname && (
          <p className="alert alert-info py-2">{t('auth.common.templateNotice')}</p>
        )}
      </div>
    </>
  )
  const links = {
    registerPath: `/pages/register-${variant}`,
    forgotPath: `/pages/forgot-password-${variant}`
  }
  const loginPath = `/pages/login-${variant}`

  switch (kind) {
    case 'register':
      return (
        <AuthShell
          variant={variant}
          badge={badge}
          title={t('auth.register.title')}
          subtitle={t('auth.register.subtitle')}
        >
          <RegisterForm idPrefix={idPrefix} onSubmit={demoAsync} loginPath={loginPath} />
        </AuthShell>
      )
    case 'forgot-password':
      return (
        <AuthShell
          variant={variant}
          badge={badge}
          title={t('auth.forgot.title')}
          subtitle={t('auth.forgot.subtitle')}
        >
          <ForgotPasswordForm idPrefix={idPrefix} onSubmit={demoOnly} loginPath={loginPath} />
        </AuthShell>
      )
    case 'reset-password':
      return (
        <AuthShell
          variant={variant}
          badge={badge}
          title={t('auth.reset.title')}
          subtitle={t('auth.reset.subtitle')}
        >
          <ResetPasswordForm idPrefix={idPrefix} onSubmit={demoOnly} />
        </AuthShell>
      )
    case 'verify-email':
      return (
        <AuthShell
          variant={variant}
          badge={badge}
          title={t('auth.verify.title')}
          subtitle={t('auth.verify.text', { email: 'hello@vibeline.app' })}
        >
          <Link to={loginPath} className="btn btn-primary w-100">
            {t('auth.verify.skip')}
          </Link>
          <p className="text-center mt-3 mb-0">
            <span className="text-body-secondary">{t('auth.verify.noEmail')}</span>{' '}
            <button type="button" className="btn btn-link p-0 align-baseline" onClick={demoOnly}>
              {t('auth.verify.resend')}
            </button>
          </p>
        </AuthShell>
      )
    case 'two-steps':
      return (
        <AuthShell
          variant={variant}
          badge={badge}
          title={t('auth.twoSteps.title')}
          subtitle={t('auth.twoSteps.text', { digits: '1234' })}
        >
          <TwoStepsForm idPrefix={idPrefix} onSubmit={demoOnly} />
          <p className="text-center mt-3 mb-0">
            <span className="text-body-secondary">{t('auth.twoSteps.noCode')}</span>{' '}
            <button type="button" className="btn btn-link p-0 align-baseline" onClick={demoOnly}>
              {t('auth.twoSteps.resend')}
            </button>
          </p>
        </AuthShell>
      )
    default:
      return (
        <AuthShell
          variant={variant}
          badge={badge}
          title={t('auth.login.title')}
          subtitle={t('auth.login.subtitle')}
        >
          <LoginForm idPrefix={idPrefix} onSubmit={demoAsync} {...links} />
        </AuthShell>
      )
  }
}
