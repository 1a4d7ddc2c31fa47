import { useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Card, CardBody } from 'reactstrap'
import type { AuditEntry } from '@/contracts/audit'
import { fetchRecentBulkChanges, undoableEntries, useNow } from '../../shared/bulkUndo'
import { UndoBulkButton } from '../../shared/UndoBulkButton'
import { formatTime } from '../../shared/format'

const countOf = (entry: AuditEntry): number | null => {
  const value = entry.after?.tracks ?? entry.before?.tracks
  return typeof value === 'number' ? value : null
}

/**
 * The bulk changes of tracks that can still be undone (the toast's Undo lasts 30 seconds, the server's 10 minutes),
 * each with Undo. Reloaded whenever `version` changes (a bulk change was just made); hidden when there are none.
 */
export function RecentBulkChanges({ version, onUndone }: { version: number; onUndone: () => void }) {
  const { t, i18n } = useTranslation()
  const [entries, setEntries] = useState<AuditEntry[]>([])
  const now = useNow()
  const load = useCallback(() => {
    let current = true
    fetchRecentBulkChanges('track').then(
      (found) => current && setEntries(found),
      // The list is a convenience beside the audit log: without it the screen works as before.
      () => current && setEntries([])
    )
    return () => {
      current = false
    }
  }, [])
  useEffect(() => load(), [load, version])

  const shown = undoableEntries(entries, now)
  if (shown.length === 0) return null
  return (
    <Card className="mb-3" role="region" aria-labelledby="recent-bulk-title">
      <CardBody className="py-2">
        <div className="d-flex flex-wrap align-items-baseline gap-2 mb-1">
          <h2 className="h6 mb-0" id="recent-bulk-title">
            {t('music.bulkUndo.recent')}
          </h2>
          <span className="small text-body-secondary">{t('music.bulkUndo.hint')}</span>
          <Link to="/music/audit?entity=track" className="small ms-auto">
            {t('nav.audit')}
          </Link>
        </div>
        <ul className="list-unstyled mb-0">
          {shown.map((entry) => {
            const count = countOf(entry)
            return (
              <li key={entry.id} className="d-flex align-items-center gap-2 py-1">
                <span className="small">
                  {t('music.bulkUndo.entry', {
                    action: t(`music.audit.actions.${entry.action}`),
                    what: count === null ? `#${entry.entity_id}` : t('music.tracks.count', { count }),
                    when: formatTime(entry.created_at, i18n.language)
                  })}
                </span>
                <UndoBulkButton
                  entry={entry}
                  onUndone={() => {
                    load()
                    onUndone()
                  }}
                />
              </li>
            )
          })}
        </ul>
      </CardBody>
    </Card>
  )
}
