// The feed's queries: a keyset page of the change log, and the current state of the releases and tracks it names.
// Positions are handed out in commit order on both engines (migration 0036: SQLite writes one transaction at a time;
// PostgreSQL numbers a transaction's changes as it commits, under a lock), so a reader always sees a prefix of the
// log and a keyset page after a position never misses a row that commits later.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'

export type ChangeRow = { kind: 'release' | 'track'; entity_id: number; position: number; changed_at: string }

export async function changesAfter(db: Kysely<DB>, position: number, limit: number): Promise<ChangeRow[]> {
  const rows = await db
    .selectFrom('catalog_changes')
    .select(['kind', 'entity_id', 'position', 'changed_at'])
    .where('position', '>', position)
    .orderBy('position')
    .limit(limit)
    .execute()
  // PostgreSQL answers a bigint as text.
  return rows.map((r) => ({ ...r, kind: r.kind as ChangeRow['kind'], position: Number(r.position) }))
}

export const releaseStates = (db: Kysely<DB>, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('releases')
        .select([
          'id',
          'title',
          'upc',
          'type',
          'label',
          'explicit',
          'status',
          'go_live_at',
          'availability',
          'countries',
          'available_from',
          'available_until'
        ])
        .where('id', 'in', ids)
        .execute()

/** Tracks with their place, their release's status and availability, and their own. */
export const trackStates = (db: Kysely<DB>, where: { ids: number[] } | { isrc: string }) =>
  db
    .selectFrom('tracks as t')
    .leftJoin('track_links as l', 'l.track_id', 't.id')
    .leftJoin('releases as r', 'r.id', 'l.release_id')
    .leftJoin('track_availability as a', 'a.track_id', 't.id')
    .select([
      't.id',
      't.title',
      't.artist',
      't.duration',
      't.explicit',
      't.status as track_status',
      'l.isrc',
      'l.version',
      'l.release_id',
      'l.disc_number',
      'l.track_number',
      'r.title as release_title',
      'r.status',
      'r.go_live_at',
      'r.availability',
      'r.countries',
      'r.available_from',
      'r.available_until',
      'a.availability as own_availability',
      'a.countries as own_countries',
      'a.available_from as own_from',
      'a.available_until as own_until',
      'a.taken_down_at'
    ])
    .$call((q) => ('ids' in where ? q.where('t.id', 'in', where.ids) : q.where('l.isrc', '=', where.isrc)))
    .execute()

export type TrackState = Awaited<ReturnType<typeof trackStates>>[number]
