import { Building2 } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { OIDC_PATHS } from '@/contracts/oidc'

type Props = {
  /** The provider's name, as the server is configured (OIDC_PROVIDER_NAME). */
  name: string
  /** Where to land after signing in (a path of this app). */
  returnTo: string | null
  /** Beside the password form: an "or" line separates the two. */
  withDivider: boolean
}

/** "Sign in with <provider>": a plain link, since the server sends the browser on to the provider. */
export function SsoButton({ name, returnTo, withDivider }: Props) {
  const { t } = useTranslation()
  const href = returnTo ? `${OIDC_PATHS.start}?returnTo=${encodeURIComponent(returnTo)}` : OIDC_PATHS.start
  return (
    <div className="sso-sign-in">
      <a
        href={href}
        className="btn btn-outline-primary w-100 d-flex align-items-center justify-content-center gap-2"
      >
        <Building2 size={18} aria-hidden="true" />
        {t('auth.sso.button', { name })}
      </a>
      {withDivider && (
        <div className="d-flex align-items-center gap-2 my-3 text-body-secondary small">
          <hr className="flex-grow-1 my-0" aria-hidden="true" />
          <span>{t('auth.sso.or')}</span>
          <hr className="flex-grow-1 my-0" aria-hidden="true" />
        </div>
      )}
    </div>
  )
}
