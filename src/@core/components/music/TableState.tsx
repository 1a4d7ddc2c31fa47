// The loading, error and empty rows of a music table.
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'

type Props = {
  colSpan: number
  loading: boolean
  error: string | null
  empty: boolean
  emptyText: string
  onRetry?: () => void
}

/** Renders a single full-width row when the table has nothing else to show, or nothing. */
export function TableState({ colSpan, loading, error, empty, emptyText, onRetry }: Props) {
  const { t } = useTranslation()
  if (error) {
    return (
      <tr>
        <td colSpan={colSpan} className="text-center py-5">
          <p className="text-danger mb-2" role="alert">
            {error}
          </p>
          {onRetry && (
            <Button size="sm" color="primary" outline onClick={onRetry}>
              {t('music.common.retry')}
            </Button>
          )}
        </td>
      </tr>
    )
  }
  if (loading && empty) {
    return (
      <tr>
        <td colSpan={colSpan} className="text-center py-5">
          <div className="spinner-border spinner-border-sm text-primary me-2" aria-hidden="true" />
          <span role="status">{t('music.common.loading')}</span>
        </td>
      </tr>
    )
  }
  if (empty) {
    return (
      <tr>
        <td colSpan={colSpan} className="text-center py-5 text-body-secondary">
          {emptyText}
        </td>
      </tr>
    )
  }
  return null
}
