// The music catalogue's API (issue 36): artists and releases (contract, validation, 409s), a track's place in the
// catalogue with its ISRC, the text of the track list kept equal to the links, roles and API-key scopes, audit rows,
// CSV export and the artist merge with its undo.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'kysely'
import { gtinCheckDigit, isrcSchema, upcSchema } from '../src/contracts/catalogue'
import { seedBig } from './db/seed'
import { startTestServer, type Role, type TestServer } from './test/harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: { tracks: 12, users: 3, playlists: 1, histories: 40 } })
})
afterAll(() => server?.close())

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE'
const call = (role: Role, method: Method, url: string, payload?: object) =>
  server.as(role, { method, url, ...(payload ? { payload } : {}) })

const ARTISTS = '/admin/v2/artists'
const RELEASES = '/admin/v2/releases'
const catalogueOf = (trackId: number) => `/admin/v2/tracks/${trackId}/catalogue`

/** A valid UPC-A: 11 digits and their check digit. */
const upc = (body: string) => `${body}${gtinCheckDigit(body)}`

async function newArtist(name: string, extra: object = {}) {
  const res = await call('editor', 'POST', ARTISTS, { name, ...extra })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data as { id: number; name: string; namesakes: { id: number }[] }
}

async function newRelease(title: string, artistIds: number[], extra: object = {}) {
  const res = await call('editor', 'POST', RELEASES, { title, artist_ids: artistIds, ...extra })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data as { id: number; title: string }
}

async function newTrack(title: string, artist = 'Placeholder') {
  const res = await call('editor', 'POST', '/admin/v2/tracks', { title, artist, genre: 'pop', duration: 200 })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data as { id: number; artist: string; album: string }
}

const trackText = async (id: number) =>
  (await call('viewer', 'GET', `/admin/v2/tracks/${id}`)).json().data as { artist: string; album: string }

describe('artists', () => {
  it('are created, read, listed by keyword and sorted by name; namesakes are reported, not refused', async () => {
    const first = await newArtist('Zoë Quartz', {
      country: 'GB',
      links: [{ label: 'Site', url: 'https://zq.example' }]
    })
    expect(first.namesakes).toEqual([])
    const second = await newArtist('  zoë quartz ')
    expect(second.name).toBe('zoë quartz')
    expect(second.namesakes.map((n) => n.id)).toEqual([first.id])

    const one = await call('viewer', 'GET', `${ARTISTS}/${first.id}`)
    expect(one.json().data).toMatchObject({
      name: 'Zoë Quartz',
      country: 'GB',
      track_count: 0,
      release_count: 0
    })

    const list = await server.as('viewer', {
      method: 'GET',
      url: ARTISTS,
      query: { filters: JSON.stringify({ keyword: 'ZOë QU' }), per_page: '10' }
    })
    expect(list.statusCode).toBe(200)
    expect(list.json().data.map((a: { id: number }) => a.id)).toEqual(
      expect.arrayContaining([first.id, second.id])
    )
    const byName = await server.as('viewer', { method: 'GET', url: ARTISTS, query: { per_page: '100' } })
    const names: string[] = byName.json().data.map((a: { name: string }) => a.name.toLowerCase().trim())
    expect([...names].sort()).toEqual(names)
  })

  it('refuses bad input with a sentence naming the field', async () => {
    const blank = await call('editor', 'POST', ARTISTS, { name: '  ' })
    expect(blank.statusCode).toBe(400)
    expect(blank.json().error).toBe('Name is required.')
    const link = await call('editor', 'POST', ARTISTS, { name: 'X', links: [{ url: 'javascript:alert(1)' }] })
    expect(link.json().error).toBe('A link must be an https:// URL.')
    const country = await call('editor', 'POST', ARTISTS, { name: 'X', country: 'Narnia' })
    expect(country.json().error).toBe('Country must be a country code such as GB.')
    const sort = await server.as('viewer', { method: 'GET', url: ARTISTS, query: { sort_by: 'plays' } })
    expect(sort.json().error).toBe('sort_by must be name or created_at.')
  })

  it('may be read by a viewer but written only by an editor or admin', async () => {
    expect((await call('viewer', 'GET', ARTISTS)).statusCode).toBe(200)
    const refused = await call('viewer', 'POST', ARTISTS, { name: 'Nope' })
    expect(refused.statusCode).toBe(403)
    expect(refused.json().error).toBe('Your role (viewer) may not create artists.')
    expect((await call('viewer', 'POST', RELEASES, { title: 'Nope', artist_ids: [1] })).statusCode).toBe(403)
    expect((await call('admin', 'POST', ARTISTS, { name: 'Admin made' })).statusCode).toBe(201)
  })

  it('writes an audit row for each change', async () => {
    const artist = await newArtist('Audited Artist')
    await call('editor', 'PUT', `${ARTISTS}/${artist.id}`, { name: 'Audited Artist II' })
    // Saved again as it is: no change, no row (a form that saves every part logs only what changed).
    expect(
      (await call('editor', 'PUT', `${ARTISTS}/${artist.id}`, { name: 'Audited Artist II' })).statusCode
    ).toBe(200)
    await call('editor', 'DELETE', `${ARTISTS}/${artist.id}`)
    const rows = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_name'])
      .where('entity', '=', 'artist')
      .where('entity_id', '=', String(artist.id))
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      { action: 'create', entity_name: 'Audited Artist' },
      { action: 'update', entity_name: 'Audited Artist II' },
      { action: 'delete', entity_name: 'Audited Artist II' }
    ])
  })
})

describe('releases', () => {
  it('validate the UPC/EAN check digit and refuse a UPC another release holds, naming it', async () => {
    const artist = await newArtist('Check Digit')
    const bad = await call('editor', 'POST', RELEASES, {
      title: 'Bad code',
      artist_ids: [artist.id],
      upc: '036000291453'
    })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toBe('UPC/EAN check digit is wrong: the last digit should be 2.')
    expect(bad.json().details[0].path).toBe('upc')
    const short = await call('editor', 'POST', RELEASES, {
      title: 'Short',
      artist_ids: [artist.id],
      upc: '1234'
    })
    expect(short.json().error).toBe('UPC/EAN must be 12 digits (UPC) or 13 digits (EAN).')

    const held = await newRelease('Held', [artist.id], { upc: '0360-0029-1452' })
    const ean = await newRelease('EAN', [artist.id], { upc: '4006381333931' })
    expect(ean.id).toBeGreaterThan(0)
    const dup = await call('editor', 'POST', RELEASES, {
      title: 'Dup',
      artist_ids: [artist.id],
      upc: '036000291452'
    })
    expect(dup.statusCode).toBe(409)
    expect(dup.json().error).toBe(`UPC/EAN 036000291452 is already on release ${held.id}, “Held”.`)
    expect(dup.json().details[0]).toMatchObject({ path: 'upc', release_id: held.id })
  })

  it('need an existing primary artist', async () => {
    const none = await call('editor', 'POST', RELEASES, { title: 'Orphan', artist_ids: [] })
    expect(none.json().error).toBe('A release has at least one primary artist.')
    const unknown = await call('editor', 'POST', RELEASES, { title: 'Orphan', artist_ids: [999999] })
    expect(unknown.statusCode).toBe(400)
    expect(unknown.json().error).toBe('artist_ids: artist 999999 does not exist.')
  })

  it('list by keyword, type and artist, and export as CSV', async () => {
    const artist = await newArtist('Lister')
    const single = await newRelease('Quokka Single', [artist.id], { type: 'single', upc: upc('12345678901') })
    await newRelease('Quokka Album', [artist.id])
    const page = await server.as('viewer', {
      method: 'GET',
      url: RELEASES,
      query: { filters: JSON.stringify({ keyword: 'quokka', type: 'single' }) }
    })
    expect(page.json().data.map((r: { id: number }) => r.id)).toEqual([single.id])
    expect(page.json().data[0].artists).toEqual([{ id: artist.id, name: 'Lister' }])
    const mine = await server.as('viewer', {
      method: 'GET',
      url: RELEASES,
      query: { filters: JSON.stringify({ artist_id: artist.id }), sort_by: 'title', sort_dir: 'asc' }
    })
    expect(mine.json().data.map((r: { title: string }) => r.title)).toEqual(['Quokka Album', 'Quokka Single'])
    const csv = await server.as('viewer', {
      method: 'GET',
      url: `${RELEASES}/export`,
      query: { filters: JSON.stringify({ artist_id: artist.id }) }
    })
    expect(csv.headers['content-type']).toMatch(/text\/csv/)
    expect(csv.body).toContain(
      'id,title,type,upc,label,original_release_date,artists,track_count,duration,created_at'
    )
    expect(csv.body).toContain('Quokka Single,single')
    const artistsCsv = await server.as('viewer', {
      method: 'GET',
      url: `${ARTISTS}/export`,
      query: { filters: JSON.stringify({ keyword: 'Lister' }) }
    })
    expect(artistsCsv.body).toContain(`${artist.id},Lister`)
  })
})

describe('list totals', () => {
  it('are exact up to 1,000 matches; above, PostgreSQL answers an estimate flagged as such and a last page the exact one', async () => {
    const at = new Date().toISOString()
    await server.database.db
      .insertInto('releases')
      .values(
        Array.from({ length: 1050 }, (_, i) => ({
          title: `Estimo ${i}`,
          title_key: `estimo ${i}`,
          created_at: at,
          updated_at: at
        }))
      )
      .execute()
    const list = (filters: object, query: Record<string, string> = { per_page: '20' }) =>
      server.as('viewer', {
        method: 'GET',
        url: RELEASES,
        query: { filters: JSON.stringify(filters), ...query }
      })
    const few = (await list({ keyword: 'estimo 10' })).json()
    // "estimo 10", "estimo 100" … "estimo 109", "estimo 1000" … "estimo 1049"
    expect(few.page_meta).toEqual({ total: 61, page: 1, per_page: 20 })
    const many = (await list({ keyword: 'estimo' })).json()
    expect(many.data).toHaveLength(20)
    if (server.database.dialect === 'postgres') {
      expect(many.page_meta.total_estimated).toBe(true)
      expect(many.page_meta.total).toBeGreaterThan(1000)
    } else expect(many.page_meta).toEqual({ total: 1050, page: 1, per_page: 20 })
    const last = (await list({ keyword: 'estimo' }, { page: '11', per_page: '100' })).json()
    expect(last.data).toHaveLength(50)
    expect(last.page_meta).toEqual({ total: 1050, page: 11, per_page: 100 })
  })
})

describe('a track in the catalogue', () => {
  it('joins a release in order with ISRCs and credits; the track list answers the links as text', async () => {
    const singer = await newArtist('Mara Vell')
    const guest = await newArtist('Tobi Reyes')
    const release = await newRelease('Harbour Lights', [singer.id], { upc: upc('00000000017') })
    const tracks = [await newTrack('One'), await newTrack('Two'), await newTrack('Three')]
    for (const [i, track] of tracks.entries()) {
      const res = await call('editor', 'PUT', catalogueOf(track.id), {
        release_id: release.id,
        track_number: i + 1,
        isrc: `GB-XYZ-26-0000${i + 1}`,
        version: i === 2 ? 'Radio Edit' : '',
        artists: [
          { artist_id: singer.id, role: 'main' },
          ...(i === 1 ? [{ artist_id: guest.id, role: 'featured' }] : [])
        ],
        credits: [
          { role: 'composer', artist_id: singer.id },
          { role: 'producer', name: 'Ana Producer' }
        ]
      })
      expect(res.statusCode, res.body).toBe(200)
      expect(res.json().data).toMatchObject({ isrc: `GBXYZ260000${i + 1}`, release_title: 'Harbour Lights' })
    }
    expect(await trackText(tracks[0].id)).toMatchObject({ artist: 'Mara Vell', album: 'Harbour Lights' })

    const full = (await call('viewer', 'GET', `${RELEASES}/${release.id}`)).json().data
    expect(full.tracks.map((t: { title: string }) => t.title)).toEqual(['One', 'Two', 'Three'])
    expect(full).toMatchObject({ track_count: 3, duration: 600 })
    expect(full.tracks[2]).toMatchObject({ track_number: 3, version: 'Radio Edit', isrc: 'GBXYZ2600003' })
    // Who is credited on the release: each track's credits, in tracklist order.
    expect(full.credits).toHaveLength(6)
    expect(full.credits.slice(0, 2)).toEqual([
      { track_id: tracks[0].id, role: 'composer', artist_id: singer.id, name: 'Mara Vell' },
      { track_id: tracks[0].id, role: 'producer', artist_id: null, name: 'Ana Producer' }
    ])

    const reordered = await call('editor', 'PUT', `${RELEASES}/${release.id}/tracks`, {
      tracks: [{ track_id: tracks[2].id }, { track_id: tracks[0].id }, { track_id: tracks[1].id }]
    })
    expect(reordered.statusCode, reordered.body).toBe(200)
    expect(reordered.json().data.tracks.map((t: { title: string }) => t.title)).toEqual([
      'Three',
      'One',
      'Two'
    ])
    expect(reordered.json().data.credits[0].track_id).toBe(tracks[2].id)

    const page = (await call('viewer', 'GET', `${ARTISTS}/${singer.id}/page`)).json().data
    expect(page.releases.album.map((r: { id: number }) => r.id)).toEqual([release.id])
    expect(page.top_tracks).toHaveLength(3)
    expect(page.credits.map((c: { role: string }) => c.role)).toEqual(['composer', 'composer', 'composer'])
    const guestPage = (await call('viewer', 'GET', `${ARTISTS}/${guest.id}/page`)).json().data
    expect(guestPage.top_tracks.map((t: { id: number }) => t.id)).toEqual([tracks[1].id])

    // A rename of the artist and of the release rewrites the text of their tracks.
    await call('editor', 'PUT', `${ARTISTS}/${singer.id}`, { name: 'Mara Vell-Ortiz' })
    await call('editor', 'PUT', `${RELEASES}/${release.id}`, {
      title: 'Harbour Lights (Deluxe)',
      artist_ids: [singer.id]
    })
    expect(await trackText(tracks[1].id)).toEqual(
      expect.objectContaining({ artist: 'Mara Vell-Ortiz', album: 'Harbour Lights (Deluxe)' })
    )
    const credits = (await call('viewer', 'GET', catalogueOf(tracks[0].id))).json().data.credits
    expect(credits[0]).toEqual({ role: 'composer', artist_id: singer.id, name: 'Mara Vell-Ortiz' })
  })

  it('refuses an ISRC another track holds with a 409 naming that track, and a malformed one with a 400', async () => {
    const artist = await newArtist('Isrc Holder')
    const [a, b] = [await newTrack('Holder'), await newTrack('Taker')]
    const body = (isrc: string) => ({ isrc, artists: [{ artist_id: artist.id, role: 'main' }] })
    expect((await call('editor', 'PUT', catalogueOf(a.id), body('usrc17607839'))).statusCode).toBe(200)
    const dup = await call('editor', 'PUT', catalogueOf(b.id), body('US-RC1-76-07839'))
    expect(dup.statusCode).toBe(409)
    expect(dup.json().error).toBe(
      `ISRC US-RC1-76-07839 is already on track ${a.id}, “Holder” by Isrc Holder.`
    )
    expect(dup.json().details[0]).toEqual({ path: 'isrc', message: 'Duplicate ISRC', track_id: a.id })
    const bad = await call('editor', 'PUT', catalogueOf(b.id), body('US-RC1-76-0783'))
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toBe('ISRC must have the form CC-XXX-YY-NNNNN (for example US-RC1-76-07839).')
    expect(bad.json().details[0].path).toBe('isrc')
    const noMain = await call('editor', 'PUT', catalogueOf(b.id), {
      artists: [{ artist_id: artist.id, role: 'featured' }]
    })
    expect(noMain.json().error).toBe('A track has at least one main artist.')
    // The same ISRC again on its own track is no conflict.
    expect((await call('editor', 'PUT', catalogueOf(a.id), body('US-RC1-76-07839'))).statusCode).toBe(200)
  })

  it('follows the artist and album typed in the track form (the text finds or makes the entities)', async () => {
    const created = await call('editor', 'POST', '/admin/v2/tracks', {
      title: 'Typed',
      artist: 'Typed Artist',
      album: 'Typed Album',
      genre: 'jazz',
      duration: 100
    })
    const id = created.json().data.id as number
    const links = (await call('viewer', 'GET', catalogueOf(id))).json().data
    expect(links.artists).toEqual([expect.objectContaining({ name: 'Typed Artist', role: 'main' })])
    expect(links.release_title).toBe('Typed Album')
    const again = await call('editor', 'POST', '/admin/v2/tracks', {
      title: 'Typed 2',
      artist: 'typed artist',
      album: 'TYPED ALBUM',
      genre: 'jazz',
      duration: 100
    })
    const second = (await call('viewer', 'GET', catalogueOf(again.json().data.id))).json().data
    expect(second.artists[0].artist_id).toBe(links.artists[0].artist_id)
    expect(second.release_id).toBe(links.release_id)
    // The track list keeps the text as typed.
    expect(again.json().data).toMatchObject({ artist: 'typed artist', album: 'TYPED ALBUM' })
  })
})

describe('merging artists', () => {
  it('moves every link, deletes the merged artist, and is undone with every link back', async () => {
    const keep = await newArtist('Merge Keep')
    const dup = await newArtist('Merge Dup')
    const release = await newRelease('Merged Release', [dup.id])
    const track = await newTrack('Merged Track')
    await call('editor', 'PUT', catalogueOf(track.id), {
      release_id: release.id,
      artists: [{ artist_id: dup.id, role: 'main' }],
      credits: [{ role: 'lyricist', artist_id: dup.id }]
    })
    expect((await trackText(track.id)).artist).toBe('Merge Dup')
    const refused = await call('editor', 'DELETE', `${ARTISTS}/${dup.id}`)
    expect(refused.statusCode).toBe(409)

    const merged = await call('editor', 'POST', `${ARTISTS}/merge`, { from: dup.id, into: keep.id })
    expect(merged.statusCode, merged.body).toBe(200)
    const result = merged.json().data
    expect(result.moved).toEqual({ tracks: 1, releases: 1, credits: 1 })
    expect(result.artist).toMatchObject({ id: keep.id, track_count: 1, release_count: 1 })
    expect((await call('viewer', 'GET', `${ARTISTS}/${dup.id}`)).statusCode).toBe(404)
    expect((await trackText(track.id)).artist).toBe('Merge Keep')
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_id'])
      .where('action', '=', 'merge')
      .executeTakeFirst()
    expect(audit).toEqual({ action: 'merge', entity_id: String(keep.id) })

    const undo = await call('editor', 'POST', `${ARTISTS}/merge/${result.undo_id}/undo`)
    expect(undo.statusCode, undo.body).toBe(200)
    expect((await call('viewer', 'GET', `${ARTISTS}/${dup.id}`)).json().data).toMatchObject({
      name: 'Merge Dup',
      track_count: 1,
      release_count: 1
    })
    expect((await trackText(track.id)).artist).toBe('Merge Dup')
    const links = (await call('viewer', 'GET', catalogueOf(track.id))).json().data
    expect(links.credits).toEqual([{ role: 'lyricist', artist_id: dup.id, name: 'Merge Dup' }])
    const twice = await call('editor', 'POST', `${ARTISTS}/merge/${result.undo_id}/undo`)
    expect(twice.statusCode).toBe(409)
    const self = await call('editor', 'POST', `${ARTISTS}/merge`, { from: keep.id, into: keep.id })
    expect(self.json().error).toBe('An artist cannot be merged into itself.')
  })
})

describe('a tracklist of several discs', () => {
  it('moves a track to another disc: its disc changes and both discs are numbered from 1 again', async () => {
    const artist = await newArtist('Two Disc Artist')
    const release = await newRelease('Two Disc Set', [artist.id])
    const ids: number[] = []
    for (const [title, disc, n] of [
      ['D1 First', 1, 1],
      ['D1 Second', 1, 2],
      ['D1 Third', 1, 3],
      ['D2 First', 2, 1],
      ['D2 Second', 2, 2]
    ] as const) {
      const track = await newTrack(title, 'Two Disc Artist')
      const placed = await call('editor', 'PUT', catalogueOf(track.id), {
        release_id: release.id,
        disc_number: disc,
        track_number: n,
        artists: [{ artist_id: artist.id, role: 'main' }]
      })
      expect(placed.statusCode, placed.body).toBe(200)
      ids.push(track.id)
    }
    // "D1 Second" dropped between the two tracks of disc 2.
    const moved = await call('editor', 'PUT', `${RELEASES}/${release.id}/tracks`, {
      tracks: [
        { track_id: ids[0], disc_number: 1 },
        { track_id: ids[2], disc_number: 1 },
        { track_id: ids[3], disc_number: 2 },
        { track_id: ids[1], disc_number: 2 },
        { track_id: ids[4], disc_number: 2 }
      ]
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const placed = (await call('viewer', 'GET', `${RELEASES}/${release.id}`)).json().data.tracks as {
      title: string
      disc_number: number
      track_number: number
    }[]
    expect(placed.map((t) => [t.title, t.disc_number, t.track_number])).toEqual([
      ['D1 First', 1, 1],
      ['D1 Third', 1, 2],
      ['D2 First', 2, 1],
      ['D1 Second', 2, 2],
      ['D2 Second', 2, 3]
    ])
    const link = (await call('viewer', 'GET', catalogueOf(ids[1]))).json().data
    expect(link).toMatchObject({ disc_number: 2, track_number: 2 })
  })
})

describe('an uploaded file’s tags', () => {
  const PLAN = '/admin/v2/tracks/tag-links/plan'
  const apply = (trackId: number) => `/admin/v2/tracks/${trackId}/tag-links`
  const count = async (table: 'artists' | 'releases') =>
    Number(
      (
        await server.database.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n
    )

  it('plans new artists and a new release, then links what exists once it does, and names an ISRC holder', async () => {
    const tags = {
      artist: 'Tag Singer',
      album_artist: 'Tag Collective',
      album: 'Tag Anthology',
      composer: 'Tag Writer',
      isrc: 'gb-tag-26-00001',
      disc_number: 2,
      track_number: 3
    }
    const fresh = await call('editor', 'POST', PLAN, tags)
    expect(fresh.statusCode, fresh.body).toBe(200)
    expect(fresh.json().data).toEqual({
      artist: { name: 'Tag Singer', artist_id: null },
      album_artist: { name: 'Tag Collective', artist_id: null },
      release: { title: 'Tag Anthology', release_id: null },
      composer: { name: 'Tag Writer', artist_id: null },
      isrc: 'GBTAG2600001',
      isrc_holder: null,
      disc_number: 2,
      track_number: 3,
      position_holder: null
    })

    const singer = await newArtist('Tag Singer')
    const collective = await newArtist('tag collective')
    const writer = await newArtist('Tag Writer')
    const release = await newRelease('Tag Anthology', [collective.id])
    const holder = await newTrack('Holder of the tag ISRC', 'Tag Singer')
    const placed = await call('editor', 'PUT', catalogueOf(holder.id), {
      release_id: release.id,
      disc_number: 2,
      track_number: 3,
      isrc: 'GB-TAG-26-00001',
      artists: [{ artist_id: singer.id, role: 'main' }]
    })
    expect(placed.statusCode, placed.body).toBe(200)

    const known = (await call('editor', 'POST', PLAN, tags)).json().data
    expect(known).toMatchObject({
      artist: { artist_id: singer.id },
      album_artist: { artist_id: collective.id },
      release: { release_id: release.id },
      composer: { artist_id: writer.id },
      isrc_holder: { id: holder.id, title: 'Holder of the tag ISRC', artist: 'Tag Singer' },
      position_holder: { id: holder.id, title: 'Holder of the tag ISRC' }
    })
  })

  it('creates the missing artists and release in one write, with audit rows, and links the track', async () => {
    const track = await newTrack('Upload Song', 'Upload Singer')
    const artistsBefore = await count('artists')
    const res = await call('editor', 'PUT', apply(track.id), {
      artist: 'Upload Singer',
      album_artist: 'Upload Band',
      album: 'Upload Album',
      composer: 'Upload Composer',
      isrc: 'US-UPL-26-00007',
      disc_number: 1,
      track_number: 4
    })
    expect(res.statusCode, res.body).toBe(200)
    const linked = res.json().data
    expect(linked).toMatchObject({
      release_title: 'Upload Album',
      disc_number: 1,
      track_number: 4,
      isrc: 'USUPL2600007',
      artists: [{ name: 'Upload Singer', role: 'main' }],
      credits: [{ role: 'composer', artist_id: null, name: 'Upload Composer' }]
    })
    // The track's own artist came with its text; the album artist is new; a composer is no artist of its own.
    expect(await count('artists')).toBe(artistsBefore + 1)
    const release = (await call('viewer', 'GET', `${RELEASES}/${linked.release_id}`)).json().data
    expect(release.artists.map((a: { name: string }) => a.name)).toEqual(['Upload Band'])
    expect(release.tracks.map((t: { track_id: number }) => t.track_id)).toEqual([track.id])
    expect(await trackText(track.id)).toEqual(
      expect.objectContaining({ artist: 'Upload Singer', album: 'Upload Album' })
    )
    const created = await server.database.db
      .selectFrom('audit_log')
      .select(['entity', 'entity_name'])
      .where('action', '=', 'create')
      .where((eb) =>
        eb.or([
          eb.and([eb('entity', '=', 'release'), eb('entity_id', '=', String(linked.release_id))]),
          eb.and([eb('entity', '=', 'artist'), eb('entity_name', '=', 'Upload Band')])
        ])
      )
      .orderBy('id')
      .execute()
    expect(created).toEqual([
      { entity: 'artist', entity_name: 'Upload Band' },
      { entity: 'release', entity_name: 'Upload Album' }
    ])
  })

  it('refuses an ISRC another track holds with a 409 naming it, and creates nothing', async () => {
    const holder = await newTrack('Tag Holder', 'Tag Holder Artist')
    const taken = await call('editor', 'PUT', apply(holder.id), {
      artist: 'Tag Holder Artist',
      isrc: 'FR-HLD-26-00001'
    })
    expect(taken.statusCode, taken.body).toBe(200)
    const track = await newTrack('Second With Same Code', 'Someone')
    const before = [await count('artists'), await count('releases')]
    const dup = await call('editor', 'PUT', apply(track.id), {
      artist: 'Someone',
      album_artist: 'Nobody Yet',
      album: 'Never Made',
      isrc: 'FRHLD2600001'
    })
    expect(dup.statusCode).toBe(409)
    expect(dup.json().error).toContain(`is already on track ${holder.id}, “Tag Holder”`)
    expect(dup.json().details[0]).toEqual({ path: 'isrc', message: 'Duplicate ISRC', track_id: holder.id })
    expect([await count('artists'), await count('releases')]).toEqual(before)

    const bad = await call('editor', 'PUT', apply(track.id), { artist: 'Someone', isrc: 'not-an-isrc' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().details[0].path).toBe('isrc')
    const noAlbum = await call('editor', 'POST', PLAN, { artist: 'Someone', track_number: 2 })
    expect(noAlbum.statusCode).toBe(400)
    expect(noAlbum.json().details[0].path).toBe('track_number')
    const noArtist = await call('editor', 'POST', PLAN, { artist: '  ' })
    expect(noArtist.json().details[0]).toMatchObject({ path: 'artist', message: 'Artist is required' })
  })

  it('keeps the track’s featured artists and other credits, replacing the main artist and the composer', async () => {
    const track = await newTrack('Keeps Its Guests', 'Guest Host')
    const guest = await newArtist('Guest Star')
    const first = await call('editor', 'PUT', catalogueOf(track.id), {
      artists: [
        {
          artist_id: (await call('viewer', 'GET', catalogueOf(track.id))).json().data.artists[0].artist_id,
          role: 'main'
        },
        { artist_id: guest.id, role: 'featured' }
      ],
      credits: [
        { role: 'producer', name: 'A Producer' },
        { role: 'composer', name: 'Old Composer' }
      ],
      version: 'Live'
    })
    expect(first.statusCode, first.body).toBe(200)
    const res = await call('editor', 'PUT', apply(track.id), {
      artist: 'Guest Host',
      composer: 'New Composer'
    })
    expect(res.json().data).toMatchObject({
      version: 'Live',
      artists: [
        { name: 'Guest Host', role: 'main' },
        { artist_id: guest.id, role: 'featured' }
      ],
      credits: [
        { role: 'composer', name: 'New Composer' },
        { role: 'producer', name: 'A Producer' }
      ]
    })
  })

  it('is for editors: a viewer may neither plan nor apply; catalog:read keys may not, catalog:write keys may', async () => {
    const track = await newTrack('Role Check Upload')
    expect((await call('viewer', 'POST', PLAN, { artist: 'X' })).statusCode).toBe(403)
    expect((await call('viewer', 'PUT', apply(track.id), { artist: 'X' })).statusCode).toBe(403)
    expect((await call('admin', 'POST', PLAN, { artist: 'X' })).statusCode).toBe(200)
    const make = async (scope: string) =>
      (await call('admin', 'POST', '/admin/v2/api_keys', { name: `Tags ${scope}`, scope })).json()
        .key as string
    const withKey = (key: string, method: Method, url: string, payload?: object) =>
      server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${key}` } })
    const reader = await make('catalog:read')
    const writer = await make('catalog:write')
    expect((await withKey(reader, 'POST', PLAN, { artist: 'X' })).statusCode).toBe(403)
    expect((await withKey(reader, 'PUT', apply(track.id), { artist: 'X' })).statusCode).toBe(403)
    expect((await withKey(writer, 'POST', PLAN, { artist: 'X' })).statusCode).toBe(200)
    expect((await withKey(writer, 'PUT', apply(track.id), { artist: 'Placeholder' })).statusCode).toBe(200)
    expect((await call('editor', 'PUT', apply(999999), { artist: 'X' })).statusCode).toBe(404)
  })
})

describe('API keys', () => {
  it('catalog:read reads artists and releases; catalog:write writes them', async () => {
    const make = async (scope: string) =>
      (await call('admin', 'POST', '/admin/v2/api_keys', { name: `Catalogue ${scope}`, scope })).json()
        .key as string
    const withKey = (key: string, method: Method, url: string, payload?: object) =>
      server.app.inject({ method, url, payload, headers: { authorization: `Bearer ${key}` } })
    const reader = await make('catalog:read')
    const writer = await make('catalog:write')
    expect((await withKey(reader, 'GET', ARTISTS)).statusCode).toBe(200)
    expect((await withKey(reader, 'GET', RELEASES)).statusCode).toBe(200)
    expect((await withKey(reader, 'POST', ARTISTS, { name: 'By key' })).statusCode).toBe(403)
    expect((await withKey(writer, 'POST', ARTISTS, { name: 'By key' })).statusCode).toBe(201)
    const plays = await make('plays:write')
    expect((await withKey(plays, 'GET', ARTISTS)).statusCode).toBe(403)
  })
})

describe('genres', () => {
  it('are listed, the 14 of the seed first', async () => {
    const res = await call('viewer', 'GET', '/admin/v2/genres')
    expect(res.json().data.slice(0, 3)).toEqual([
      { slug: 'pop', name: 'Pop', position: 1 },
      { slug: 'rock', name: 'Rock', position: 2 },
      { slug: 'hip-hop', name: 'Hip-hop', position: 3 }
    ])
  })
})

describe('genre administration', () => {
  const GENRES = '/admin/v2/genres'
  const auditOf = (slug: string) =>
    server.database.db
      .selectFrom('audit_log')
      .select(['action', 'entity_name'])
      .where('entity', '=', 'genre')
      .where('entity_id', '=', slug)
      .orderBy('id')
      .execute()

  it('an administrator adds a genre at the end of the list, its slug made from its name, with an audit row', async () => {
    const res = await call('admin', 'POST', GENRES, { name: '  Drum & Bass ' })
    expect(res.statusCode, res.body).toBe(201)
    expect(res.json().data).toEqual({ slug: 'drum-and-bass', name: 'Drum & Bass', position: 15 })
    const list = (await call('viewer', 'GET', GENRES)).json().data as { slug: string }[]
    expect(list.at(-1)).toEqual({ slug: 'drum-and-bass', name: 'Drum & Bass', position: 15 })
    expect(await auditOf('drum-and-bass')).toEqual([{ action: 'create', entity_name: 'Drum & Bass' }])
  })

  it('refuses a name another genre has (any case, or the same slug) with a 409 naming it', async () => {
    for (const name of ['ROCK', 'Hip Hop']) {
      const res = await call('admin', 'POST', GENRES, { name })
      expect(res.statusCode, name).toBe(409)
      expect(res.json().details).toEqual([expect.objectContaining({ path: 'name' })])
    }
    expect((await call('admin', 'POST', GENRES, { name: 'rock' })).json().error).toBe(
      'The genre “Rock” exists already.'
    )
  })

  it('refuses an empty, long or letterless name with a sentence naming the field', async () => {
    const cases: [object, string][] = [
      [{ name: '   ' }, 'Name is required'],
      [{ name: 'x'.repeat(41) }, 'Name is at most 40 characters'],
      [{ name: '!!!' }, 'Name needs a letter (a–z) or a digit'],
      [{ name: 'Ska', slug: 'ska' }, 'slug']
    ]
    for (const [body, message] of cases) {
      const res = await call('admin', 'POST', GENRES, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.body).toContain(message)
    }
  })

  it('may be added or renamed by an administrator only', async () => {
    expect((await call('editor', 'POST', GENRES, { name: 'Ska' })).statusCode).toBe(403)
    expect((await call('viewer', 'POST', GENRES, { name: 'Ska' })).statusCode).toBe(403)
    expect((await call('editor', 'PUT', `${GENRES}/pop`, { name: 'Popular' })).statusCode).toBe(403)
    expect((await call('viewer', 'GET', GENRES)).statusCode).toBe(200)
  })

  it('renames a genre, keeping the slug tracks store; a taken name is a 409, an unknown genre a 404', async () => {
    const renamed = await call('admin', 'PUT', `${GENRES}/latin`, { name: 'Latin American' })
    expect(renamed.statusCode, renamed.body).toBe(200)
    expect(renamed.json().data).toEqual({ slug: 'latin', name: 'Latin American', position: 13 })
    expect((await call('admin', 'PUT', `${GENRES}/latin`, { name: 'LATIN american' })).statusCode).toBe(200)
    expect((await call('admin', 'PUT', `${GENRES}/latin`, { name: 'Jazz' })).statusCode).toBe(409)
    expect((await call('admin', 'PUT', `${GENRES}/polka`, { name: 'Polka' })).statusCode).toBe(404)
    expect((await call('admin', 'PUT', `${GENRES}/Not%20A%20Slug`, { name: 'Polka' })).statusCode).toBe(400)
    expect(await auditOf('latin')).toEqual([
      { action: 'update', entity_name: 'Latin American' },
      { action: 'update', entity_name: 'LATIN american' }
    ])
  })
})

describe('the seeds', () => {
  it('link every demo track to its artist and give it a valid ISRC', async () => {
    const db = server.database.db
    const unlinked = await sql<{ n: number }>`select count(*) as n from tracks t where trim(t.artist) <> ''
      and t.id <= 12 and not exists (select 1 from track_artists a where a.track_id = t.id and a.role = 'main')`.execute(
      db
    )
    expect(Number(unlinked.rows[0].n)).toBe(0)
    const isrcs = await db.selectFrom('track_links').select('isrc').where('track_id', '<=', 12).execute()
    expect(isrcs).toHaveLength(12)
    for (const { isrc } of isrcs) expect(isrcSchema.safeParse(isrc).success).toBe(true)
  })

  it("number each demo release's tracklist on disc 1 from 1, in the order the tracks were added", async () => {
    const links = await server.database.db
      .selectFrom('track_links')
      .select(['track_id', 'release_id', 'disc_number', 'track_number'])
      .where('track_id', '<=', 12)
      .where('release_id', 'is not', null)
      .orderBy('release_id')
      .orderBy('track_id')
      .execute()
    expect(links.length).toBeGreaterThan(0)
    const byRelease = new Map<number | null, typeof links>()
    for (const link of links)
      byRelease.set(link.release_id, [...(byRelease.get(link.release_id) ?? []), link])
    for (const tracks of byRelease.values())
      expect(tracks.map((t) => [t.disc_number, t.track_number])).toEqual(tracks.map((_, i) => [1, i + 1]))
  })

  it('give the benchmark catalogue about 6 artists and 12 releases per 100 tracks, with valid identifiers', async () => {
    const db = server.database.db
    const count = async (table: 'artists' | 'releases' | 'tracks') =>
      Number(
        (
          await db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n
      )
    const before = {
      artists: await count('artists'),
      releases: await count('releases'),
      tracks: await count('tracks')
    }
    await seedBig(db, server.config.mediaDir, 5000)
    expect((await count('tracks')) - before.tracks).toBe(5000)
    expect((await count('artists')) - before.artists).toBe(300)
    const releases = (await count('releases')) - before.releases
    expect(releases).toBeGreaterThan(500)
    expect(releases).toBeLessThan(700)
    const upcs = await db.selectFrom('releases').select('upc').where('upc', 'is not', null).execute()
    for (const { upc } of upcs) expect(upcSchema.safeParse(upc).success, upc ?? '').toBe(true)
    // Each seeded track's text is its links: its main artist's name and its release's title, numbered in order.
    const mismatched = await sql<{ n: number }>`select count(*) as n from tracks t
      join track_links l on l.track_id = t.id join releases r on r.id = l.release_id
      join track_artists a on a.track_id = t.id and a.role = 'main' join artists ar on ar.id = a.artist_id
      where t.id > ${before.tracks} and (t.album <> r.title or t.artist <> ar.name or l.isrc is null)`.execute(
      db
    )
    expect(Number(mismatched.rows[0].n)).toBe(0)
    const list = await server.as('viewer', { method: 'GET', url: RELEASES, query: { per_page: '5' } })
    expect(list.json().data[0].track_count).toBeGreaterThan(0)
  }, 120_000)
})

describe('the undo of a bulk delete', () => {
  const bulkDelete = async (ids: number[]) => {
    const res = await call('editor', 'POST', '/admin/v2/tracks/bulk/delete', { ids })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data.undo_id as number
  }
  const undo = (opId: number) => call('editor', 'POST', `/admin/v2/tracks/bulk/${opId}/undo`)

  it('puts each track back where it was: release, position, ISRC, version, artists with roles, credits', async () => {
    const singer = await newArtist('Undo Singer')
    const guest = await newArtist('Undo Guest')
    const writer = await newArtist('Undo Writer')
    const release = await newRelease('Undo Release', [singer.id])
    const [track, other] = [await newTrack('Undo One'), await newTrack('Undo Two')]
    const place = {
      release_id: release.id,
      disc_number: 2,
      track_number: 7,
      isrc: 'GB-UND-26-00001',
      version: 'Extended Mix',
      artists: [
        { artist_id: singer.id, role: 'main' },
        { artist_id: guest.id, role: 'featured' }
      ],
      credits: [
        { role: 'composer', artist_id: writer.id },
        { role: 'producer', name: 'Plain Producer' }
      ]
    }
    expect((await call('editor', 'PUT', catalogueOf(track.id), place)).statusCode).toBe(200)
    const otherPlace = { ...place, track_number: 8, isrc: 'GB-UND-26-00002', version: '' }
    expect((await call('editor', 'PUT', catalogueOf(other.id), otherPlace)).statusCode).toBe(200)
    const before = [
      (await call('viewer', 'GET', catalogueOf(track.id))).json().data,
      (await call('viewer', 'GET', catalogueOf(other.id))).json().data
    ]
    const text = await trackText(track.id)

    const opId = await bulkDelete([track.id, other.id])
    // Another track takes the second ISRC meanwhile: that track comes back without it, the undo goes through.
    const taker = await newTrack('Undo Taker')
    const took = await call('editor', 'PUT', catalogueOf(taker.id), {
      isrc: 'GB-UND-26-00002',
      artists: [{ artist_id: singer.id, role: 'main' }]
    })
    expect(took.statusCode, took.body).toBe(200)
    const res = await undo(opId)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({ restored: 2, skipped: 0, skipped_ids: [] })

    expect((await call('viewer', 'GET', catalogueOf(track.id))).json().data).toEqual(before[0])
    expect((await call('viewer', 'GET', catalogueOf(other.id))).json().data).toEqual({
      ...before[1],
      isrc: null
    })
    expect(await trackText(track.id)).toMatchObject({ artist: text.artist, album: text.album })
    const audit = await server.database.db
      .selectFrom('audit_log')
      .select('after')
      .where('action', '=', 'undo')
      .where('entity_id', '=', String(opId))
      .executeTakeFirstOrThrow()
    expect(JSON.parse(audit.after as string)).toMatchObject({ restored: 2, isrcs_taken: 1 })
  })

  it('links a track from its text when one of its artists was deleted since; its credits keep their names', async () => {
    const singer = await newArtist('Fallback Singer')
    const guest = await newArtist('Fallback Guest')
    const release = await newRelease('Fallback Release', [singer.id])
    const track = await newTrack('Fallback One')
    const put = await call('editor', 'PUT', catalogueOf(track.id), {
      release_id: release.id,
      track_number: 3,
      isrc: 'GB-UND-26-00004',
      artists: [
        { artist_id: singer.id, role: 'main' },
        { artist_id: guest.id, role: 'remixer' }
      ],
      credits: [{ role: 'mixer', artist_id: guest.id }]
    })
    expect(put.statusCode, put.body).toBe(200)
    const opId = await bulkDelete([track.id])
    expect((await call('editor', 'DELETE', `${ARTISTS}/${guest.id}`)).statusCode).toBe(200)
    const res = await undo(opId)
    expect(res.statusCode, res.body).toBe(200)
    const links = (await call('viewer', 'GET', catalogueOf(track.id))).json().data
    expect(links).toMatchObject({ release_id: release.id, isrc: null })
    expect(links.artists).toEqual([expect.objectContaining({ artist_id: singer.id, role: 'main' })])
    expect(links.credits).toEqual([{ role: 'mixer', artist_id: null, name: 'Fallback Guest' }])
  })

  it('of an operation saved without the catalogue links the tracks from their text, as before', async () => {
    const singer = await newArtist('Legacy Singer')
    const release = await newRelease('Legacy Release', [singer.id])
    const track = await newTrack('Legacy One')
    const put = await call('editor', 'PUT', catalogueOf(track.id), {
      release_id: release.id,
      isrc: 'GB-UND-26-00003',
      artists: [{ artist_id: singer.id, role: 'main' }]
    })
    expect(put.statusCode, put.body).toBe(200)
    const opId = await bulkDelete([track.id])
    await server.database.db
      .updateTable('bulk_operations')
      .set({ changes: '{}' })
      .where('id', '=', opId)
      .execute()
    const res = await undo(opId)
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().data).toEqual({ restored: 1, skipped: 0, skipped_ids: [] })
    expect(await trackText(track.id)).toMatchObject({ artist: 'Legacy Singer', album: 'Legacy Release' })
    const links = (await call('viewer', 'GET', catalogueOf(track.id))).json().data
    expect(links).toMatchObject({ release_id: release.id, isrc: null })
    expect(links.artists).toEqual([expect.objectContaining({ artist_id: singer.id, role: 'main' })])
  })
})
