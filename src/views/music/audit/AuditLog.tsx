// /music/audit: who changed what, newest first (issue 15 §3). Filters live in the URL; older entries load in
// keyset pages; each entry opens a before/after table of its changed fields. A bulk change offers Undo for as long
// as the server keeps it.
import { Fragment, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { TFunction } from 'i18next'
import { Link } from 'react-router-dom'
import { ChevronDown, ChevronUp } from 'lucide-react'
import { Alert, Button, Card, CardBody, CardHeader } from 'reactstrap'
import { AUDIT_PATH, auditListQuery, type AuditEntry } from '@/contracts/audit'
import { encodeListQuery } from '@/contracts/list'
import { useUrlListParams } from '@/@core/hooks/useUrlListParams'
import { ListHeader } from '@/@core/components/list/ListHeader'
import { ListTable } from '@/@core/components/list/ListTable'
import { formatDate } from '../shared/format'
import { undoableEntries, useNow } from '../shared/bulkUndo'
import { UndoBulkButton } from '../shared/UndoBulkButton'
import { AuditChanges } from './components/AuditChanges'
import { AuditFilters, badRange, type Person } from './components/AuditFilters'
import { entryPath } from './auditLinks'
import { useAuditLog } from './useAuditLog'
import '../shared/music.scss'
import './audit.scss'
import { InlineSpinner } from '@/@core/components/InlineSpinner'

const COLUMNS = 5

function Who({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation()
  const key =
    entry.api_key_id === null
      ? null
      : entry.api_key_name
        ? t('music.audit.apiKeyNamed', { name: entry.api_key_name, prefix: entry.api_key_prefix ?? '' })
        : t('music.audit.apiKey', { id: entry.api_key_id })
  const person = entry.user_name
    ? entry.user_name
    : entry.user_id !== null
      ? t('music.audit.userNumber', { id: entry.user_id })
      : null
  if (!person && !key) return <span className="text-body-secondary">{t('music.audit.nobody')}</span>
  if (!person) return <>{key}</>
  return (
    <>
      {person}
      {key && <div className="small text-body-secondary">{t('music.audit.viaKey', { key })}</div>}
    </>
  )
}

function sessionLabel(entry: AuditEntry, t: TFunction): string {
  const device = entry.entity_name
  if (device && entry.ip) return t('music.audit.sessionOnFrom', { device, ip: entry.ip })
  if (device) return t('music.audit.sessionOn', { device })
  return entry.ip ? t('music.audit.sessionFrom', { ip: entry.ip }) : t('music.audit.sessionOf')
}

function What({ entry }: { entry: AuditEntry }) {
  const { t } = useTranslation()
  const entity = t(`music.audit.entities.${entry.entity}`, { defaultValue: entry.entity })
  const path = entryPath(entry)
  // A session is the user's sign-in (its id is the user's): named by its device and address, not "Session #1".
  if (entry.entity === 'session') return <>{sessionLabel(entry, t)}</>
  if (entry.entity_id === null) return <>{entity}</>
  const many = entry.action.startsWith('bulk_') || entry.action === 'undo'
  // The name it had at the time of the change, so a deleted track still reads by its title.
  const label = many
    ? t('music.audit.bulkChange', { entity, id: entry.entity_id })
    : entry.entity_name
      ? t('music.audit.named', { entity, name: entry.entity_name })
      : `${entity} #${entry.entity_id}`
  return path ? <Link to={path}>{label}</Link> : <>{label}</>
}

export default function AuditLog() {
  const { t, i18n } = useTranslation()
  const { params, update } = useUrlListParams(auditListQuery)
  const invalid = badRange(params.filters)
  const { entries, next, loading, error, loadMore, reload } = useAuditLog(params, !invalid)
  const [open, setOpen] = useState<Set<number>>(new Set())
  const now = useNow()
  const undoable = new Set(undoableEntries(entries, now).map((e) => e.id))

  // The people the log has shown in this visit, to filter by: the list grows as entries load and stays when a
  // filter narrows the log to one of them.
  const [people, setPeople] = useState<Person[]>([])
  useEffect(() => {
    setPeople((known) => {
      const byId = new Map(known.map((p) => [p.id, p]))
      for (const e of entries)
        if (e.user_id !== null && !byId.has(e.user_id))
          byId.set(e.user_id, {
            id: e.user_id,
            name: e.user_name ?? t('music.audit.userNumber', { id: e.user_id })
          })
      if (byId.size === known.length) return known
      return [...byId.values()].sort((a, b) => a.name.localeCompare(b.name, i18n.language))
    })
  }, [entries, t, i18n.language])

  const toggle = (id: number) =>
    setOpen((s) => {
      const n = new Set(s)
      if (n.has(id)) n.delete(id)
      else n.add(id)
      return n
    })
  const firstPageError = entries.length === 0 ? error : null

  return (
    <section aria-labelledby="audit-title">
      <ListHeader
        id="audit-title"
        exportAs={{ path: AUDIT_PATH, query: encodeListQuery(auditListQuery, 'http', params), name: 'audit' }}
        title={t('music.audit.title')}
        subtitle={t('music.audit.subtitle')}
      />
      <Card className="mb-3">
        <CardBody>
          <AuditFilters filters={params.filters} people={people} onChange={update} />
        </CardBody>
      </Card>
      <Card hidden={invalid}>
        <CardHeader className="d-flex align-items-center justify-content-between bg-transparent">
          <h2 className="h6 mb-0">{t('music.audit.shown', { count: entries.length })}</h2>
          {loading && entries.length > 0 && <InlineSpinner label={t('music.common.loading')} />}
        </CardHeader>
        <ListTable
          caption={t('music.audit.caption')}
          className="audit-table"
          columns={COLUMNS}
          rows={entries.length}
          loading={loading}
          error={firstPageError}
          emptyText={t('music.audit.empty')}
          onRetry={reload}
          head={
            <>
              <th scope="col" className="audit-toggle">
                <span className="visually-hidden">{t('music.audit.columns.changes')}</span>
              </th>
              <th scope="col">{t('music.audit.columns.when')}</th>
              <th scope="col">{t('music.audit.columns.who')}</th>
              <th scope="col">{t('music.audit.columns.action')}</th>
              <th scope="col">{t('music.audit.columns.entity')}</th>
            </>
          }
        >
          {entries.map((entry) => {
            const expanded = open.has(entry.id)
            const Icon = expanded ? ChevronUp : ChevronDown
            const label = t(expanded ? 'music.audit.hideChanges' : 'music.audit.showChanges')
            return (
              <Fragment key={entry.id}>
                <tr>
                  <td className="audit-toggle">
                    {/* First, so that it stays in view on a narrow screen when the table scrolls sideways. */}
                    <Button
                      color="secondary"
                      outline
                      size="sm"
                      className="btn-icon"
                      aria-label={label}
                      title={label}
                      aria-expanded={expanded}
                      aria-controls={`audit-changes-${entry.id}`}
                      onClick={() => toggle(entry.id)}
                    >
                      <Icon size={16} aria-hidden="true" />
                    </Button>
                  </td>
                  <td>
                    <time dateTime={entry.created_at}>
                      {formatDate(entry.created_at, i18n.language, true)}
                    </time>
                  </td>
                  <td>
                    <Who entry={entry} />
                  </td>
                  <td>
                    <span className="badge rounded-pill bg-secondary-subtle text-secondary-emphasis">
                      {t(`music.audit.actions.${entry.action}`, { defaultValue: entry.action })}
                    </span>
                  </td>
                  <td>
                    <div className="d-flex flex-wrap align-items-center gap-2">
                      <What entry={entry} />
                      {undoable.has(entry.id) && <UndoBulkButton entry={entry} onUndone={reload} />}
                    </div>
                  </td>
                </tr>
                {expanded && (
                  <tr id={`audit-changes-${entry.id}`} className="audit-details">
                    <td colSpan={COLUMNS}>
                      <div className="audit-details-body">
                        <AuditChanges entry={entry} />
                      </div>
                    </td>
                  </tr>
                )}
              </Fragment>
            )
          })}
        </ListTable>
        {entries.length > 0 && (error || next !== null) && (
          <CardBody className="border-top d-flex flex-wrap align-items-center gap-2">
            {error && (
              <Alert fade={false} color="danger" className="mb-0 py-1 px-2 small" role="alert">
                {error}
              </Alert>
            )}
            {next !== null && (
              <Button color="primary" outline disabled={loading} onClick={loadMore}>
                {loading ? t('common.working') : t('music.audit.loadMore')}
              </Button>
            )}
          </CardBody>
        )}
      </Card>
    </section>
  )
}
