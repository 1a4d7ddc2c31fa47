// The plays of one track (or of every track) as the play history list reads them: a page with its total from the
// daily roll-ups, and keyset chunks for the export.
import { sql, type Kysely, type SqlBool } from 'kysely'
import type { PlayHistory } from '../../src/contracts/music'
import type { Dialect } from '../db/engine/database'
import { pageWith } from '../db/pageWith'
import type { DB } from '../db/schema'

export type SortDir = 'asc' | 'desc'

export async function trackExists(db: Kysely<DB>, trackId: number) {
  const track = await db.selectFrom('tracks').select('id').where('id', '=', trackId).executeTakeFirst()
  return track !== undefined
}

function plays(db: Kysely<DB>, trackId: number | undefined) {
  const query = db
    .selectFrom('play_histories')
    .innerJoin('users', 'users.id', 'play_histories.user_id')
    .select([
      'play_histories.id',
      'play_histories.track_id',
      'play_histories.user_id',
      'users.full_name as user_name',
      'play_histories.played_at',
      'play_histories.seconds_played',
      'play_histories.device',
      'play_histories.country'
    ])
  return trackId === undefined ? query : query.where('play_histories.track_id', '=', trackId)
}

/** The plays after `after` in (played_at, id) order, at most `limit`. */
export function playsAfter(
  db: Kysely<DB>,
  trackId: number | undefined,
  dir: SortDir,
  after: PlayHistory | undefined,
  limit: number
) {
  const cmp = dir === 'desc' ? sql`<` : sql`>`
  let query = plays(db, trackId)
  if (after)
    query = query.where(
      sql<SqlBool>`(play_histories.played_at, play_histories.id) ${cmp} (${after.played_at}, ${after.id})`
    )
  return query
    .orderBy('play_histories.played_at', dir)
    .orderBy('play_histories.id', dir)
    .limit(limit)
    .execute() as Promise<PlayHistory[]>
}

/**
 * One page of plays and their total, or null when the track asked for does not exist. The total comes from the
 * daily roll-ups (kept with every stored or deleted play, in the same transaction): at most a row per day, where
 * counting a hit's plays reads hundreds of thousands of index entries.
 */
export async function playsPage(
  db: Kysely<DB>,
  dialect: Dialect,
  trackId: number | undefined,
  page: { page: number; per_page: number; sort_dir: SortDir }
): Promise<{ rows: PlayHistory[]; total: number } | null> {
  const { per_page, sort_dir } = page
  const rows = plays(db, trackId)
    .orderBy('play_histories.played_at', sort_dir)
    .orderBy('play_histories.id', sort_dir)
    .limit(per_page)
    .offset((page.page - 1) * per_page)
  const count =
    trackId !== undefined
      ? db
          .selectFrom('play_daily_tracks')
          .where('track_id', '=', trackId)
          .select((eb) => eb.fn.sum<number>('plays').as('n'))
      : db.selectFrom('play_daily').select((eb) => eb.fn.sum<number>('plays').as('n'))
  if (dialect === 'postgres') {
    // One statement: whether the track exists, the total and the page (each round trip cost more CPU than these
    // reads). The plays are read from the track's index or the date index whatever the values, so the plan is made
    // once.
    const found = trackId === undefined ? sql`true` : sql`exists (select 1 from tracks where id = ${trackId})`
    const { rows: data, extra } = await pageWith<
      PlayHistory,
      { list_found: boolean; list_total: number | null }
    >(db, {
      generic: true,
      extra: sql`select ${found} as list_found, ${count} as list_total`,
      page: rows,
      column: 'played_at',
      dir: sort_dir
    })
    if (!extra.list_found) return null
    return { rows: data, total: Number(extra.list_total ?? 0) }
  }
  if (trackId !== undefined && !(await trackExists(db, trackId))) return null
  const [data, total] = await Promise.all([rows.execute(), count.executeTakeFirstOrThrow()])
  return { rows: data as PlayHistory[], total: Number(total.n ?? 0) }
}
