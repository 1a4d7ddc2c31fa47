// Lints small fixtures with the project's own ESLint config: the import boundaries must fire where they should.
import { describe, expect, it } from 'vitest'
import { ESLint } from 'eslint'

const eslint = new ESLint({ cwd: process.cwd() })

async function zoneMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((m) => m.ruleId === 'vibeline/import-zones').map((m) => m.message)
}

describe('import zones', () => {
  it('refuses a view importing another view, by alias or by a relative path', async () => {
    const code = [
      "import { fetchPlaylists } from '@/views/music/playlists/playlistsSlice'",
      "import { routes } from '../../../apps/todo/routes'",
      'export const both = [fetchPlaylists, routes]'
    ].join('\n')
    const messages = await zoneMessages('src/views/music/tracks/components/Probe.tsx', code)
    expect(messages).toEqual([
      expect.stringContaining('views/music/tracks imports views/music/playlists'),
      expect.stringContaining('views/music/tracks imports views/apps/todo')
    ])
  })

  it('refuses shared code importing a view or the route table', async () => {
    const code = [
      "import { tracksRoutes } from '@/views/music/tracks/routes'",
      "import { appRoutes } from '@/router/routes'",
      'export const both = [tracksRoutes, appRoutes]'
    ].join('\n')
    const messages = await zoneMessages('src/@core/components/Probe.tsx', code)
    expect(messages).toEqual([
      expect.stringContaining('Shared code (@core) never imports a view (views/music/tracks)'),
      expect.stringContaining('Only the router imports the route table')
    ])
  })

  it("lets a view import itself, its area's shared folder and shared code", async () => {
    const code = [
      "import { fetchTracks } from '../tracksSlice'",
      "import { formatDuration } from '@/views/music/shared/format'",
      "import { Pager } from '@/@core/components/list/Pager'",
      'export const all = [fetchTracks, formatDuration, Pager]'
    ].join('\n')
    expect(await zoneMessages('src/views/music/tracks/components/Probe.tsx', code)).toEqual([])
  })

  it('lets the router import any view', async () => {
    const code = "import { tracksRoutes } from '@/views/music/tracks/routes'\nexport const r = tracksRoutes"
    expect(await zoneMessages('src/router/probe.ts', code)).toEqual([])
  })
})
