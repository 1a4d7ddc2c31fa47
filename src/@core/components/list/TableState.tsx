// The one row a table shows instead of data: while the first page loads, when loading failed, when nothing matches.
// Its message stays in the middle of what a narrow screen shows of a wide table (list.scss `.list-state`).
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'

type Props = {
  colSpan: number
  loading: boolean
  /** A load error to show in the table; screens that show it above the table leave this out. */
  error?: string | null
  empty: boolean
  emptyText: string
  /** Reloads the list from the error row. */
  onRetry?: () => void
}

/** Renders a single full-width row when the table has nothing else to show, or nothing. */
export function TableState({ colSpan, loading, error, empty, emptyText, onRetry }: Props) {
  const { t } = useTranslation()
  if (error) {
    return (
      <tr>
        <td colSpan={colSpan} className="text-center py-5">
          <div className="list-state">
            <p className="text-danger mb-2" role="alert">
              {error}
            </p>
            {onRetry && (
              <Button size="sm" color="primary" outline onClick={onRetry}>
                {t('common.retry')}
              </Button>
            )}
          </div>
        </td>
      </tr>
    )
  }
  if (!empty) return null
  if (loading) {
    return (
      <tr>
        <td colSpan={colSpan} className="text-center py-5">
          <div className="list-state">
            <div className="spinner-border spinner-border-sm text-primary me-2" aria-hidden="true" />
            <span role="status">{t('common.loading')}</span>
          </div>
        </td>
      </tr>
    )
  }
  return (
    <tr>
      <td colSpan={colSpan} className="text-center py-5 text-body-secondary">
        <div className="list-state">{emptyText}</div>
      </td>
    </tr>
  )
}
