// A release's lifecycle (issue 37): every transition and who may make it, the readiness checks that block
// scheduling, the timeline and audit rows, availability and a track's own takedown, and go-live without anyone
// acting: at its instant, caught up at start, and exactly once when two instances run the job on one database.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { gtinCheckDigit } from '../src/contracts/catalogue'
import { LIFECYCLE_PATHS } from '../src/contracts/releaseLifecycle'
import { buildApp } from './app'
import { ReleaseLifecycleService } from './catalog/releaseLifecycleService'
import { openDatabase } from './db/engine/database'
import { startTestServer, type Role, type TestServer } from './test/harness'
import { waitFor } from './test/instances'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: { tracks: 6, users: 2, playlists: 1, histories: 10 } })
})
afterAll(() => server?.close())

type Method = 'GET' | 'POST' | 'PUT'
const call = (role: Role, method: Method, url: string, payload?: object) =>
  server.as(role, { method, url, ...(payload ? { payload } : {}) })
const ok = async (role: Role, method: Method, url: string, payload?: object) => {
  const res = await call(role, method, url, payload)
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300)
  return res.json().data
}

let serial = 0
const next = () => String(++serial).padStart(5, '0')
const upc = () => {
  const body = `1${next().padStart(10, '0')}`
  return `${body}${gtinCheckDigit(body)}`
}

/** A release that passes every readiness error: a UPC, a (P) line, one published track with an ISRC and a composer. */
async function readyRelease(title = `Ready ${next()}`, tracks = 1) {
  const artist = await ok('editor', 'POST', '/admin/v2/artists', { name: `Artist of ${title}` })
  const release = await ok('editor', 'POST', '/admin/v2/releases', {
    title,
    artist_ids: [artist.id],
    upc: upc(),
    p_line: '℗ 2027 Vibeline Records',
    c_line: '© 2027 Vibeline Records'
  })
  const trackIds: number[] = []
  for (let i = 0; i < tracks; i++) {
    const track = await ok('editor', 'POST', '/admin/v2/tracks', {
      title: `${title} song ${i + 1}`,
      artist: artist.name,
      genre: 'pop',
      duration: 180,
      status: 'published'
    })
    await ok('editor', 'PUT', `/admin/v2/tracks/${track.id}/catalogue`, {
      release_id: release.id,
      isrc: `GB-VBL-27-${next()}`,
      artists: [{ artist_id: artist.id, role: 'main' }],
      credits: [{ role: 'composer', name: 'A. Composer' }]
    })
    trackIds.push(track.id)
  }
  return { id: release.id as number, artistId: artist.id as number, trackIds }
}

const lifecycleOf = (id: number) => ok('viewer', 'GET', LIFECYCLE_PATHS.lifecycle(id))
const inAMinute = (zone = 'UTC') => {
  const at = new Date(Date.now() + 60_000)
  return {
    release_at: new Intl.DateTimeFormat('sv-SE', { timeZone: zone, dateStyle: 'short', timeStyle: 'short' })
      .format(at)
      .replace(' ', 'T'),
    time_zone: zone
  }
}
/** The lifecycle service as the job sees it, `ms` later than now. */
const later = (ms: number, db = server.database) =>
  new ReleaseLifecycleService(db.db, db.dialect, () => new Date(Date.now() + ms))

describe('the lifecycle of a release', () => {
  it('goes draft → in review → scheduled → live → taken down → live, each move audited and on the timeline', async () => {
    const { id } = await readyRelease()
    expect((await lifecycleOf(id)).status).toBe('draft')

    expect((await ok('editor', 'POST', LIFECYCLE_PATHS.transition(id, 'submit'))).status).toBe('in_review')
    const when = inAMinute('Europe/Berlin')
    const scheduled = await ok('editor', 'POST', LIFECYCLE_PATHS.transition(id, 'schedule'), when)
    expect(scheduled).toMatchObject({
      status: 'scheduled',
      go_live_zone: 'Europe/Berlin',
      go_live_local: when.release_at
    })
    expect(Date.parse(scheduled.go_live_at) - Date.now()).toBeGreaterThan(0)

    expect(await later(0).goLive()).not.toContain(id)
    expect(await later(120_000).goLive()).toContain(id)
    expect((await lifecycleOf(id)).status).toBe('live')

    const down = await ok('admin', 'POST', LIFECYCLE_PATHS.transition(id, 'take-down'), {
      reason: 'Label request'
    })
    expect(down).toMatchObject({ status: 'taken_down', taken_down: { reason: 'Label request' } })
    const back = await ok('admin', 'POST', LIFECYCLE_PATHS.transition(id, 'reinstate'))
    expect(back.status).toBe('live')
    expect(back.taken_down).toBeNull()

    expect(
      back.timeline.map((t: { from_status: string; to_status: string }) => `${t.from_status}>${t.to_status}`)
    ).toEqual([
      'draft>in_review',
      'in_review>scheduled',
      'scheduled>live',
      'live>taken_down',
      'taken_down>live'
    ])
    const [, schedule, goLive, takedown] = back.timeline
    expect(schedule).toMatchObject({ go_live_zone: 'Europe/Berlin', user: { name: 'Test editor' } })
    expect(goLive.user).toBeNull()
    expect(takedown).toMatchObject({ reason: 'Label request', user: { name: 'Test admin' } })

    const audit = await server.database.db
      .selectFrom('audit_log')
      .select(['action', 'user_id'])
      .where('entity', '=', 'release')
      .where('entity_id', '=', String(id))
      .orderBy('id')
      .execute()
    expect(audit.map((a) => a.action)).toEqual([
      'create',
      'submit_for_review',
      'schedule',
      'go_live',
      'take_down',
      'reinstate'
    ])
    expect(audit.find((a) => a.action === 'go_live')?.user_id).toBeNull()
  })

  it('starts a release made through the API as a draft, one made from a track’s album text as live', async () => {
    const { id } = await readyRelease()
    expect((await lifecycleOf(id)).status).toBe('draft')
    const track = await ok('editor', 'POST', '/admin/v2/tracks', {
      title: 'Old way',
      artist: 'Text Artist',
      album: 'Text Album',
      genre: 'pop',
      duration: 100,
      status: 'published'
    })
    const place = await ok('viewer', 'GET', `/admin/v2/tracks/${track.id}/catalogue`)
    expect((await lifecycleOf(place.release_id)).status).toBe('live')
  })

  it('refuses a move from the wrong status with a 409 that says which status it needs', async () => {
    const { id } = await readyRelease()
    const early = await call('editor', 'POST', LIFECYCLE_PATHS.transition(id, 'schedule'), inAMinute())
    expect(early.statusCode).toBe(409)
    expect(early.json().error).toBe(
      `Release ${id} is a draft; only a release that is in review can be scheduled.`
    )
    expect(
      (await call('admin', 'POST', LIFECYCLE_PATHS.transition(id, 'take-down'), { reason: 'x' })).statusCode
    ).toBe(409)
    expect((await call('admin', 'POST', LIFECYCLE_PATHS.transition(id, 'reinstate'))).statusCode).toBe(409)
    await ok('editor', 'POST', LIFECYCLE_PATHS.transition(id, 'submit'))
    expect((await call('editor', 'POST', LIFECYCLE_PATHS.transition(id, 'submit'))).statusCode).toBe(409)
    // Sent back, the release is a draft again and can be submitted anew.
    expect((await ok('editor', 'POST', LIFECYCLE_PATHS.transition(id, 'withdraw'))).status).toBe('draft')
    await ok('editor', 'POST', LIFECYCLE_PATHS.transition(id, 'submit'))
    await ok('editor', 'POST', LIFECYCLE_PATHS.transition(id, 'schedule'), inAMinute())
    const withdrawn = await ok('editor', 'POST', LIFECYCLE_PATHS.transition(id, 'withdraw'))
    expect(withdrawn).toMatchObject({ status: 'draft', go_live_at: null, go_live_zone: null })
    expect(await later(120_000).goLive()).not.toContain(id)
    expect((await call('editor', 'POST', LIFECYCLE_PATHS.transition(404_404, 'submit'))).statusCode).toBe(404)
  })

  it('lets an editor submit and schedule, only an administrator take down or reinstate, a viewer nothing', async () => {
    const { id } = await readyRelease()
    expect((await call('viewer', 'POST', LIFECYCLE_PATHS.transition(id, 'submit'))).statusCode).toBe(403)
    await ok('editor', 'POST', LIFECYCLE_PATHS.transition(id, 'submit'))
    expect(
      (await call('viewer', 'POST', LIFECYCLE_PATHS.transition(id, 'schedule'), inAMinute())).statusCode
    ).toBe(403)
    await ok('editor', 'POST', LIFECYCLE_PATHS.transition(id, 'schedule'), inAMinute())
    await later(120_000).goLive()
    expect(
      (await call('editor', 'POST', LIFECYCLE_PATHS.transition(id, 'take-down'), { reason: 'x' })).statusCode
    ).toBe(403)
    expect((await call('admin', 'POST', LIFECYCLE_PATHS.transition(id, 'take-down'), {})).statusCode).toBe(
      400
    )
    await ok('admin', 'POST', LIFECYCLE_PATHS.transition(id, 'take-down'), { reason: 'Rights dispute' })
    expect((await call('editor', 'POST', LIFECYCLE_PATHS.transition(id, 'reinstate'))).statusCode).toBe(403)
    expect((await call('viewer', 'GET', LIFECYCLE_PATHS.lifecycle(id))).statusCode).toBe(200)
  })

  it('schedules only a release without readiness errors, in the future, and says which checks fail', async () => {
    const artist = await ok('editor', 'POST', '/admin/v2/artists', { name: 'Unready Artist' })
    const release = await ok('editor', 'POST', '/admin/v2/releases', {
      title: 'Unready (feat. Someone)',
      artist_ids: [artist.id]
    })
    const track = await ok('editor', 'POST', '/admin/v2/tracks', {
      title: 'Song feat. Someone',
      artist: 'Unready Artist',
      genre: 'pop',
      duration: 100,
      explicit: true
    })
    await ok('editor', 'PUT', `/admin/v2/tracks/${track.id}/catalogue`, {
      release_id: release.id,
      artists: [{ artist_id: artist.id, role: 'main' }]
    })
    const readiness = await ok('viewer', 'GET', LIFECYCLE_PATHS.readiness(release.id))
    expect(readiness.ready).toBe(false)
    expect(readiness.findings.map((f: { rule: string }) => f.rule).sort()).toEqual(
      [
        'release.upc.missing',
        'release.p_line.missing',
        'release.c_line.missing',
        'release.title.feat',
        'track.isrc.missing',
        'track.composer.missing',
        'track.title.feat',
        'track.explicit.release',
        'track.status.draft'
      ].sort()
    )
    expect(readiness.findings.find((f: { rule: string }) => f.rule === 'track.isrc.missing')).toMatchObject({
      severity: 'error',
      field: `tracks.${track.id}.isrc`,
      track_id: track.id,
      message: 'Track 1 “Song feat. Someone”: the ISRC is missing (isrc)'
    })
    expect(readiness.skipped).toEqual([
      { rule: 'release.cover.size', reason: 'the cover’s size is not stored' }
    ])

    await ok('editor', 'POST', LIFECYCLE_PATHS.transition(release.id, 'submit'))
    const refused = await call(
      'editor',
      'POST',
      LIFECYCLE_PATHS.transition(release.id, 'schedule'),
      inAMinute()
    )
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toBe(`Release ${release.id} cannot be scheduled: 5 readiness checks fail.`)
    expect(refused.json().details.every((f: { severity: string }) => f.severity === 'error')).toBe(true)
    expect((await lifecycleOf(release.id)).status).toBe('in_review')

    // Fixed: a UPC, a (P) line, an ISRC and a composer, and the release marked explicit; the warnings stay.
    await ok('editor', 'PUT', `/admin/v2/releases/${release.id}`, {
      title: 'Unready (feat. Someone)',
      artist_ids: [artist.id],
      upc: upc(),
      p_line: '℗ 2027 Someone',
      explicit: true
    })
    await ok('editor', 'PUT', `/admin/v2/tracks/${track.id}/catalogue`, {
      release_id: release.id,
      isrc: `GB-VBL-27-${next()}`,
      artists: [{ artist_id: artist.id, role: 'main' }],
      credits: [{ role: 'composer', name: 'A. Composer' }]
    })
    const fixed = await ok('viewer', 'GET', LIFECYCLE_PATHS.readiness(release.id))
    expect(fixed).toMatchObject({ ready: true, errors: 0, warnings: 4 })
    const past = await call('editor', 'POST', LIFECYCLE_PATHS.transition(release.id, 'schedule'), {
      release_at: '2020-01-01T00:00',
      time_zone: 'UTC'
    })
    expect(past.statusCode).toBe(400)
    const badZone = await call('editor', 'POST', LIFECYCLE_PATHS.transition(release.id, 'schedule'), {
      release_at: '2030-01-01T00:00',
      time_zone: 'Mars/Olympus'
    })
    expect(badZone.statusCode).toBe(400)
    expect(
      (await ok('editor', 'POST', LIFECYCLE_PATHS.transition(release.id, 'schedule'), inAMinute())).status
    ).toBe('scheduled')
  })
})

describe('availability and a track of its own', () => {
  it('keeps a release’s availability and lets a track narrow it', async () => {
    const { id, trackIds } = await readyRelease('Territories', 2)
    const set = await ok('editor', 'PUT', LIFECYCLE_PATHS.availability(id), {
      mode: 'exclude',
      countries: ['us', 'CA', 'US'],
      from: '2027-01-15'
    })
    expect(set.availability).toEqual({
      mode: 'exclude',
      countries: ['CA', 'US'],
      from: '2027-01-15',
      until: null
    })
    expect(set.availability_summary).toBe('Available in 247 countries from 2027-01-15')
    const bad = await call('editor', 'PUT', LIFECYCLE_PATHS.availability(id), {
      mode: 'include',
      countries: ['XX']
    })
    expect(bad.statusCode).toBe(400)
    expect(
      (await call('viewer', 'PUT', LIFECYCLE_PATHS.availability(id), { mode: 'worldwide' })).statusCode
    ).toBe(403)

    const own = await ok('editor', 'PUT', LIFECYCLE_PATHS.trackAvailability(trackIds[0]), {
      availability: { mode: 'include', countries: ['DE', 'CA', 'FR'], until: '2027-12-31' }
    })
    expect(own.effective).toEqual({
      mode: 'include',
      countries: ['DE', 'FR'],
      from: '2027-01-15',
      until: '2027-12-31'
    })
    expect(own.availability_summary).toBe(
      'Available in 2 countries (DE, FR) from 2027-01-15 until 2027-12-31'
    )
    const other = await ok('viewer', 'GET', LIFECYCLE_PATHS.trackAvailability(trackIds[1]))
    expect(other).toMatchObject({ availability: null, effective: set.availability })
    const cleared = await ok('editor', 'PUT', LIFECYCLE_PATHS.trackAvailability(trackIds[0]), {
      availability: null
    })
    expect(cleared.effective).toEqual(set.availability)
  })

  it('takes one track down on its own (administrators), on its release’s timeline', async () => {
    const { id, trackIds } = await readyRelease('One track down', 2)
    expect(
      (
        await call('editor', 'POST', LIFECYCLE_PATHS.trackTransition(trackIds[0], 'take-down'), {
          reason: 'x'
        })
      ).statusCode
    ).toBe(403)
    const down = await ok('admin', 'POST', LIFECYCLE_PATHS.trackTransition(trackIds[0], 'take-down'), {
      reason: 'Sample not cleared'
    })
    expect(down.taken_down).toMatchObject({ reason: 'Sample not cleared' })
    expect(
      (
        await call('admin', 'POST', LIFECYCLE_PATHS.trackTransition(trackIds[0], 'take-down'), {
          reason: 'again'
        })
      ).statusCode
    ).toBe(409)
    expect(
      (await call('admin', 'POST', LIFECYCLE_PATHS.trackTransition(trackIds[1], 'reinstate'))).statusCode
    ).toBe(409)
    const back = await ok('admin', 'POST', LIFECYCLE_PATHS.trackTransition(trackIds[0], 'reinstate'))
    expect(back.taken_down).toBeNull()
    const steps = (await lifecycleOf(id)).timeline
    expect(steps.map((s: { track_id: number; to_status: string }) => [s.track_id, s.to_status])).toEqual([
      [trackIds[0], 'taken_down'],
      [trackIds[0], 'live']
    ])
    const actions = await server.database.db
      .selectFrom('audit_log')
      .select('action')
      .where('entity', '=', 'track')
      .where('entity_id', '=', String(trackIds[0]))
      .orderBy('id')
      .execute()
    expect(actions.map((a) => a.action).slice(-2)).toEqual(['take_down', 'reinstate'])
  })
})

/** Releases scheduled with an instant already past, as if the server had been down when they fell due. */
async function dueReleases(count: number) {
  const ids: number[] = []
  for (let i = 0; i < count; i++) {
    const { id } = await readyRelease(`Due ${next()}`, 0)
    ids.push(id)
  }
  await server.database.db
    .updateTable('releases')
    .set({
      status: 'scheduled',
      go_live_at: new Date(Date.now() - 60_000).toISOString(),
      go_live_zone: 'UTC'
    })
    .where('id', 'in', ids)
    .execute()
  return ids
}

const goLiveRows = (ids: number[]) =>
  server.database.db
    .selectFrom('lifecycle_transitions')
    .select(['release_id'])
    .where('to_status', '=', 'live')
    .where('from_status', '=', 'scheduled')
    .where('release_id', 'in', ids)
    .execute()

describe('go-live without anyone acting', () => {
  it('catches up at start: an instance that starts makes the releases that fell due live', async () => {
    const ids = await dueReleases(2)
    const database = openDatabase({
      dataDir: server.config.dataDir,
      databaseUrl: server.config.databaseUrl,
      databaseSchema: server.config.databaseSchema
    })
    // An hour between runs: only the run at start can make them live within this test.
    const app = await buildApp({ config: { ...server.config, goLiveMs: 3_600_000 }, database })
    try {
      await app.ready()
      await waitFor(async () => (await goLiveRows(ids)).length === 2, 'the releases going live', 20_000)
      for (const id of ids) expect((await lifecycleOf(id)).status).toBe('live')
    } finally {
      await app.close()
      await database.close()
    }
  })

  it('makes each release live exactly once when two instances run the job at the same time', async () => {
    const ids = await dueReleases(12)
    const other = openDatabase({
      dataDir: server.config.dataDir,
      databaseUrl: server.config.databaseUrl,
      databaseSchema: server.config.databaseSchema
    })
    try {
      const [a, b] = await Promise.all([later(0).goLive(), later(0, other).goLive()])
      const both = [...a, ...b].filter((id) => ids.includes(id))
      expect(both.sort((x, y) => x - y)).toEqual(ids)
      expect(a.filter((id) => b.includes(id))).toEqual([])
      expect((await goLiveRows(ids)).map((r) => r.release_id).sort((x, y) => x! - y!)).toEqual(ids)
      const audits = await server.database.db
        .selectFrom('audit_log')
        .select('entity_id')
        .where('action', '=', 'go_live')
        .where('entity_id', 'in', ids.map(String))
        .execute()
      expect(audits).toHaveLength(ids.length)
      // Run again by both: nothing more happens.
      expect(await Promise.all([later(0).goLive(), later(0, other).goLive()])).toEqual([[], []])
    } finally {
      await other.close()
    }
  })

  it('makes each release live once when two server instances run the job on one database', async () => {
    const ids = await dueReleases(10)
    const instances = await Promise.all(
      [0, 1].map(async () => {
        const database = openDatabase({
          dataDir: server.config.dataDir,
          databaseUrl: server.config.databaseUrl,
          databaseSchema: server.config.databaseSchema
        })
        const app = await buildApp({ config: { ...server.config, goLiveMs: 20 }, database })
        return { app, database }
      })
    )
    try {
      await Promise.all(instances.map((i) => i.app.ready()))
      await waitFor(
        async () => (await goLiveRows(ids)).length >= ids.length,
        'the releases going live',
        20_000
      )
      // Both instances keep running the job a little longer: still one transition per release.
      await Promise.all(
        instances.map((i) => new ReleaseLifecycleService(i.database.db, i.database.dialect).goLive())
      )
      expect((await goLiveRows(ids)).map((r) => r.release_id).sort((x, y) => x! - y!)).toEqual(ids)
    } finally {
      for (const i of instances) {
        await i.app.close()
        await i.database.close()
      }
    }
  })
})
