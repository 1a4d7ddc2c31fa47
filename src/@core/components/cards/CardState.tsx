// What a dashboard card shows while its data loads or after it failed: a spinner, or the error with a retry button.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { LoadError } from '@/@core/components/list/LoadError'

type Props = {
  loading: boolean
  error: string | null
  onRetry: () => void
  /** Keeps the card's height while it loads, so the page does not jump. */
  minHeight?: number
  children: ReactNode
}

export function CardState({ loading, error, onRetry, minHeight = 120, children }: Props) {
  const { t } = useTranslation()
  if (error) return <LoadError message={error} onRetry={onRetry} className="mb-0" />
  if (loading)
    return (
      <div
        className="d-flex justify-content-center align-items-center"
        style={{ minHeight }}
        aria-busy="true"
      >
        <div className="spinner-border text-primary" role="status">
          <span className="visually-hidden">{t('cards.loading')}</span>
        </div>
      </div>
    )
  return <>{children}</>
}
