// Template databases for the test servers (harness.ts): migrating, hashing the accounts' passwords and seeding took
// seconds per test file (PostgreSQL's migrations alone about three), the same work every time. Each kind of
// database is made once per run, on first use, and every test file gets a copy of it: the data folder copied
// (SQLite: the database file and the media beside it), or `CREATE DATABASE … TEMPLATE` (PostgreSQL).
//
// The run's templates live where templateSetup.ts (the projects' globalSetup) says; without it (a file run under
// another config) startTestServer builds its database from nothing, as before.
import { createHash, randomBytes } from 'node:crypto'
import { cpSync, existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The folder of this run's SQLite templates; also names its PostgreSQL templates. */
    serverTemplates?: { dir: string; run: string }
  }
}

/** The schema that holds the tables in a PostgreSQL template and in each copy of it. */
export const TEMPLATE_SCHEMA = 'vibeline_test'

export function templatesOfRun(): { dir: string; run: string } | undefined {
  try {
    return inject('serverTemplates')
  } catch {
    return undefined
  }
}

const digest = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 10)

/**
 * A copy of the SQLite template `key` in `dataDir` (which must not exist yet), the template made first by `build`
 * in an empty folder if no worker has made it yet. Workers that race build one each; the first rename wins.
 */
export async function copySqliteTemplate(
  key: string,
  dataDir: string,
  build: (dir: string) => Promise<void>
): Promise<void> {
  const run = templatesOfRun()!
  const dir = join(run.dir, `sqlite-${digest(key)}`)
  if (!existsSync(join(dir, '.ready'))) {
    mkdirSync(run.dir, { recursive: true })
    const building = mkdtempSync(join(run.dir, 'building-'))
    await build(building)
    writeFileSync(join(building, '.ready'), '')
    try {
      renameSync(building, dir)
    } catch {
      // Another worker's template got there first: the same content.
      rmSync(building, { recursive: true, force: true })
    }
  }
  cpSync(dir, dataDir, { recursive: true, filter: (source) => !source.endsWith('.ready') })
}

function databaseUrl(url: string, database: string): string {
  const next = new URL(url)
  next.pathname = `/${database}`
  return next.toString()
}

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

const nameOf = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1))

/**
 * The prefix of the run's templates and copies: the database that `url` names (so that the cleanup of
 * .ci/postgres-tests.sh finds them) and the run.
 */
const prefixOf = (url: string, run = templatesOfRun()!.run) => `${nameOf(url).slice(0, 36)}_${run}_`

/**
 * A new database copied from the PostgreSQL template `key` (its tables in TEMPLATE_SCHEMA), the template made first
 * by `build` if no worker has made it yet, and a copy of the files `build` wrote in the folder it is given put in
 * `dataDir`; answers the copy's URL. An advisory lock makes one worker build it while
 * the others wait: a template cannot be copied while anyone is connected to it.
 */
export async function copyPostgresTemplate(
  url: string,
  key: string,
  dataDir: string,
  build: (templateUrl: string, dir: string) => Promise<void>
): Promise<string> {
  const template = `${prefixOf(url)}tpl_${digest(key)}`
  // What the seed writes beside the database (media files) is part of the template too.
  const dir = join(templatesOfRun()!.dir, `postgres-${digest(key)}`)
  await withClient(url, async (client) => {
    await client.query('select pg_advisory_lock(hashtext($1))', [template])
    try {
      const { rows } = await client.query<{ datistemplate: boolean }>(
        'select datistemplate from pg_database where datname = $1',
        [template]
      )
      if (rows[0]?.datistemplate) return
      // A template half made by a worker that died: made again.
      if (rows.length > 0) await client.query(`drop database ${template} with (force)`)
      await client.query(`create database ${template}`)
      const templateUrl = databaseUrl(url, template)
      await withClient(templateUrl, async (own) => {
        await own.query('create extension if not exists pg_trgm with schema public')
        await own.query(`create schema ${TEMPLATE_SCHEMA}`)
      })
      rmSync(dir, { recursive: true, force: true })
      mkdirSync(dir, { recursive: true })
      await build(templateUrl, dir)
      // Marks it finished (and copyable); build closed its connections.
      await client.query(`alter database ${template} is_template true`)
    } finally {
      await client.query('select pg_advisory_unlock(hashtext($1))', [template])
    }
  })
  cpSync(dir, dataDir, { recursive: true })
  const copy = `${prefixOf(url)}t_${randomBytes(5).toString('hex')}`
  await withClient(url, (client) => client.query(`create database ${copy} template ${template}`))
  return databaseUrl(url, copy)
}

/** Drops a copy made by copyPostgresTemplate. */
export async function dropPostgresCopy(url: string, copyUrl: string): Promise<void> {
  await withClient(url, (client) => client.query(`drop database if exists ${nameOf(copyUrl)} with (force)`))
}

/** Drops the run's PostgreSQL templates and any copy a test file left (templateSetup.ts's teardown). */
export async function dropPostgresTemplates(url: string, run: string): Promise<void> {
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      'select datname from pg_database where starts_with(datname, $1)',
      [prefixOf(url, run)]
    )
    for (const { datname } of rows) {
      await client.query(`alter database ${datname} is_template false`)
      await client.query(`drop database if exists ${datname} with (force)`)
    }
  })
}
