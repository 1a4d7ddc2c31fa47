// A release's place in its lifecycle (draft → in review → scheduled → live → taken down → live again) and the moves
// the reader's role allows: editors submit, schedule and send back; administrators also take down and reinstate.
// A move that undoes something or takes a release off the stores asks first; scheduling is offered only while the
// readiness checks find no error, and says so when they do.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, Card, CardBody, CardHeader, FormFeedback, Input, Label } from 'reactstrap'
import { CalendarClock, RotateCcw, Send, ShieldOff, Undo2 } from 'lucide-react'
import type { Readiness } from '@/contracts/readiness'
import {
  scheduleInputSchema,
  zonedToUtc,
  type ReleaseLifecycle,
  type ReleaseStatus,
  type ScheduleInput
} from '@/contracts/releaseLifecycle'
import { useAbility } from '@/configs/AbilityContext'
import { isDemoMode } from '@/configs/apiMode'
import { formatDate, pillClass } from '../../shared/format'
import type { LifecycleMove } from '../releasesApi'
import { ActionDialog } from './ActionDialog'

export const STATUS_COLOR: Record<ReleaseStatus, 'secondary' | 'info' | 'warning' | 'success' | 'danger'> = {
  draft: 'secondary',
  in_review: 'info',
  scheduled: 'warning',
  live: 'success',
  taken_down: 'danger'
}

/** A wall-clock "2027-01-15T09:00" in the reader's language, as it reads in its own zone. */
export const formatLocal = (local: string, language: string) => formatDate(`${local}:00Z`, language, true)

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'

function timeZones(): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []
  return [...new Set(['UTC', browserZone(), ...zones])]
}

/** Tomorrow in the browser's zone, for the schedule's first suggestion. */
function tomorrow(): string {
  const d = new Date(Date.now() + 86_400_000)
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`
}

type Props = {
  title: string
  lifecycle: ReleaseLifecycle
  readiness: Readiness | null
  onMove: (move: LifecycleMove, body?: ScheduleInput | { reason: string }) => Promise<unknown>
}

type Asking = null | 'schedule' | 'withdraw' | 'take-down' | 'reinstate'

export function LifecycleCard({ title, lifecycle, readiness, onMove }: Props) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const ability = useAbility()
  const canUpdate = ability.can('update', 'Release')
  const canTakeDown = ability.can('update', 'Takedown')
  const [asking, setAsking] = useState<Asking>(null)
  const [error, setError] = useState<string | null>(null)
  const [submitting, setSubmitting] = useState(false)
  const [date, setDate] = useState(tomorrow)
  const [time, setTime] = useState('09:00')
  const [zone, setZone] = useState(browserZone)
  const [reason, setReason] = useState('')
  const [zones] = useState(timeZones)
  const status = lifecycle.status
  const errors = readiness?.errors ?? null
  const blocked = errors === null || errors > 0

  const submit = async () => {
    setSubmitting(true)
    setError(null)
    try {
      await onMove('submit')
    } catch (e) {
      setError(typeof e === 'string' ? e : t('music.common.failed'))
    } finally {
      setSubmitting(false)
    }
  }

  const schedule: ScheduleInput = { release_at: `${date}T${time}`, time_zone: zone }
  const scheduleValid = scheduleInputSchema.safeParse(schedule).success
  const instant = scheduleValid ? zonedToUtc(schedule.release_at, zone) : null
  const inPast = instant !== null && Date.parse(instant) <= Date.now()

  return (
    <Card className="mb-3">
      <CardHeader className="d-flex flex-wrap align-items-center justify-content-between gap-2 bg-transparent">
        <h2 className="h6 mb-0" id="lifecycle-title">
          {t('music.releases.lifecycle.title')}
        </h2>
        <span className={pillClass(STATUS_COLOR[status])} data-testid="lifecycle-status">
          {t(`music.releases.lifecycle.statuses.${status}`)}
        </span>
      </CardHeader>
      <CardBody>
        <p className="mb-2">{t(`music.releases.lifecycle.explain.${status}`)}</p>
        {status === 'scheduled' && lifecycle.go_live_local && (
          <p className="mb-2">
            {t('music.releases.lifecycle.goesLive', {
              when: formatLocal(lifecycle.go_live_local, language),
              zone: lifecycle.go_live_zone
            })}
          </p>
        )}
        {status === 'taken_down' && lifecycle.taken_down && (
          <p className="mb-2">
            {t('music.releases.lifecycle.takenDownOn', {
              when: formatDate(lifecycle.taken_down.at, language, true)
            })}{' '}
            <bdi>“{lifecycle.taken_down.reason}”</bdi>
          </p>
        )}
        {error && (
          <Alert fade={false} color="danger" role="alert" className="mb-2">
            {error}
          </Alert>
        )}
        <div className="d-flex flex-wrap gap-2">
          {canUpdate && status === 'draft' && (
            <Button color="primary" onClick={() => void submit()} disabled={submitting}>
              <Send size={16} aria-hidden="true" className="me-1 rtl-flip" />
              {submitting ? t('music.common.working') : t('music.releases.lifecycle.actions.submit')}
            </Button>
          )}
          {canUpdate && status === 'in_review' && (
            <Button
              color="primary"
              disabled={blocked}
              aria-describedby={blocked ? 'lifecycle-blocked' : undefined}
              onClick={() => setAsking('schedule')}
            >
              <CalendarClock size={16} aria-hidden="true" className="me-1" />
              {t('music.releases.lifecycle.actions.schedule')}
            </Button>
          )}
          {canUpdate && (status === 'in_review' || status === 'scheduled') && (
            <Button color="secondary" outline onClick={() => setAsking('withdraw')}>
              <Undo2 size={16} aria-hidden="true" className="me-1 rtl-flip" />
              {t(`music.releases.lifecycle.actions.withdraw.${status}`)}
            </Button>
          )}
          {canTakeDown && status === 'live' && (
            <Button color="danger" outline onClick={() => setAsking('take-down')}>
              <ShieldOff size={16} aria-hidden="true" className="me-1" />
              {t('music.releases.lifecycle.actions.takeDown')}
            </Button>
          )}
          {canTakeDown && status === 'taken_down' && (
            <Button color="primary" outline onClick={() => setAsking('reinstate')}>
              <RotateCcw size={16} aria-hidden="true" className="me-1" />
              {t('music.releases.lifecycle.actions.reinstate')}
            </Button>
          )}
        </div>
        {canUpdate && status === 'in_review' && blocked && (
          <p id="lifecycle-blocked" className="small text-danger-emphasis mt-2 mb-0">
            {errors === null
              ? t('music.releases.lifecycle.blockedUnknown')
              : t('music.releases.lifecycle.blocked', { count: errors })}
          </p>
        )}
        {(status === 'live' || status === 'taken_down') && !canTakeDown && canUpdate && (
          <p className="small text-body-secondary mt-2 mb-0">{t('music.releases.lifecycle.adminsOnly')}</p>
        )}
        {isDemoMode && (
          <p className="small text-body-secondary mt-3 mb-0" data-testid="lifecycle-demo-note">
            {t('music.releases.lifecycle.demoNote')}
          </p>
        )}
      </CardBody>

      <ActionDialog
        isOpen={asking === 'schedule'}
        title={t('music.releases.lifecycle.schedule.title', { title })}
        confirmLabel={t('music.releases.lifecycle.schedule.confirm')}
        color="primary"
        ready={scheduleValid && !inPast}
        onClose={() => setAsking(null)}
        onConfirm={() => onMove('schedule', schedule)}
      >
        <div className="row g-3">
          <div className="col-sm-6">
            <Label for="schedule-date">{t('music.releases.lifecycle.schedule.date')}</Label>
            <Input id="schedule-date" type="date" value={date} onChange={(e) => setDate(e.target.value)} />
          </div>
          <div className="col-sm-6">
            <Label for="schedule-time">{t('music.releases.lifecycle.schedule.time')}</Label>
            <Input
              id="schedule-time"
              type="time"
              value={time}
              invalid={inPast}
              aria-describedby={inPast ? 'schedule-time-error' : undefined}
              onChange={(e) => setTime(e.target.value)}
            />
            {inPast && (
              <FormFeedback id="schedule-time-error">
                {t('music.releases.lifecycle.schedule.inPast')}
              </FormFeedback>
            )}
          </div>
          <div className="col-12">
            <Label for="schedule-zone">{t('music.releases.lifecycle.schedule.zone')}</Label>
            <Input
              id="schedule-zone"
              type="select"
              value={zone}
              onChange={(e) => setZone(e.target.value)}
              dir="ltr"
            >
              {zones.map((z) => (
                <option key={z} value={z}>
                  {z}
                </option>
              ))}
            </Input>
          </div>
        </div>
        {instant && (
          <p className="small text-body-secondary mt-3 mb-0">
            {t('music.releases.lifecycle.schedule.utc', { when: formatDate(instant, language, true) })}
          </p>
        )}
      </ActionDialog>

      <ActionDialog
        isOpen={asking === 'withdraw'}
        title={t(
          `music.releases.lifecycle.withdraw.title.${status === 'scheduled' ? 'scheduled' : 'in_review'}`
        )}
        confirmLabel={t(
          `music.releases.lifecycle.actions.withdraw.${status === 'scheduled' ? 'scheduled' : 'in_review'}`
        )}
        color="danger"
        onClose={() => setAsking(null)}
        onConfirm={() => onMove('withdraw')}
      >
        <p className="mb-0">{t('music.releases.lifecycle.withdraw.body', { title })}</p>
      </ActionDialog>

      <ActionDialog
        isOpen={asking === 'take-down'}
        title={t('music.releases.lifecycle.takeDown.title', { title })}
        confirmLabel={t('music.releases.lifecycle.actions.takeDown')}
        color="danger"
        ready={reason.trim().length > 0}
        onClose={() => setAsking(null)}
        onConfirm={async () => {
          await onMove('take-down', { reason: reason.trim() })
          setReason('')
        }}
      >
        <p>{t('music.releases.lifecycle.takeDown.body')}</p>
        <Label for="takedown-reason">{t('music.releases.lifecycle.takeDown.reason')}</Label>
        <Input
          id="takedown-reason"
          type="textarea"
          rows={3}
          maxLength={500}
          value={reason}
          dir="auto"
          aria-describedby="takedown-reason-help"
          onChange={(e) => setReason(e.target.value)}
        />
        <div id="takedown-reason-help" className="form-text">
          {t('music.releases.lifecycle.takeDown.reasonHelp')}
        </div>
      </ActionDialog>

      <ActionDialog
        isOpen={asking === 'reinstate'}
        title={t('music.releases.lifecycle.reinstate.title', { title })}
        confirmLabel={t('music.releases.lifecycle.actions.reinstate')}
        color="primary"
        onClose={() => setAsking(null)}
        onConfirm={() => onMove('reinstate')}
      >
        <p className="mb-0">{t('music.releases.lifecycle.reinstate.body')}</p>
      </ActionDialog>
    </Card>
  )
}
