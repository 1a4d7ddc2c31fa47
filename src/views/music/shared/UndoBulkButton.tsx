import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { toast } from 'react-toastify'
import { errorMessage } from '@/auth/http'
import type { AuditEntry } from '@/contracts/audit'
import { formatTime } from './format'
import { undoBulkChange, undoDeadline, type UndoableEntity } from './bulkUndo'

/** Undo of one bulk change named by its audit row, offered until the server forgets it; says what came back. */
export function UndoBulkButton({ entry, onUndone }: { entry: AuditEntry; onUndone: () => void }) {
  const { t, i18n } = useTranslation()
  const [busy, setBusy] = useState(false)
  const deadline = undoDeadline(entry)
  if (deadline === null) return null
  const entity = entry.entity as UndoableEntity
  const noun = entity === 'track' ? 'music.bulk' : 'music.users.bulk'
  const until = formatTime(new Date(deadline).toISOString(), i18n.language)
  const undo = async () => {
    setBusy(true)
    try {
      const done = await undoBulkChange(entity, Number(entry.entity_id))
      toast.info(
        done.skipped > 0
          ? t(`${noun}.undoneSkipped`, { count: done.restored, skipped: done.skipped })
          : t(`${noun}.undone`, { count: done.restored })
      )
    } catch (error) {
      toast.error(errorMessage(error))
    } finally {
      setBusy(false)
    }
    onUndone()
  }
  return (
    <Button
      size="sm"
      color="primary"
      outline
      disabled={busy}
      aria-label={t('music.bulkUndo.undoChange', { id: entry.entity_id, until })}
      title={t('music.bulkUndo.until', { until })}
      onClick={() => void undo()}
    >
      {busy ? t('common.working') : t('music.bulk.undo')}
    </Button>
  )
}
