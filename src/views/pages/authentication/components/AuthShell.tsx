import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Card, CardBody } from 'reactstrap'
import { BrandLogo } from '@/@core/components/BrandLogo'
import { AuthIllustration } from './AuthIllustration'

export type AuthVariant = 'basic' | 'cover'

type Props = {
  variant: AuthVariant
  title: string
  subtitle?: ReactNode
  /** Shown above the title, e.g. the template-page badge. */
  badge?: ReactNode
  children: ReactNode
}

function Brand() {
  const { t } = useTranslation()
  return (
    <div className="mb-4">
      <Link to="/" className="auth-brand d-inline-flex align-items-center gap-2 text-decoration-none">
        <BrandLogo size={34} />
        <span className="h3 mb-0 text-primary fw-bold">{t('app.name')}</span>
      </Link>
    </div>
  )
}

/** The frame of the sign-in screens: a centred card ("basic") or a split screen with an illustration ("cover"). */
export function AuthShell({ variant, title, subtitle, badge, children }: Props) {
  const body = (
    <>
      {badge}
      <h1 className="h4 mb-1">{title}</h1>
      {subtitle && <p className="text-body-secondary mb-4">{subtitle}</p>}
      {children}
    </>
  )
  if (variant === 'basic') {
    return (
      <main className="auth-wrapper auth-basic d-flex align-items-center justify-content-center min-vh-100 p-3">
        <div className="auth-inner w-100">
          <Card className="auth-card border-0 shadow-sm">
            <CardBody className="p-4 p-sm-5">
              <Brand />
              {body}
            </CardBody>
          </Card>
        </div>
      </main>
    )
  }
  return (
    <main className="auth-wrapper auth-cover row g-0 min-vh-100">
      <div className="auth-cover-art col-lg-8 d-none d-lg-flex align-items-center justify-content-center p-5">
        <AuthIllustration />
      </div>
      <div className="auth-cover-form col-lg-4 d-flex align-items-center p-4 p-sm-5">
        <div className="w-100 auth-inner mx-auto">
          <Brand />
          {body}
        </div>
      </div>
    </main>
  )
}
