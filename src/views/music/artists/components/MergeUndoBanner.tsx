// After a merge: what moved, and Undo for as long as the server keeps it (until undo_expires_at).
import { useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button } from 'reactstrap'
import { formatTime } from '../../shared/format'
import type { LastMerge } from '../artistsSlice'

type Props = {
  merge: LastMerge
  onUndo: () => void
  onExpired: () => void
  busy: boolean
}

export function MergeUndoBanner({ merge, onUndo, onExpired, busy }: Props) {
  const { t, i18n } = useTranslation()
  useEffect(() => {
    const left = Date.parse(merge.expiresAt) - Date.now()
    // A timer longer than 2^31 - 1 ms would fire at once.
    const timer = window.setTimeout(onExpired, Math.min(Math.max(0, left), 2 ** 31 - 1))
    return () => window.clearTimeout(timer)
  }, [merge.expiresAt, onExpired])
  return (
    <Alert
      fade={false}
      color="info"
      className="d-flex flex-wrap align-items-center justify-content-between gap-2"
      role="status"
    >
      <span>
        {t('music.artists.merge.done', {
          from: merge.fromName,
          into: merge.into.name,
          tracks: merge.moved.tracks,
          releases: merge.moved.releases,
          credits: merge.moved.credits
        })}{' '}
        {t('music.artists.merge.undoUntil', { time: formatTime(merge.expiresAt, i18n.language) })}
      </span>
      <Button color="primary" size="sm" onClick={onUndo} disabled={busy}>
        {t('music.artists.merge.undo')}
      </Button>
    </Alert>
  )
}
