import { useTranslation } from 'react-i18next'
import { BrandLogo } from './BrandLogo'

/** Shown until the app is ready (spec §2): the logo and three animated bars. */
export function LoadingScreen() {
  // Shown while the translations load, so it must not wait for them.
  const { t, ready } = useTranslation(undefined, { useSuspense: false })
  const label = ready ? `${t('app.loading')}: ${t('app.title')}` : 'Loading Vibeline Admin'
  return (
    <div className="vibeline-loading-screen" role="status" aria-live="polite" aria-label={label}>
      <BrandLogo size={56} />
      <div className="vibeline-loading-bars" aria-hidden="true">
        <span />
        <span />
        <span />
      </div>
    </div>
  )
}
