// The catalogue feed (issue 37): keyset pages of the change log with each entry's current state, and whether one
// track plays in a country now. The state is read after the page, so an entry may already show a later change; that
// change has its own, later entry, so a client applying entries in order ends with the same state.
import type { Kysely } from 'kysely'
import {
  availabilityFromRow,
  availabilitySummary,
  narrow,
  unplayableReason,
  WORLDWIDE,
  type Availability,
  type PlayableState
} from '../../src/contracts/availability'
import type { FeedEntry, FeedPage, TrackAnswer } from '../../src/contracts/catalogFeed'
import type { Dialect } from '../db/engine/database'
import type { DB } from '../db/schema'
import { HttpError, notFound } from '../httpError'
import { changesWithStates, trackStates, type ChangeRow, type TrackState } from './feedRepository'

/** The cursor is opaque to clients (base64url of "v1.<position>"), so that its form may change. */
export const encodeCursor = (position: number) =>
  btoa(`v1.${position}`).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

export function decodeCursor(cursor: string | undefined): number {
  if (cursor === undefined) return 0
  let text = ''
  try {
    text = atob(cursor.replace(/-/g, '+').replace(/_/g, '/'))
  } catch {
    text = ''
  }
  const match = /^v1\.(\d{1,15})$/.exec(text)
  if (!match)
    throw new HttpError(400, 'since must be a cursor this feed gave (or left out to read from the start).')
  return Number(match[1])
}

/** What decides whether a track plays: its release's status, its own takedown and status, both availabilities. */
export function trackPlayable(t: TrackState): PlayableState & { takenDown: boolean } {
  const outer: Availability =
    t.release_id !== null && t.availability
      ? availabilityFromRow({
          availability: t.availability,
          countries: t.countries ?? '',
          available_from: t.available_from ?? null,
          available_until: t.available_until ?? null
        })
      : WORLDWIDE
  const own = t.own_availability
    ? availabilityFromRow({
        availability: t.own_availability,
        countries: t.own_countries ?? '',
        available_from: t.own_from ?? null,
        available_until: t.own_until ?? null
      })
    : null
  const takenDown = t.taken_down_at !== null && t.taken_down_at !== undefined
  return {
    status: t.release_id !== null && t.status ? t.status : 'live',
    go_live_at: t.go_live_at ?? null,
    blocked: takenDown || t.track_status !== 'published',
    takenDown,
    availability: narrow(outer, own)
  }
}

/** An entry whose release or track is gone: drop it. */
const removedEntry = (row: ChangeRow, cursor: string): FeedEntry => ({
  cursor,
  kind: row.kind,
  id: row.entity_id,
  changed_at: row.changed_at,
  removed: true,
  status: null,
  go_live_at: null,
  blocked: false,
  availability: null,
  availability_summary: null,
  release: null,
  track: null
})

export class FeedService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly dialect: Dialect,
    private readonly clock: () => Date = () => new Date()
  ) {}

  async changes(since: string | undefined, limit: number): Promise<FeedPage> {
    const after = decodeCursor(since)
    // One row more than asked says whether more are there already.
    const rows = await changesWithStates(this.db, this.dialect, after, limit + 1)
    const page = rows.length > limit ? rows.slice(0, limit) : rows
    // A page's entries mostly share a few availabilities (worldwide above all): each summary is worded once.
    const summaries = new Map<string, string>()
    const summaryOf = (a: Availability) => {
      const key = `${a.mode}|${a.countries.join(',')}|${a.from ?? ''}|${a.until ?? ''}`
      let text = summaries.get(key)
      if (text === undefined) summaries.set(key, (text = availabilitySummary(a)))
      return text
    }
    const data = page.map((row): FeedEntry => {
      const position = Number(row.position)
      const cursor = encodeCursor(position)
      if (row.kind === 'release') {
        if (row.r_id === null) return removedEntry(row, cursor)
        const availability = availabilityFromRow({
          availability: row.r_availability ?? 'worldwide',
          countries: row.r_countries ?? '',
          available_from: row.r_available_from,
          available_until: row.r_available_until
        })
        return {
          cursor,
          kind: row.kind,
          id: row.entity_id,
          changed_at: row.changed_at,
          removed: false,
          status: row.r_status,
          go_live_at: row.r_go_live_at,
          blocked: false,
          availability,
          availability_summary: summaryOf(availability),
          release: {
            title: row.r_title ?? '',
            upc: row.r_upc,
            type: row.r_type ?? '',
            label: row.r_label ?? '',
            explicit: Number(row.r_explicit) === 1
          },
          track: null
        }
      }
      if (row.id === null) return removedEntry(row, cursor)
      const t = row as TrackState
      const state = trackPlayable(t)
      return {
        cursor,
        kind: row.kind,
        id: row.entity_id,
        changed_at: row.changed_at,
        removed: false,
        status: state.status,
        go_live_at: state.go_live_at,
        blocked: state.blocked,
        availability: state.availability,
        availability_summary: summaryOf(state.availability),
        release: null,
        track: {
          isrc: t.isrc ?? null,
          title: t.title,
          version: t.version ?? '',
          artist: t.artist,
          release_id: t.release_id ?? null,
          disc_number: t.disc_number ?? null,
          track_number: t.track_number ?? null,
          duration: t.duration,
          explicit: Number(t.explicit) === 1,
          taken_down: state.takenDown
        }
      }
    })
    const last = page.at(-1)
    return {
      data,
      next_cursor: encodeCursor(last ? Number(last.position) : after),
      has_more: rows.length > limit
    }
  }

  /** Whether the track of this ISRC (stored form) plays in `country` now, and why not. */
  async track(isrc: string, country: string): Promise<TrackAnswer> {
    const [t] = await trackStates(this.db, { isrc })
    if (!t) throw notFound(`A track with ISRC ${isrc}`)
    const at = this.clock().toISOString()
    const state = trackPlayable(t)
    const reason = unplayableReason(state, country, at)
    return {
      isrc,
      track_id: t.id,
      title: t.title,
      artist: t.artist,
      country,
      at,
      playable: reason === null,
      reason,
      status: state.status,
      taken_down: state.takenDown,
      availability: state.availability,
      availability_summary: availabilitySummary(state.availability),
      release:
        t.release_id !== null && t.release_id !== undefined
          ? { id: t.release_id, title: t.release_title ?? '', status: t.status ?? 'draft' }
          : null
    }
  }
}
