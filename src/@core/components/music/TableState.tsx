// The loading, error and empty rows of a music table, in the music lists' words.
import { useTranslation } from 'react-i18next'
import { TableState as SharedTableState } from '../table/TableState'

type Props = {
  colSpan: number
  loading: boolean
  error: string | null
  empty: boolean
  emptyText: string
  onRetry?: () => void
}

export function TableState(props: Props) {
  const { t } = useTranslation()
  return (
    <SharedTableState
      {...props}
      loadingText={t('music.common.loading')}
      retryText={t('music.common.retry')}
    />
  )
}
