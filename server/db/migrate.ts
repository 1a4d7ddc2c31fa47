// Runs the migrations: each is a file of plain SQL per engine (server/db/migrations/<engine>/NNNN_name.sql), frozen
// once released. A file is never edited to change a database; a new file with the next number does it, so that new
// and upgraded databases go through the same statements. The texts come from the host: Node reads the folder
// (db/migrationFiles.ts); a browser build would bundle them. This module uses nothing but Kysely.
import { Migrator, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely'
import { splitStatements, type Engine } from './sqlStatements'

/** Each migration's SQL by its name (its file name without `.sql`), for one engine. */
export type MigrationTexts = Record<string, string>
/** Gives the migration texts of an engine. */
export type LoadMigrations = (engine: Engine) => Promise<MigrationTexts>

/** A migration's name: four digits, then words in lower case (`0025_oidc_identities`). */
const NAME = /^\d{4}_[a-z0-9_]+$/

/**
 * The names migrations had when they were TypeScript (up to commit 18293db), and their files' names. Kysely records
 * the name of each migration it ran in kysely_migration; a database made before the files existed knows the old
 * names, and without this it would take every file for a new migration (and fail on tables that exist). Frozen:
 * migrations added since have only their file's name.
 */
export const FORMER_NAMES: Readonly<Record<string, string>> = {
  '0005_session_devices': '0006_session_devices',
  '0006_play_rollups': '0007_play_rollups',
  '0007_track_counts': '0008_track_counts',
  '0008_audit_log': '0009_audit_log',
  '0008b_bulk_operations': '0010_bulk_operations',
  '0009_api_keys': '0011_api_keys',
  '0009b_audio_hash': '0012_audio_hash',
  '0009c_bulk_rows_audio_hash': '0013_bulk_rows_audio_hash',
  '0010_user_search': '0014_user_search',
  '0010b_keyword_instances': '0015_keyword_instances',
  '0011_bulk_track_edits': '0016_bulk_track_edits',
  '0012_play_count_fold': '0017_play_count_fold',
  '0013_genre_band': '0018_genre_band',
  '0014_bulk_count_triggers': '0019_bulk_count_triggers',
  '0015_rollups_follow_tracks': '0020_rollups_follow_tracks',
  '0016_session_notifications': '0021_session_notifications',
  '0017_list_version': '0022_list_version',
  '0018_play_count_pending': '0023_play_count_pending',
  '0019_list_version_postgres': '0024_list_version_postgres'
}

const MIGRATION_TABLE = 'kysely_migration'

/** A migration running the statements of its text in order; forward only. */
function migrationOf(name: string, text: string, engine: Engine): Migration {
  const statements = splitStatements(text, engine)
  return {
    async up(db) {
      for (const [i, statement] of statements.entries()) {
        try {
          await sql.raw(statement).execute(db)
        } catch (err) {
          const reason = err instanceof Error ? err.message : String(err)
          throw new Error(`statement ${i + 1} of ${name}.sql: ${reason}`, { cause: err })
        }
      }
    },
    async down() {
      throw new Error('Vibeline migrations are forward-only')
    }
  }
}

/** The provider Kysely's Migrator takes, of checked texts. */
export function migrationProvider(texts: MigrationTexts, engine: Engine): MigrationProvider {
  const migrations: Record<string, Migration> = {}
  const numbers = new Map<string, string>()
  for (const [name, text] of Object.entries(texts)) {
    if (!NAME.test(name)) throw new Error(`${name}.sql: a migration is named NNNN_words_in_lower_case.sql`)
    const number = name.slice(0, 4)
    const other = numbers.get(number)
    if (other) throw new Error(`${other}.sql and ${name}.sql have the same number`)
    numbers.set(number, name)
    migrations[name] = migrationOf(name, text, engine)
  }
  return { getMigrations: async () => migrations }
}

/**
 * Gives the migrations a database ran under their former names (FORMER_NAMES) their files' names. One UPDATE, so
 * the renaming is all or nothing on both engines; it finds nothing to rename once done. On SQLite it runs in the
 * start-up transaction when there is one (Db.exclusive).
 */
async function renameFormerMigrations(db: Kysely<unknown>, engine: Engine, schema?: string): Promise<void> {
  const table = schema ? sql.id(schema, MIGRATION_TABLE) : sql.id(MIGRATION_TABLE)
  const found =
    engine === 'sqlite'
      ? await sql`select 1 from sqlite_master where type = 'table' and name = ${MIGRATION_TABLE}`.execute(db)
      : await sql`select 1 where to_regclass(${schema ? `${quoted(schema)}.${MIGRATION_TABLE}` : MIGRATION_TABLE}) is not null`.execute(
          db
        )
  if (found.rows.length === 0) return
  const renamed = Object.entries(FORMER_NAMES)
  await sql`update ${table} set name = case name ${sql.join(
    renamed.map(([former, now]) => sql`when ${sql.lit(former)} then ${sql.lit(now)}`),
    sql` `
  )} end where name in (${sql.join(renamed.map(([former]) => sql.lit(former)))})`.execute(db)
}

const quoted = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`

/**
 * Brings the database up to the last migration `load` gives. `schema`: a PostgreSQL schema of its own (tests), which
 * also holds its migration bookkeeping.
 */
export async function runMigrations(
  db: Kysely<any>, // eslint-disable-line @typescript-eslint/no-explicit-any
  engine: Engine,
  load: LoadMigrations,
  schema?: string
): Promise<void> {
  const provider = migrationProvider(await load(engine), engine)
  await renameFormerMigrations(db, engine, schema)
  const migrator = new Migrator({ db, provider, ...(schema ? { migrationTableSchema: schema } : {}) })
  const { error, results } = await migrator.migrateToLatest()
  const failed = results?.find((r) => r.status === 'Error')
  if (error || failed) {
    throw new Error(
      `Migration ${failed?.migrationName ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error }
    )
  }
}
