// The before/after view of one audit entry: a table of the changed fields. A bulk change lists each row it kept
// (its previous value beside the value the change wrote); a summary without rows says how many there were.
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Table } from 'reactstrap'
import { splitBulkValues, type AuditEntry, type AuditValues } from '@/contracts/audit'
import { useGenres } from '../../shared/catalogue/useGenres'
import { entityPath } from '../auditLinks'

const COUNT_KEYS = new Set(['tracks', 'users'])

/** Where the screens already name a field's values (a role, a status; genres by their list), keyed `entity.field`. */
const VALUE_NAMES: Partial<Record<string, string>> = {
  'track.status': 'music.tracks.status',
  'user.role': 'music.users.roles',
  'user.status': 'music.users.statuses'
}

/** A stored value as the screens show it: named values translated, lists joined, nothing as a dash. */
function useValueText(entity: string) {
  const { t } = useTranslation()
  const { label: genreLabel } = useGenres()
  return (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return '—'
    if (typeof value === 'boolean') return value ? t('music.audit.yes') : t('music.audit.no')
    if (Array.isArray(value)) return value.length ? value.map(String).join(', ') : '—'
    if (typeof value === 'object') return JSON.stringify(value)
    if (entity === 'track' && field === 'genre') return genreLabel(String(value))
    const names = VALUE_NAMES[`${entity}.${field}`]
    return names ? t(`${names}.${String(value)}`, { defaultValue: String(value) }) : String(value)
  }
}

/** A column without a label yet, in words rather than as stored: "audio_hash" → "Audio hash". */
export function fieldWords(key: string): string {
  const words = key.replace(/_/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

function ChangeTable({ caption, head, children }: { caption: string; head: ReactNode; children: ReactNode }) {
  return (
    <div className="table-responsive">
      <Table size="sm" bordered className="mb-0 audit-changes">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </Table>
    </div>
  )
}

export function AuditChanges({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation()
  const text = useValueText(entry.entity)
  const field = (key: string) => t(`music.audit.fields.${key}`, { defaultValue: fieldWords(key) })
  const before = splitBulkValues(entry.before)
  const rowEntity = entry.entity
  const caption = t('music.audit.changes.caption', { id: entry.id })

  if (before.rows.length > 0) {
    // Each kept row with the fields it had; the new value is the change's (none for a delete).
    const after: AuditValues = entry.after ?? {}
    const fields = [...new Set(before.rows.flatMap((r) => Object.keys(r.values)))]
    return (
      <ChangeTable
        caption={caption}
        head={
          <>
            <th scope="col">{t(`music.audit.entities.${rowEntity}`)}</th>
            <th scope="col">{t('music.audit.changes.field')}</th>
            <th scope="col">{t('music.audit.changes.before')}</th>
            <th scope="col">{t('music.audit.changes.after')}</th>
          </>
        }
      >
        {before.rows.flatMap((row) =>
          fields.map((f, i) => {
            const path = entry.action === 'bulk_delete' ? null : entityPath(rowEntity, row.id)
            return (
              <tr key={`${row.id}-${f}`}>
                {i === 0 && (
                  <th scope="row" rowSpan={fields.length} className="fw-normal">
                    {path ? <Link to={path}>#{row.id}</Link> : <>#{row.id}</>}
                  </th>
                )}
                <td>{field(f)}</td>
                <td className="audit-before">
                  <bdi>{text(f, row.values[f])}</bdi>
                </td>
                <td className="audit-after">
                  <bdi>
                    {entry.action === 'bulk_delete' ? t('music.audit.changes.deleted') : text(f, after[f])}
                  </bdi>
                </td>
              </tr>
            )
          })
        )}
      </ChangeTable>
    )
  }

  const b = before.rest
  const a = entry.after ?? {}
  const keys = [...new Set([...Object.keys(b), ...Object.keys(a)])]
  if (keys.length === 0)
    return <p className="text-body-secondary small mb-0">{t('music.audit.changes.none')}</p>
  const counted = keys.find((k) => COUNT_KEYS.has(k))
  return (
    <>
      {counted && entry.action.startsWith('bulk_') && (
        <p className="small mb-2">
          {t('music.audit.changes.notKept', { count: Number(b[counted] ?? a[counted]) })}
        </p>
      )}
      <ChangeTable
        caption={caption}
        head={
          <>
            <th scope="col">{t('music.audit.changes.field')}</th>
            <th scope="col">{t('music.audit.changes.before')}</th>
            <th scope="col">{t('music.audit.changes.after')}</th>
          </>
        }
      >
        {keys.map((k) => (
          <tr key={k}>
            <th scope="row" className="fw-normal">
              {field(k)}
            </th>
            <td className="audit-before">
              <bdi>{entry.before === null ? '—' : text(k, b[k])}</bdi>
            </td>
            <td className="audit-after">
              <bdi>{entry.after === null ? '—' : text(k, a[k])}</bdi>
            </td>
          </tr>
        ))}
      </ChangeTable>
    </>
  )
}
