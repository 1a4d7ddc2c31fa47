// What the readiness checks read about a release: its fields and, for each track in order, its ISRC, explicit flag,
// status and how many credits and artists of each role it has. The cover's size is not stored, so it is unknown.
import type { Kysely, Transaction } from 'kysely'
import type { ReadinessSubject, ReadinessTrack } from '../../src/contracts/readiness'
import type { DB } from '../db/schema'
import { tracklist } from './releasesRepository'

type Db = Kysely<DB> | Transaction<DB>

const countsBy = (rows: { track_id: number; role: string; n: number | string | bigint }[]) => {
  const out = new Map<number, Record<string, number>>()
  for (const r of rows) out.set(r.track_id, { ...(out.get(r.track_id) ?? {}), [r.role]: Number(r.n) })
  return out
}

/** The subject of the checks, or undefined when there is no such release. */
export async function readinessSubject(
  db: Db,
  id: number,
  today: string
): Promise<ReadinessSubject | undefined> {
  const release = await db
    .selectFrom('releases')
    .select(['title', 'label', 'upc', 'p_line', 'c_line', 'explicit', 'status', 'original_release_date'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!release) return undefined
  const tracks = await tracklist(db, id)
  const ids = tracks.map((t) => t.track_id)
  const [flags, credits, artists] = ids.length
    ? await Promise.all([
        db.selectFrom('tracks').select(['id', 'explicit', 'status']).where('id', 'in', ids).execute(),
        db
          .selectFrom('track_credits')
          .select((eb) => ['track_id', 'role', eb.fn.countAll<number>().as('n')])
          .where('track_id', 'in', ids)
          .groupBy(['track_id', 'role'])
          .execute(),
        db
          .selectFrom('track_artists')
          .select((eb) => ['track_id', 'role', eb.fn.countAll<number>().as('n')])
          .where('track_id', 'in', ids)
          .groupBy(['track_id', 'role'])
          .execute()
      ])
    : [[], [], []]
  const flagOf = new Map(flags.map((f) => [f.id, f]))
  const creditsOf = countsBy(credits)
  const artistsOf = countsBy(artists)
  return {
    release: {
      title: release.title,
      label: release.label,
      upc: release.upc,
      p_line: release.p_line,
      c_line: release.c_line,
      explicit: Number(release.explicit) === 1,
      status: release.status,
      original_release_date: release.original_release_date,
      cover_width: null,
      cover_height: null
    },
    tracks: tracks.map((t, i): ReadinessTrack => ({
      track_id: t.track_id,
      number: i + 1,
      title: t.title,
      version: t.version,
      isrc: t.isrc,
      explicit: Number(flagOf.get(t.track_id)?.explicit ?? 0) === 1,
      status: flagOf.get(t.track_id)?.status ?? 'draft',
      credits: creditsOf.get(t.track_id) ?? {},
      artists: artistsOf.get(t.track_id) ?? {}
    })),
    today
  }
}
