// A release's lifecycle (issue 37): each transition is one transaction that checks the status it starts from, moves
// the release, writes the transition (its timeline) and the audit row. Scheduling needs a release without readiness
// errors and a go-live instant in the future; the go-live job moves due releases without anyone acting. Who may make
// which move is the route's ability check (src/contracts/abilities.ts); the service keeps the order of the statuses.
import type { Kysely, Transaction } from 'kysely'
import {
  availabilityFromRow,
  availabilitySummary,
  availabilityToRow,
  narrow,
  type Availability
} from '../../src/contracts/availability'
import { checkReadiness, type Readiness } from '../../src/contracts/readiness'
import {
  TRANSITIONS,
  utcToZoned,
  zonedToUtc,
  type ReleaseLifecycle,
  type ReleaseStatus,
  type ScheduleInput,
  type TrackStanding,
  type TransitionName
} from '../../src/contracts/releaseLifecycle'
import type { AuditAction } from '../../src/contracts/audit'
import type { WebhookEvent } from '../../src/contracts/webhooks'
import { recordAudit, type AuditOrigin } from '../audit/record'
import type { Dialect } from '../db/engine/database'
import { inTransaction } from '../db/engine/transaction'
import type { DB } from '../db/schema'
import { HttpError, notFound } from '../httpError'
import { readinessSubject } from './readinessRepository'
import {
  anyDue,
  goLiveDue,
  insertTransitions,
  lastTakedown,
  moveRelease,
  releaseStatus,
  releaseStatusForUpdate,
  timeline,
  trackForUpdate,
  trackOwn,
  writeTrackOwn,
  type StatusChange
} from './releaseLifecycleRepository'

const AUDIT_ACTION: Record<TransitionName, AuditAction> = {
  submit: 'submit_for_review',
  withdraw: 'withdraw',
  schedule: 'schedule',
  go_live: 'go_live',
  take_down: 'take_down',
  reinstate: 'reinstate'
}

const STATUS_NAMES: Record<string, string> = {
  draft: 'a draft',
  in_review: 'in review',
  scheduled: 'scheduled',
  live: 'live',
  taken_down: 'taken down'
}

const VERB: Record<TransitionName, string> = {
  submit: 'submitted for review',
  withdraw: 'sent back to draft',
  schedule: 'scheduled',
  go_live: 'made live',
  take_down: 'taken down',
  reinstate: 'reinstated'
}

/** 409: "Release 4 is live; only a release that is a draft can be submitted for review." */
const wrongStatus = (id: number, status: string, name: TransitionName) =>
  new HttpError(
    409,
    `Release ${id} is ${STATUS_NAMES[status] ?? status}; only a release that is ${TRANSITIONS[name].from
      .map((s) => STATUS_NAMES[s])
      .join(' or ')} can be ${VERB[name]}.`
  )

/** The webhook event a release's move announces. */
const EVENT: Partial<Record<TransitionName, WebhookEvent>> = {
  schedule: 'release.scheduled',
  take_down: 'release.taken_down',
  reinstate: 'release.reinstated'
}

/** Told of each change webhooks announce, inside the change's transaction (server/webhooks; none in demo mode). */
export type LifecycleEmit = (
  trx: Transaction<DB>,
  type: WebhookEvent,
  data: Record<string, unknown>
) => Promise<void>

const userIdOf = (origin: AuditOrigin | null) => origin?.user?.id ?? null

export class ReleaseLifecycleService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
    private readonly clock: () => Date = () => new Date(),
    private readonly emit?: LifecycleEmit
  ) {}

  private now = () => this.clock().toISOString()

  /** The release's status, schedule, availability and timeline. */
  async lifecycle(id: number, db: Kysely<DB> | Transaction<DB> = this.db): Promise<ReleaseLifecycle> {
    const row = await releaseStatus(db, id)
    if (!row) throw notFound(`Release ${id}`)
    const [steps, takedown] = await Promise.all([
      timeline(db, id),
      row.status === 'taken_down' ? lastTakedown(db, { release_id: id }) : undefined
    ])
    const availability = availabilityFromRow(row)
    return {
      release_id: id,
      status: row.status as ReleaseStatus,
      go_live_at: row.go_live_at,
      go_live_zone: row.go_live_zone,
      go_live_local: row.go_live_at && row.go_live_zone ? utcToZoned(row.go_live_at, row.go_live_zone) : null,
      explicit: Number(row.explicit) === 1,
      availability,
      availability_summary: availabilitySummary(availability),
      taken_down: takedown ? { at: takedown.at, reason: takedown.reason, by: takedown.user_id } : null,
      timeline: steps.map((s) => ({
        id: s.id,
        track_id: s.track_id,
        from_status: s.from_status,
        to_status: s.to_status,
        at: s.at,
        user: s.user_id !== null ? { id: s.user_id, name: s.full_name ?? '' } : null,
        reason: s.reason,
        go_live_at: s.go_live_at,
        go_live_zone: s.go_live_zone
      }))
    }
  }

  /** The readiness checks' findings for the release as it is now. */
  async readiness(id: number, db: Kysely<DB> | Transaction<DB> = this.db): Promise<Readiness> {
    const subject = await readinessSubject(db, id, this.now().slice(0, 10))
    if (!subject) throw notFound(`Release ${id}`)
    return checkReadiness(subject)
  }

  /** One transition of a release: checked, moved, written to the timeline and audited, in one transaction. */
  private async move(
    id: number,
    name: TransitionName,
    origin: AuditOrigin | null,
    options: {
      change?: Omit<StatusChange, 'to'>
      reason?: string
      check?: (trx: Transaction<DB>) => Promise<void>
    } = {}
  ) {
    await inTransaction(this.db, async (trx) => {
      const row = await releaseStatusForUpdate(trx, this.dialect, id)
      if (!row) throw notFound(`Release ${id}`)
      const transition = TRANSITIONS[name]
      if (!(transition.from as readonly string[]).includes(row.status))
        throw wrongStatus(id, row.status, name)
      await options.check?.(trx)
      const at = this.now()
      const change: StatusChange = { to: transition.to, ...options.change }
      if (!(await moveRelease(trx, id, row.status, change, at))) throw wrongStatus(id, row.status, name)
      const goLive = {
        go_live_at: change.go_live_at === undefined ? row.go_live_at : change.go_live_at,
        go_live_zone: change.go_live_zone === undefined ? row.go_live_zone : change.go_live_zone
      }
      await insertTransitions(trx, [
        {
          release_id: id,
          track_id: null,
          from_status: row.status,
          to_status: transition.to,
          at,
          user_id: userIdOf(origin),
          reason: options.reason ?? '',
          ...(name === 'schedule' ? goLive : {})
        }
      ])
      await recordAudit(trx, origin, {
        action: AUDIT_ACTION[name],
        entity: 'release',
        entityId: id,
        name: row.title,
        before: { status: row.status, go_live_at: row.go_live_at, go_live_zone: row.go_live_zone },
        after: { status: transition.to, ...goLive, ...(options.reason ? { reason: options.reason } : {}) }
      })
      const event = EVENT[name]
      if (event)
        await this.emit?.(trx, event, {
          release_id: id,
          title: row.title,
          status: transition.to,
          ...(name === 'schedule' ? goLive : {}),
          ...(options.reason ? { reason: options.reason } : {})
        })
    })
    return this.lifecycle(id)
  }

  submit = (id: number, origin: AuditOrigin) => this.move(id, 'submit', origin)

  withdraw = (id: number, origin: AuditOrigin) =>
    this.move(id, 'withdraw', origin, { change: { go_live_at: null, go_live_zone: null } })

  /** Schedules a release in review at a local date-time of a time zone; 409 with the errors when it is not ready. */
  schedule(id: number, input: ScheduleInput, origin: AuditOrigin) {
    const goLiveAt = zonedToUtc(input.release_at, input.time_zone)
    if (goLiveAt <= this.now())
      throw new HttpError(400, `release_at must be in the future (it is ${goLiveAt} UTC).`, [
        { path: 'release_at', message: 'In the past' }
      ])
    return this.move(id, 'schedule', origin, {
      change: { go_live_at: goLiveAt, go_live_zone: input.time_zone },
      check: async (trx) => {
        const readiness = await this.readiness(id, trx)
        if (!readiness.ready)
          throw new HttpError(
            409,
            `Release ${id} cannot be scheduled: ${readiness.errors} readiness ${readiness.errors === 1 ? 'check fails' : 'checks fail'}.`,
            readiness.findings.filter((f) => f.severity === 'error')
          )
      }
    })
  }

  takeDown = (id: number, reason: string, origin: AuditOrigin) =>
    this.move(id, 'take_down', origin, { reason })

  reinstate = (id: number, origin: AuditOrigin) => this.move(id, 'reinstate', origin)

  /** Every scheduled release whose instant has come goes live, once; answers their ids. */
  async goLive(): Promise<number[]> {
    const now = this.now()
    if (!(await anyDue(this.db, now))) return []
    return inTransaction(this.db, async (trx) => {
      const { rows } = await goLiveDue(trx, now)
      await insertTransitions(
        trx,
        rows.map((r) => ({
          release_id: r.id,
          track_id: null,
          from_status: 'scheduled',
          to_status: 'live',
          at: now,
          user_id: null,
          go_live_at: r.go_live_at,
          go_live_zone: r.go_live_zone
        }))
      )
      for (const r of rows)
        await recordAudit(trx, null, {
          action: 'go_live',
          entity: 'release',
          entityId: r.id,
          name: r.title,
          before: { status: 'scheduled' },
          after: { status: 'live', go_live_at: r.go_live_at }
        })
      for (const r of rows)
        await this.emit?.(trx, 'release.live', {
          release_id: r.id,
          title: r.title,
          status: 'live',
          go_live_at: r.go_live_at
        })
      return rows.map((r) => r.id)
    })
  }

  /** Sets where and when a release may be played (its tracks follow, each within its own). */
  async setAvailability(id: number, availability: Availability, origin: AuditOrigin) {
    await inTransaction(this.db, async (trx) => {
      const row = await releaseStatusForUpdate(trx, this.dialect, id)
      if (!row) throw notFound(`Release ${id}`)
      const stored = availabilityToRow(availability)
      await trx
        .updateTable('releases')
        .set({ ...stored, updated_at: this.now() })
        .where('id', '=', id)
        .execute()
      await recordAudit(trx, origin, {
        action: 'update',
        entity: 'release',
        entityId: id,
        name: row.title,
        before: { availability: availabilitySummary(availabilityFromRow(row)) },
        after: { availability: availabilitySummary(availability) }
      })
      await this.emit?.(trx, 'release.changed', {
        release_id: id,
        title: row.title,
        change: 'availability',
        availability_summary: availabilitySummary(availability),
        availability
      })
    })
    return this.lifecycle(id)
  }

  /** A track's own standing: its availability within its release's and its own takedown. */
  async trackStanding(trackId: number, db: Kysely<DB> | Transaction<DB> = this.db): Promise<TrackStanding> {
    const track = await db
      .selectFrom('tracks')
      .leftJoin('track_links', 'track_links.track_id', 'tracks.id')
      .leftJoin('releases', 'releases.id', 'track_links.release_id')
      .select([
        'tracks.id',
        'releases.availability',
        'releases.countries',
        'releases.available_from',
        'releases.available_until'
      ])
      .where('tracks.id', '=', trackId)
      .executeTakeFirst()
    if (!track) throw notFound(`Track ${trackId}`)
    const own = await trackOwn(db, trackId)
    const outer = track.availability
      ? availabilityFromRow({
          availability: track.availability,
          countries: track.countries ?? '',
          available_from: track.available_from ?? null,
          available_until: track.available_until ?? null
        })
      : availabilityFromRow({
          availability: 'worldwide',
          countries: '',
          available_from: null,
          available_until: null
        })
    const inner = own ? availabilityFromRow(own) : null
    const effective = narrow(outer, inner)
    return {
      track_id: trackId,
      availability: inner,
      effective,
      availability_summary: availabilitySummary(effective),
      taken_down:
        own?.taken_down_at != null
          ? { at: own.taken_down_at, reason: own.taken_down_reason ?? '', by: own.taken_down_by }
          : null
    }
  }

  /** Narrows one track's availability within its release's (null: it follows its release's). */
  async setTrackAvailability(trackId: number, availability: Availability | null, origin: AuditOrigin) {
    await inTransaction(this.db, async (trx) => {
      const track = await trackForUpdate(trx, this.dialect, trackId)
      if (!track) throw notFound(`Track ${trackId}`)
      const before = track.own ? availabilitySummary(availabilityFromRow(track.own)) : 'as its release'
      const stored = availabilityToRow(
        availability ?? { mode: 'worldwide', countries: [], from: null, until: null }
      )
      await writeTrackOwn(trx, trackId, stored)
      await recordAudit(trx, origin, {
        action: 'update',
        entity: 'track',
        entityId: trackId,
        name: track.title,
        before: { availability: before },
        after: { availability: availability ? availabilitySummary(availability) : 'as its release' }
      })
      await this.emit?.(trx, 'track.changed', {
        track_id: trackId,
        title: track.title,
        change: 'availability',
        availability: availability ? availabilitySummary(availability) : 'as its release'
      })
    })
    return this.trackStanding(trackId)
  }

  /** Takes one track down on its own, or reinstates it; its release's status is left as it is. */
  async setTrackTakedown(trackId: number, reason: string | null, origin: AuditOrigin) {
    const name: TransitionName = reason === null ? 'reinstate' : 'take_down'
    await inTransaction(this.db, async (trx) => {
      const track = await trackForUpdate(trx, this.dialect, trackId)
      if (!track) throw notFound(`Track ${trackId}`)
      const down = track.own?.taken_down_at != null
      if (down === (reason !== null))
        throw new HttpError(
          409,
          `Track ${trackId} is ${down ? 'already taken down' : 'not taken down'}; it cannot be ${VERB[name]}.`
        )
      const at = this.now()
      await writeTrackOwn(trx, trackId, {
        taken_down_at: reason === null ? null : at,
        taken_down_by: reason === null ? null : userIdOf(origin),
        taken_down_reason: reason
      })
      await insertTransitions(trx, [
        {
          release_id: track.release_id,
          track_id: trackId,
          from_status: down ? 'taken_down' : 'live',
          to_status: down ? 'live' : 'taken_down',
          at,
          user_id: userIdOf(origin),
          reason: reason ?? ''
        }
      ])
      await recordAudit(trx, origin, {
        action: AUDIT_ACTION[name],
        entity: 'track',
        entityId: trackId,
        name: track.title,
        before: { taken_down: down },
        after: { taken_down: !down, ...(reason ? { reason } : {}) }
      })
      await this.emit?.(trx, 'track.changed', {
        track_id: trackId,
        release_id: track.release_id,
        title: track.title,
        change: down ? 'reinstated' : 'taken_down',
        ...(reason ? { reason } : {})
      })
    })
    return this.trackStanding(trackId)
  }
}
