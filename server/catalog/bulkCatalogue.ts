// The catalogue place of the tracks a bulk delete removes (track_links, track_artists, track_credits: their rows
// cascade away with the tracks), kept in the operation's `changes` as {catalogue: {links, artists, credits}}, each a
// JSON array of row arrays, so that the undo puts every restored track back exactly where it was. Set-based both
// ways: the JSON is built and read by the engine (one statement per table), never row by row in JS.
// An operation saved before this has no `catalogue`: its tracks are linked from their text (trackText.ts), as then.
import { sql, type RawBuilder, type Transaction } from 'kysely'
import type { Dialect } from '../db/engine/database'
import type { DB } from '../db/schema'
import { savedIds } from './bulkRepository'

/** The key of `changes` holding the saved catalogue rows (left out of the audit: it can be megabytes). */
export const CATALOGUE_KEY = 'catalogue'

const LINK_COLUMNS = ['track_id', 'release_id', 'disc_number', 'track_number', 'isrc', 'version'] as const
const ARTIST_COLUMNS = ['track_id', 'artist_id', 'role', 'position'] as const
const CREDIT_COLUMNS = ['track_id', 'role', 'artist_id', 'name', 'position'] as const

/** The saved rows of `table` as one JSON array of row arrays (an empty array when none). */
function rowsAsJson(dialect: Dialect, table: string, columns: readonly string[], opId: number) {
  const values = sql.join(columns.map((c) => sql.ref(`x.${c}`)))
  const where = sql`x.track_id in (${savedIds(opId)})`
  return dialect === 'postgres'
    ? sql`coalesce((select json_agg(json_build_array(${values})) from ${sql.table(table)} x where ${where}), '[]'::json)`
    : sql`json((select json_group_array(json_array(${values})) from ${sql.table(table)} x where ${where}))`
}

/** Keeps the catalogue rows of the tracks the operation saved in its `changes` (before the delete). */
export async function saveCatalogue(trx: Transaction<DB>, dialect: Dialect, opId: number): Promise<void> {
  const links = rowsAsJson(dialect, 'track_links', LINK_COLUMNS, opId)
  const artists = rowsAsJson(dialect, 'track_artists', ARTIST_COLUMNS, opId)
  const credits = rowsAsJson(dialect, 'track_credits', CREDIT_COLUMNS, opId)
  const record =
    dialect === 'postgres'
      ? sql`json_build_object(${CATALOGUE_KEY}::text, json_build_object('links', ${links}, 'artists', ${artists}, 'credits', ${credits}))::text`
      : sql`json_object(${CATALOGUE_KEY}, json_object('links', ${links}, 'artists', ${artists}, 'credits', ${credits}))`
  await sql`update bulk_operations set changes = ${record} where id = ${opId}`.execute(trx)
}

/** The rows of one saved list (`catalogue.<list>` of the operation's changes), as a SELECT of typed columns. */
function savedRows(
  dialect: Dialect,
  opId: number,
  list: string,
  columns: Record<string, 'integer' | 'text'>
) {
  const entries = Object.entries(columns)
  const select = sql.join(
    entries.map(([name, type], i) =>
      dialect === 'postgres'
        ? sql`(j.value->>${sql.lit(i)})::${sql.raw(type)} as ${sql.id(name)}`
        : sql`json_extract(j.value, ${`$[${i}]`}) as ${sql.id(name)}`
    )
  )
  const from =
    dialect === 'postgres'
      ? sql`bulk_operations o cross join lateral json_array_elements(o.changes::json #> ${`{${CATALOGUE_KEY},${list}}`}) j(value)`
      : sql`bulk_operations o, json_each(o.changes, ${`$.${CATALOGUE_KEY}.${list}`}) j`
  return sql`select ${select} from ${from} where o.id = ${opId}`
}

/**
 * Reads the saved catalogue rows into temporary tables, and names in undo_restored the saved tracks about to be
 * restored (their id is free), marking `exact` those that come back exactly where they were: whose release (if any)
 * and every artist still exist. Call before the tracks are restored; dropCatalogueStage after.
 */
export async function stageCatalogue(trx: Transaction<DB>, dialect: Dialect, opId: number): Promise<void> {
  const run = (query: RawBuilder<unknown>) => query.execute(trx)
  await run(sql`create temp table undo_links (track_id integer primary key, release_id integer,
    disc_number integer not null, track_number integer, isrc text, version text not null)`)
  await run(sql`insert into undo_links (track_id, release_id, disc_number, track_number, isrc, version)
    ${savedRows(dialect, opId, 'links', { track_id: 'integer', release_id: 'integer', disc_number: 'integer', track_number: 'integer', isrc: 'text', version: 'text' })}`)
  await run(sql`create temp table undo_artists (track_id integer not null, artist_id integer not null,
    role text not null, position integer not null, primary key (track_id, role, artist_id))`)
  await run(sql`insert into undo_artists (track_id, artist_id, role, position)
    ${savedRows(dialect, opId, 'artists', { track_id: 'integer', artist_id: 'integer', role: 'text', position: 'integer' })}`)
  await run(sql`create temp table undo_credits (track_id integer not null, role text not null, artist_id integer,
    name text not null, position integer not null)`)
  await run(sql`insert into undo_credits (track_id, role, artist_id, name, position)
    ${savedRows(dialect, opId, 'credits', { track_id: 'integer', role: 'text', artist_id: 'integer', name: 'text', position: 'integer' })}`)
  // A track whose release or one of whose artists was deleted since falls back to the links of its text (the
  // caller's linkFromText, as before the catalogue was saved): a partial place would be neither the old one nor one
  // its text explains. Its credits come back all the same: they name no release and need no artist.
  await run(sql`create temp table undo_restored (track_id integer primary key, exact integer not null)`)
  await run(sql`insert into undo_restored (track_id, exact)
    select b.track_id, case when (exists (select 1 from undo_links l where l.track_id = b.track_id)
        or exists (select 1 from undo_artists a where a.track_id = b.track_id))
      and not exists (select 1 from undo_links l where l.track_id = b.track_id and l.release_id is not null
        and not exists (select 1 from releases r where r.id = l.release_id))
      and not exists (select 1 from undo_artists a where a.track_id = b.track_id
        and not exists (select 1 from artists x where x.id = a.artist_id)) then 1 else 0 end
    from bulk_track_rows b
    where b.operation_id = ${opId} and not exists (select 1 from tracks t where t.id = b.track_id)`)
}

/** The tracks staged to come back exactly, as SQL text to embed. */
export const exactIds: RawBuilder<unknown> = sql`select track_id from undo_restored where exact = 1`

/** The saved tracks not coming back exactly: linked from their text. */
export const textLinkedIds = (opId: number): RawBuilder<unknown> =>
  sql`select track_id from bulk_track_rows where operation_id = ${opId}
    and track_id not in (${exactIds})`

/**
 * Puts back the staged rows of the tracks coming back exactly, and the credits of every restored track (call once
 * the tracks are restored); answers how many ISRCs were left off
 * because another track took them since (the track comes back without one rather than failing the undo).
 */
export async function restoreCatalogue(trx: Transaction<DB>): Promise<{ isrcsTaken: number }> {
  const run = (query: RawBuilder<unknown>) => query.execute(trx)
  const taken = sql`exists (select 1 from track_links x where x.isrc = l.isrc)`
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from undo_links l
    where l.isrc is not null and l.track_id in (${exactIds}) and ${taken}`.execute(trx)
  await run(sql`insert into track_links (track_id, release_id, disc_number, track_number, isrc, version)
    select l.track_id, l.release_id, l.disc_number, l.track_number, case when ${taken} then null else l.isrc end,
      l.version
    from undo_links l where l.track_id in (${exactIds}) order by l.track_id`)
  await run(sql`insert into track_artists (track_id, artist_id, role, position)
    select track_id, artist_id, role, position from undo_artists where track_id in (${exactIds})`)
  // A credited artist deleted since leaves the credit as the plain name it showed.
  await run(sql`insert into track_credits (track_id, role, artist_id, name, position)
    select c.track_id, c.role, (select a.id from artists a where a.id = c.artist_id), c.name, c.position
    from undo_credits c where c.track_id in (select track_id from undo_restored) order by c.track_id, c.position`)
  return { isrcsTaken: Number(rows[0].n) }
}

export async function dropCatalogueStage(trx: Transaction<DB>): Promise<void> {
  for (const table of ['undo_links', 'undo_artists', 'undo_credits', 'undo_restored'])
    await sql`drop table ${sql.table(table)}`.execute(trx)
}
