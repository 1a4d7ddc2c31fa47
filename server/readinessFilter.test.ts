// The release list's "has errors" filter (issue 37) against its oracle: for every release, the list puts it under
// has_errors=true exactly when the readiness checks the release page shows find an error, and the count agrees.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gtinCheckDigit } from '../src/contracts/catalogue'
import { BULK_PATHS } from '../src/contracts/bulk'
import { trackInputOf } from '../src/contracts/music'
import { LIFECYCLE_PATHS } from '../src/contracts/releaseLifecycle'
import { startTestServer, type Role, type TestServer } from './test/harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: { tracks: 6, users: 2, playlists: 1, histories: 10 } })
})
afterAll(() => server?.close())

const ok = async (role: Role, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) => {
  const res = await server.as(role, { method, url, ...(payload ? { payload } : {}) })
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300)
  return res.json()
}

let serial = 0
const next = () => String(++serial).padStart(5, '0')
const upc = () => {
  const body = `2${next().padStart(10, '0')}`
  return `${body}${gtinCheckDigit(body)}`
}

type Defects = {
  upc?: boolean
  pLine?: boolean
  tracks?: number
  isrc?: boolean
  composer?: boolean
  explicitTrack?: boolean
  explicitRelease?: boolean
  draftTrack?: boolean
}

/** A release with the given defects (false: left out); by default one that passes every error rule. */
async function release(title: string, d: Defects = {}) {
  const artist = (await ok('editor', 'POST', '/admin/v2/artists', { name: `Artist of ${title}` })).data
  const created = (
    await ok('editor', 'POST', '/admin/v2/releases', {
      title,
      artist_ids: [artist.id],
      upc: d.upc === false ? null : upc(),
      p_line: d.pLine === false ? '' : '℗ 2027 Vibeline',
      explicit: d.explicitRelease ?? false
    })
  ).data
  for (let i = 0; i < (d.tracks ?? 1); i++) {
    const track = (
      await ok('editor', 'POST', '/admin/v2/tracks', {
        title: `${title} ${i + 1}`,
        artist: artist.name,
        genre: 'pop',
        duration: 180,
        status: d.draftTrack ? 'draft' : 'published',
        explicit: d.explicitTrack ?? false
      })
    ).data
    await ok('editor', 'PUT', `/admin/v2/tracks/${track.id}/catalogue`, {
      release_id: created.id,
      isrc: d.isrc === false ? null : `GB-VBF-27-${next()}`,
      artists: [{ artist_id: artist.id, role: 'main' }],
      credits: d.composer === false ? [{ role: 'producer', name: 'P' }] : [{ role: 'composer', name: 'C' }]
    })
  }
  return created.id as number
}

const listed = async (hasErrors: boolean) => {
  const filters = encodeURIComponent(JSON.stringify({ has_errors: hasErrors }))
  const page = await ok('viewer', 'GET', `/admin/v2/releases?per_page=100&filters=${filters}`)
  return {
    ids: (page.data as { id: number }[]).map((r) => r.id).sort((a, b) => a - b),
    total: page.page_meta.total
  }
}

describe('the release list filtered by readiness errors', () => {
  it('lists exactly the releases whose readiness checks find an error, and counts them', async () => {
    const made = {
      ready: await release('Ready'),
      warningsOnly: await release('Only warnings feat. Someone', { draftTrack: true }),
      explicitCovered: await release('Explicit and marked', { explicitTrack: true, explicitRelease: true }),
      noUpc: await release('No UPC', { upc: false }),
      noPLine: await release('No P line', { pLine: false }),
      noTracks: await release('No tracks', { tracks: 0 }),
      noIsrc: await release('No ISRC', { tracks: 2, isrc: false }),
      noComposer: await release('No composer', { composer: false }),
      explicitUncovered: await release('Explicit, not marked', { explicitTrack: true })
    }
    const all = (await ok('viewer', 'GET', '/admin/v2/releases?per_page=100')).data as { id: number }[]
    const expected: number[] = []
    for (const { id } of all) {
      const readiness = (await ok('viewer', 'GET', LIFECYCLE_PATHS.readiness(id))).data
      if (readiness.errors > 0) expected.push(id)
    }
    expected.sort((a, b) => a - b)
    const withErrors = await listed(true)
    const without = await listed(false)
    expect(withErrors.ids).toEqual(expected)
    expect(withErrors.total).toBe(expected.length)
    expect(without.ids).toEqual(
      all
        .map((r) => r.id)
        .filter((id) => !expected.includes(id))
        .sort((a, b) => a - b)
    )
    for (const id of [made.ready, made.warningsOnly, made.explicitCovered]) expect(without.ids).toContain(id)
    for (const id of [
      made.noUpc,
      made.noPLine,
      made.noTracks,
      made.noIsrc,
      made.noComposer,
      made.explicitUncovered
    ])
      expect(withErrors.ids).toContain(id)
  })

  it('keeps each release’s stored error count equal to its checks through edits, moves, deletes and undo', async () => {
    const a = await release('Kept A', { tracks: 2 })
    const b = await release('Kept B', { tracks: 0 })
    const c = await release('Kept C', { isrc: false })
    const stored = async () =>
      new Map(
        (await server.database.db.selectFrom('releases').select(['id', 'readiness_errors']).execute()).map(
          (r) => [r.id, Number(r.readiness_errors)]
        )
      )
    const agree = async (step: string) => {
      const counts = await stored()
      for (const [id, count] of counts) {
        const readiness = (await ok('viewer', 'GET', LIFECYCLE_PATHS.readiness(id))).data
        expect(count, `${step}: release ${id}`).toBe(readiness.errors)
      }
    }
    await agree('as made')
    const tracksOf = async (id: number) =>
      ((await ok('viewer', 'GET', `/admin/v2/releases/${id}`)).data.tracks as { track_id: number }[]).map(
        (t) => t.track_id
      )
    const [first, second] = await tracksOf(a)
    const artist = (await ok('viewer', 'GET', `/admin/v2/releases/${a}`)).data.artists[0].id
    // A track moves from A to B (B has a track now; A keeps one).
    await ok('editor', 'PUT', `/admin/v2/tracks/${first}/catalogue`, {
      release_id: b,
      isrc: `GB-VBF-27-${next()}`,
      artists: [{ artist_id: artist, role: 'main' }],
      credits: []
    })
    await agree('after a move without a composer')
    // Explicit on a release not marked explicit, then a bulk edit back, its undo, and a bulk delete and its undo.
    const track = (await ok('viewer', 'GET', `/admin/v2/tracks/${second}`)).data
    await ok('editor', 'PUT', `/admin/v2/tracks/${second}`, { ...trackInputOf(track), explicit: true })
    await agree('after a track update')
    const edit = (
      await ok('editor', 'PATCH', BULK_PATHS.tracks, { ids: [second], changes: { explicit: false } })
    ).data
    await agree('after a bulk edit')
    await ok('editor', 'POST', BULK_PATHS.tracksUndo(edit.undo_id))
    await agree('after its undo')
    const [cTrack] = await tracksOf(c)
    const removed = (await ok('editor', 'POST', BULK_PATHS.tracksDelete, { ids: [cTrack] })).data
    await agree('after a bulk delete')
    await ok('editor', 'POST', BULK_PATHS.tracksUndo(removed.undo_id))
    await agree('after its undo')
    const del = await server.as('editor', { method: 'DELETE', url: `/admin/v2/tracks/${second}` })
    expect(del.statusCode).toBeLessThan(300)
    await agree('after a delete')
    const full = (await ok('viewer', 'GET', `/admin/v2/releases/${c}`)).data
    await ok('editor', 'PUT', `/admin/v2/releases/${c}`, {
      title: full.title,
      artist_ids: [artist],
      upc: null,
      p_line: full.p_line
    })
    await agree('after a release update')
  })

  it('refuses a has_errors that is not true or false', async () => {
    const res = await server.as('viewer', {
      method: 'GET',
      url: `/admin/v2/releases?filters=${encodeURIComponent(JSON.stringify({ has_errors: 'maybe' }))}`
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toContain('has_errors must be true or false')
  })
})
