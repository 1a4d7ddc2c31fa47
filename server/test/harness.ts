// A real server instance on a fresh database for one test file: a temporary SQLite file, or a PostgreSQL database
// (a schema without templates) of its own when TEST_DATABASE_URL (or DATABASE_URL) is set, so test files can run in
// parallel. Each starts as a copy of the run's template of that seed (templates.ts).
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import pg from 'pg'
import { buildApp } from '../app'
import { loadConfig, type ServerConfig } from '../config'
import { openDatabase, type Db } from '../db/engine/database'
import { migrate } from '../db/migrationFiles'
import { createAccount, seedDemo, type SeedOptions } from '../db/seed'
import {
  copyPostgresTemplate,
  copySqliteTemplate,
  dropPostgresCopy,
  TEMPLATE_SCHEMA,
  templatesOfRun
} from './templates'

export const PASSWORDS = {
  admin: 'admin-pass-123',
  editor: 'editor-pass-123',
  viewer: 'viewer-pass-123'
} as const
export type Role = keyof typeof PASSWORDS
export const emailOf = (role: Role) => `${role}@test.vibeline`

export type TestServer = {
  app: FastifyInstance
  database: Db
  config: ServerConfig
  /** An access token of the given role. */
  token: (role: Role) => Promise<string>
  /** app.inject with the role's Bearer token. */
  as: (role: Role | null, options: InjectOptions) => Promise<LightMyRequestResponse>
  /** Every row of every table, to prove a request changed nothing. */
  snapshot: () => Promise<string>
  close: () => Promise<void>
}

async function withPg<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await fn(client)
  } finally {
    await client.end()
  }
}

/** Migrates an empty database, adds an account per role (PASSWORDS) and seeds it. */
async function fill(database: Db, schema: string | undefined, mediaDir: string, seed: SeedOptions | false) {
  await migrate(database.db, database.dialect, schema)
  for (const role of Object.keys(PASSWORDS) as Role[]) {
    await createAccount(database.db, {
      email: emailOf(role),
      password: PASSWORDS[role],
      role,
      fullName: `Test ${role}`
    })
  }
  if (seed !== false) {
    mkdirSync(mediaDir, { recursive: true })
    await seedDemo(database.db, mediaDir, seed)
  }
}

export async function startTestServer(
  options: {
    seed?: SeedOptions | false
    config?: Partial<ServerConfig>
    logStream?: NodeJS.WritableStream
  } = {}
): Promise<TestServer> {
  const baseUrl = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined
  const dataDir = mkdtempSync(join(tmpdir(), 'vibeline-api-'))
  const seed: SeedOptions | false =
    options.seed === false ? false : { tracks: 30, users: 12, playlists: 4, histories: 300, ...options.seed }
  const fromTemplate = templatesOfRun() !== undefined
  // Where the tables are: a copy of the run's template database, or a schema of its own made and filled here.
  let url = baseUrl
  let schema: string | undefined
  // The default seed is common enough to have a template of its own; other seeds are seeded on a copy of the
  // migrated database with the accounts.
  const templateSeed = seed === false || Object.keys(options.seed ?? {}).length === 0 ? seed : false
  if (baseUrl && fromTemplate) {
    url = await copyPostgresTemplate(
      baseUrl,
      JSON.stringify(templateSeed),
      dataDir,
      async (templateUrl, dir) => {
        const template = openDatabase({
          dataDir: dir,
          databaseUrl: templateUrl,
          databaseSchema: TEMPLATE_SCHEMA
        })
        try {
          await fill(template, TEMPLATE_SCHEMA, join(dir, 'media'), templateSeed)
        } finally {
          await template.close()
        }
      }
    )
    schema = TEMPLATE_SCHEMA
  } else if (baseUrl) {
    schema = `test_${randomBytes(6).toString('hex')}`
    await withPg(baseUrl, async (client) => {
      await client.query(`create schema ${schema}`)
      // Extensions are per database; test files may race to create it, so retry once.
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          await client.query('create extension if not exists pg_trgm with schema public')
          break
        } catch (err) {
          if (attempt === 2) throw err
        }
      }
    })
  } else if (fromTemplate) {
    await copySqliteTemplate(JSON.stringify(templateSeed), dataDir, async (dir) => {
      const template = openDatabase({ dataDir: dir })
      try {
        await fill(template, undefined, join(dir, 'media'), templateSeed)
      } finally {
        await template.close()
      }
    })
  }
  const config = loadConfig(
    { DATA_DIR: dataDir, JWT_SECRET: 'test-secret-that-is-long-enough-0123456789' },
    {
      databaseUrl: url,
      databaseSchema: schema,
      staticDir: undefined,
      loginRateMax: 1000,
      loginAddressMax: 1000,
      registerRateMax: 1000,
      // Tests fold plays into the play counts by hand (foldPlayCounts), so snapshots do not change under them.
      playCountFoldMs: 0,
      tableMaintenanceMs: 0,
      undoExpiryMs: 0,
      // Tests make scheduled releases live by hand or ask for the job (server/releaseLifecycle.test.ts).
      goLiveMs: 0,
      // No job queue worker (on PostgreSQL it would start pg-boss); webhook tests ask for one.
      queuePollMs: 0,
      // Uploads are not analysed (ffmpeg in every upload test); the audio tests ask for it.
      audioAnalysis: false,
      ...options.config
    }
  )
  const database = openDatabase({ dataDir, databaseUrl: url, databaseSchema: schema })
  if (!fromTemplate) await fill(database, schema, config.mediaDir, seed)
  else if (templateSeed === false && seed !== false) await seedDemo(database.db, config.mediaDir, seed)
  const app = await buildApp({ config, database, logStream: options.logStream as never })
  await app.ready()

  const tokens = new Map<Role, string>()
  const token = async (role: Role) => {
    let value = tokens.get(role)
    if (!value) {
      const res = await app.inject({
        method: 'POST',
        url: '/jwt/login',
        payload: { email: emailOf(role), password: PASSWORDS[role] }
      })
      if (res.statusCode !== 200) throw new Error(`login as ${role} failed: ${res.body}`)
      value = res.json().accessToken as string
      tokens.set(role, value)
    }
    return value
  }

  return {
    app,
    database,
    config,
    token,
    as: async (role, inject) =>
      app.inject({
        ...inject,
        headers: {
          ...(inject.headers ?? {}),
          ...(role ? { authorization: `Bearer ${await token(role)}` } : {})
        }
      }),
    snapshot: async () => {
      const parts: string[] = []
      for (const table of ['users', 'tracks', 'playlists', 'playlist_tracks', 'play_histories'] as const) {
        const rows = await database.db.selectFrom(table).selectAll().execute()
        rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)))
        parts.push(`${table}:${JSON.stringify(rows)}`)
      }
      const { readdirSync } = await import('node:fs')
      parts.push(`media:${readdirSync(config.mediaDir).sort().join(',')}`)
      return parts.join('\n')
    },
    close: async () => {
      await app.close()
      await database.close()
      if (baseUrl && url !== baseUrl) await dropPostgresCopy(baseUrl, url!)
      else if (baseUrl && schema)
        await withPg(baseUrl, (client) => client.query(`drop schema ${schema} cascade`))
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

export type Peer = { app: FastifyInstance; database: Db; close: () => Promise<void> }

/**
 * A second server instance on the test server's database (on PostgreSQL, its schema), as another process or
 * machine would be: a pool of its own.
 */
export async function startPeer(server: TestServer): Promise<Peer> {
  const { config } = server
  const database = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    databaseSchema: config.databaseSchema
  })
  const app = await buildApp({ config, database })
  await app.ready()
  return {
    app,
    database,
    close: async () => {
      await app.close()
      await database.close()
    }
  }
}
