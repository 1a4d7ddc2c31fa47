// Lints small fixtures with the project's own ESLint config: the server's layers must hold where they should.
import { describe, expect, it } from 'vitest'
import { ESLint } from 'eslint'

const eslint = new ESLint({ cwd: process.cwd() })

async function messages(
  filePath: string,
  code: string,
  rule = 'vibeline/server-import-zones'
): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((m) => m.ruleId === rule).map((m) => m.message)
}

const lines = (...imports: string[]) => [...imports, 'export const used = 1'].join('\n')

describe('server import zones', () => {
  it('refuses any importer of a route module but the app wiring', async () => {
    const code = lines(
      "import { playlistRoutes } from '../playlists/routes'",
      "import { a } from '../accounts/routes/x'"
    )
    expect(await messages('server/stats/service.ts', code)).toEqual([
      expect.stringContaining(
        'Only the app wiring (server/app.ts) imports route modules: stats/service.ts imports playlists/routes'
      ),
      expect.stringContaining('stats/service.ts imports accounts/routes/x')
    ])
    expect(
      await messages('server/playlists/authRoutes.ts', lines("import { x } from './otherRoutes'"))
    ).toEqual([expect.stringContaining('imports playlists/otherRoutes')])
  })

  it("refuses a route importing another area's repository", async () => {
    const code = lines("import { findUser } from '../accounts/usersRepository'")
    expect(await messages('server/playlists/routes.ts', code)).toEqual([
      expect.stringContaining('A route reads another area through its service, not its repository')
    ])
  })

  it('refuses a repository importing a route or a service', async () => {
    const code = lines(
      "import { statsRoutes } from './routes'",
      "import { overview } from '../stats/service'"
    )
    expect(await messages('server/stats/repository.ts', code)).toEqual([
      expect.stringContaining('Only the app wiring'),
      expect.stringContaining('A repository imports no service: stats/repository.ts imports stats/service')
    ])
  })

  it('refuses Fastify and Node-only modules in services and repositories', async () => {
    const code = lines(
      "import type { FastifyInstance } from 'fastify'",
      "import helmet from '@fastify/helmet'",
      "import { randomUUID } from 'node:crypto'",
      "import { readFile } from 'fs/promises'"
    )
    expect(await messages('server/accounts/sessionsService.ts', code)).toEqual([
      expect.stringContaining('A service imports no Fastify (fastify)'),
      expect.stringContaining('A service imports no Fastify (@fastify/helmet)'),
      expect.stringContaining('A service imports no Node-only module (node:crypto)'),
      expect.stringContaining('A service imports no Node-only module (fs/promises)')
    ])
    expect(await messages('server/audit/repository.ts', lines("import { join } from 'node:path'"))).toEqual([
      expect.stringContaining('A repository imports no Node-only module (node:path)')
    ])
  })

  it("refuses Node's globals in services and repositories", async () => {
    const code = 'export const port = process.env.PORT\nexport const bytes = Buffer.from("x")'
    expect(await messages('server/media/service.ts', code, 'no-restricted-globals')).toHaveLength(2)
  })

  it('lets layers import downwards, within their area and across areas through services', async () => {
    expect(
      await messages(
        'server/playlists/routes.ts',
        lines(
          "import type { FastifyPluginAsync } from 'fastify'",
          "import { PlaylistsService } from './service'",
          "import { findRows } from './repository'",
          "import { can } from '../accounts/guard'",
          "import { UsersService } from '../accounts/usersService'"
        )
      )
    ).toEqual([])
    expect(
      await messages(
        'server/playlists/service.ts',
        lines(
          "import { sql } from 'kysely'",
          "import { findRows } from './repository'",
          "import { recordAudit } from '../audit/repository'"
        )
      )
    ).toEqual([])
    expect(
      await messages(
        'server/playlists/repository.ts',
        lines("import { inTransaction } from '../db/engine/transaction'")
      )
    ).toEqual([])
  })

  it('lets the app wiring import routes, and a test use Node', async () => {
    expect(
      await messages('server/app.ts', lines("import { playlistRoutes } from './playlists/routes'"))
    ).toEqual([])
    expect(
      await messages('server/playlists/service.test.ts', lines("import { readFile } from 'node:fs/promises'"))
    ).toEqual([])
  })
})
