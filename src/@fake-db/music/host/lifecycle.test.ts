// @vitest-environment node
// Demo mode's release lifecycle, availability and readiness (issue 37) through the mock adapter and the fake sign-in
// to the server's own lifecycle service on SQLite, answered as the API server answers them
// (server/releaseLifecycle.test.ts): the moves, the 409 of a move from the wrong status, the availability summary,
// the list's readiness filter, and a due release made live when its lifecycle is read (the server's catch-up).
import { describe, expect, it } from 'vitest'
import { CATALOGUE_PATHS } from '@/contracts/catalogue'
import { LIFECYCLE_PATHS } from '@/contracts/releaseLifecycle'
import { demoApiOverTestHost } from '@/test/demoApi'

const { client, host, signIn } = demoApiOverTestHost({ tracks: 40 })

const admin = () => signIn()

const firstRelease = async (auth: object) =>
  (await client.get(CATALOGUE_PATHS.releases, auth)).data.data[0].id as number

describe('the demo lifecycle', () => {
  it('moves a release, refuses a move from the wrong status, and keeps the timeline', async () => {
    const auth = await admin()
    const id = await firstRelease(auth)
    const start = (await client.get(LIFECYCLE_PATHS.lifecycle(id), auth)).data.data
    await host().db.updateTable('releases').set({ status: 'draft' }).where('id', '=', id).execute()
    const submitted = await client.post(LIFECYCLE_PATHS.transition(id, 'submit'), {}, auth)
    expect([submitted.status, submitted.data.data.status]).toEqual([200, 'in_review'])
    const again = await client.post(LIFECYCLE_PATHS.transition(id, 'submit'), {}, auth)
    expect(again.status).toBe(409)
    expect(again.data.error).toBe(
      `Release ${id} is in review; only a release that is a draft can be submitted for review.`
    )
    const noReason = await client.post(LIFECYCLE_PATHS.transition(id, 'take-down'), { reason: ' ' }, auth)
    expect(noReason.status).toBe(400)
    const after = (await client.get(LIFECYCLE_PATHS.lifecycle(id), auth)).data.data
    expect(after.timeline.length).toBe(start.timeline.length + 1)
    expect(after.timeline.at(-1)).toMatchObject({ from_status: 'draft', to_status: 'in_review' })
    expect(after.timeline.at(-1).user.name).toBe('Demo Admin')
  })

  it('sets the availability and answers the contract’s summary', async () => {
    const auth = await admin()
    const id = await firstRelease(auth)
    const res = await client.put(
      LIFECYCLE_PATHS.availability(id),
      { mode: 'include', countries: ['fr', 'DE'], from: '2027-01-15', until: null },
      auth
    )
    expect(res.status).toBe(200)
    expect(res.data.data.availability).toEqual({
      mode: 'include',
      countries: ['DE', 'FR'],
      from: '2027-01-15',
      until: null
    })
    expect(res.data.data.availability_summary).toBe('Available in 2 countries (DE, FR) from 2027-01-15')
    const refused = await client.put(
      LIFECYCLE_PATHS.availability(id),
      { mode: 'include', countries: [], from: null, until: null },
      auth
    )
    expect(refused.status).toBe(400)
  })

  it('answers the readiness checks and filters the list by them', async () => {
    const auth = await admin()
    const list = (await client.get(CATALOGUE_PATHS.releases, { ...auth, params: { per_page: 100 } })).data
    const failing: number[] = []
    for (const { id } of list.data as { id: number }[]) {
      const readiness = (await client.get(LIFECYCLE_PATHS.readiness(id), auth)).data.data
      if (readiness.errors > 0) failing.push(id)
    }
    const filtered = (
      await client.get(CATALOGUE_PATHS.releases, {
        ...auth,
        params: { per_page: 100, filters: JSON.stringify({ has_errors: true }) }
      })
    ).data
    expect((filtered.data as { id: number }[]).map((r) => r.id).sort()).toEqual(failing.sort())
  })

  it('makes a release whose go-live instant has passed live when its lifecycle is read', async () => {
    const auth = await admin()
    const id = await firstRelease(auth)
    await host()
      .db.updateTable('releases')
      .set({ status: 'scheduled', go_live_at: '2026-01-01T09:00:00.000Z', go_live_zone: 'Europe/Berlin' })
      .where('id', '=', id)
      .execute()
    const writes = host().writes
    const lifecycle = (await client.get(LIFECYCLE_PATHS.lifecycle(id), auth)).data.data
    expect(lifecycle.status).toBe('live')
    expect(lifecycle.timeline.at(-1)).toMatchObject({
      from_status: 'scheduled',
      to_status: 'live',
      user: null
    })
    expect(host().writes).toBe(writes + 1)
  })
})
