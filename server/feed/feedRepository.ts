// The feed's queries: a keyset page of the change log with the current state of the releases and tracks it names,
// and one track's state by ISRC.
// Positions are handed out in commit order on both engines (migration 0036: SQLite writes one transaction at a time;
// PostgreSQL numbers a transaction's changes as it commits, under a lock), so a reader always sees a prefix of the
// log and a keyset page after a position never misses a row that commits later.
import { sql, type Kysely } from 'kysely'
import { compiledOnce } from '../db/compiled'
import type { Dialect } from '../db/engine/database'
import { GENERIC_PLAN } from '../db/engine/genericPlan'
import type { DB } from '../db/schema'

export type ChangeRow = { kind: 'release' | 'track'; entity_id: number; position: number; changed_at: string }

/** A release's columns in a page row, prefixed, all null when the entry is not a release or the release is gone. */
type ReleaseColumns = {
  r_id: number | null
  r_title: string | null
  r_upc: string | null
  r_type: string | null
  r_label: string | null
  r_explicit: number | null
  r_status: string | null
  r_go_live_at: string | null
  r_availability: string | null
  r_countries: string | null
  r_available_from: string | null
  r_available_until: string | null
}

/** A track's columns in a page row, as trackStates names them; id is null when the entry is not a live track. */
type TrackColumns = { [K in keyof TrackState]: TrackState[K] | null }

export type PageRow = ChangeRow & ReleaseColumns & TrackColumns

const RELEASE_COLUMNS = sql.raw(`r.id as r_id, r.title as r_title, r.upc as r_upc, r.type as r_type,
  r.label as r_label, r.explicit as r_explicit, r.status as r_status, r.go_live_at as r_go_live_at,
  r.availability as r_availability, r.countries as r_countries, r.available_from as r_available_from,
  r.available_until as r_available_until`)

const TRACK_COLUMNS =
  sql.raw(`t.id, t.title, t.artist, t.duration, t.explicit, t.status as track_status, l.isrc,
  l.version, l.release_id, l.disc_number, l.track_number, tr.title as release_title, tr.status, tr.go_live_at,
  tr.availability, tr.countries, tr.available_from, tr.available_until, a.availability as own_availability,
  a.countries as own_countries, a.available_from as own_from, a.available_until as own_until, a.taken_down_at`)

const TRACK_JOINS =
  sql.raw(`left join track_links l on l.track_id = t.id left join releases tr on tr.id = l.release_id
  left join track_availability a on a.track_id = t.id`)

const pageStatements = new WeakMap<
  Kysely<DB>,
  (values: { after: number; limit: number }) => Promise<PageRow[]>
>()

/**
 * A keyset page of the change log with each entry's current release or track, in one statement: one round trip, a
 * fixed text (no list of ids), each entry a lookup by primary key. PostgreSQL: each state is a LATERAL subquery
 * (LIMIT 1 keeps it one), so the plan is a nested loop over the page whatever the planner estimates for a LIMIT it
 * does not know, and that generic plan is kept; the plain joins on the entry's kind were planned as hash joins over
 * the whole tables. SQLite has no LATERAL and always walks the page first, with a lookup per join.
 */
export function changesWithStates(
  db: Kysely<DB>,
  dialect: Dialect,
  after: number,
  limit: number
): Promise<PageRow[]> {
  let statement = pageStatements.get(db)
  if (!statement) {
    statement = compiledOnce(db, ['after', 'limit'], (v) => {
      const page = sql`(select kind, entity_id, position, changed_at from catalog_changes where position > ${v.after}
        order by position limit ${v.limit}) c`
      const query =
        dialect === 'postgres'
          ? sql<PageRow>`select ${sql.raw(GENERIC_PLAN)} c.kind, c.entity_id, c.position, c.changed_at, re.*, tr.*
            from ${page}
            left join lateral (select ${RELEASE_COLUMNS} from releases r
              where c.kind = 'release' and r.id = c.entity_id limit 1) re on true
            left join lateral (select ${TRACK_COLUMNS} from tracks t ${TRACK_JOINS}
              where c.kind = 'track' and t.id = c.entity_id limit 1) tr on true
            order by c.position`
          : sql<PageRow>`select c.kind, c.entity_id, c.position, c.changed_at, ${RELEASE_COLUMNS}, ${TRACK_COLUMNS}
            from ${page}
            left join releases r on c.kind = 'release' and r.id = c.entity_id
            left join tracks t on c.kind = 'track' and t.id = c.entity_id ${TRACK_JOINS}
            order by c.position`
      // compiledOnce takes a query builder; a raw query compiles against the database.
      return { compile: () => query.compile(db) }
    })
    pageStatements.set(db, statement)
  }
  return statement({ after, limit })
}

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
