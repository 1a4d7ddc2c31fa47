// A real server instance on a fresh database for one test file: a temporary SQLite file, or a fresh
// PostgreSQL schema when TEST_DATABASE_URL (or DATABASE_URL) is set, so test files can run in parallel.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify'
import pg from 'pg'
import { buildApp } from '../app'
import { loadConfig, type ServerConfig } from '../config'
import { openDatabase, type Db } from '../db/engine/database'
import { migrate } from '../db/migrationFiles'
import { createAccount, seedDemo, type SeedOptions } from '../db/seed'

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

export async function startTestServer(
  options: {
    seed?: SeedOptions | false
    config?: Partial<ServerConfig>
    logStream?: NodeJS.WritableStream
  } = {}
): Promise<TestServer> {
  const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined
  const dataDir = mkdtempSync(join(tmpdir(), 'vibeline-api-'))
  let schema: string | undefined
  if (url) {
    schema = `test_${randomBytes(6).toString('hex')}`
    await withPg(url, async (client) => {
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
      ...options.config
    }
  )
  const database = openDatabase({ dataDir, databaseUrl: url, databaseSchema: schema })
  await migrate(database.db, database.dialect, schema)
  for (const role of Object.keys(PASSWORDS) as Role[]) {
    await createAccount(database.db, {
      email: emailOf(role),
      password: PASSWORDS[role],
      role,
      fullName: `Test ${role}`
    })
  }
  if (options.seed !== false) {
    await seedDemo(database.db, config.mediaDir, {
      tracks: 30,
      users: 12,
      playlists: 4,
      histories: 300,
      ...options.seed
    })
  }
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
      if (url && schema) await withPg(url, (client) => client.query(`drop schema ${schema} cascade`))
      rmSync(dataDir, { recursive: true, force: true })
    }
  }
}

export type Peer = { app: FastifyInstance; database: Db; close: () => Promise<void> }

/**
 * A second server instance on the test server's database (on PostgreSQL, its schema), as another process or
 * machine would be: a pool, a LISTEN connection and caches of its own.
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
