import { useTranslation } from 'react-i18next'

/** The fallback shown while a lazy screen loads. */
export function Spinner({ label }: { label?: string }) {
  // Never suspends: a fallback must render even before the translations have arrived.
  const { t, ready } = useTranslation(undefined, { useSuspense: false })
  return (
    <div className="d-flex justify-content-center align-items-center py-5" role="status" aria-live="polite">
      <div className="spinner-border text-primary" aria-hidden="true" />
      <span className="visually-hidden">{label ?? (ready ? t('app.loading') : 'Loading')}</span>
    </div>
  )
}
