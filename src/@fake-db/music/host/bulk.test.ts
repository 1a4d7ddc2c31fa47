// @vitest-environment node
// Demo mode's bulk edit, bulk delete, undo and audit log, through the mock adapter and the fake sign-in to the server's
// own services on SQLite (music/host), answer as the API server does (server/bulk.test.ts).
import { describe, expect, it } from 'vitest'
import { AUDIT_PATH } from '@/contracts/audit'
import { BULK_PATHS } from '@/contracts/bulk'
import type { Track } from '@/contracts/music'
import { hostTracks } from '@/test/musicHost'
import { demoApiOverTestHost } from '@/test/demoApi'
import { accounts, DEMO_ADMIN, DEMO_CLIENT } from '../../auth/data'

const { client, host, signIn } = demoApiOverTestHost({ tracks: 120 })

const as = signIn
const copy = (): Promise<Track[]> => hostTracks(host())
const trackCount = async () => (await copy()).length

describe('demo bulk edit', () => {
  it('changes the chosen tracks, counts them, and undo restores exactly; the audit log shows both', async () => {
    const admin = await as(DEMO_ADMIN)
    const before = await copy()
    const ids = before.slice(0, 12).map((t) => t.id)
    const res = await client.patch(BULK_PATHS.tracks, { ids, changes: { genre: 'jazz' } }, admin)
    expect(res.status).toBe(200)
    const changed = before.slice(0, 12).filter((t) => t.genre !== 'jazz').length
    expect(res.data.data.changed).toBe(changed)
    const edited = await copy()
    for (const id of ids) expect(edited.find((t) => t.id === id)!.genre).toBe('jazz')
    const undo = await client.post(BULK_PATHS.tracksUndo(res.data.data.undo_id), undefined, admin)
    expect(undo.data.data).toEqual({ restored: changed, skipped: 0, skipped_ids: [] })
    expect(await copy()).toEqual(before)
    expect((await client.post(BULK_PATHS.tracksUndo(res.data.data.undo_id), undefined, admin)).status).toBe(
      409
    )

    const log = (await client.get(AUDIT_PATH, { ...admin, params: { per_page: 10 } })).data
    expect(log.data.map((e: { action: string }) => e.action).slice(0, 2)).toEqual(['undo', 'bulk_update'])
    expect(log.data[1]).toMatchObject({ entity: 'track', user_name: 'Demo Admin' })
  })

  it('selects by the list filters, skips rows changed since on undo, and deletes undoably', async () => {
    const admin = await as(DEMO_ADMIN)
    const rock = (await copy()).filter((t) => t.genre === 'rock')
    const res = await client.patch(
      BULK_PATHS.tracks,
      { filters: JSON.stringify({ genre: 'rock' }), changes: { status: 'draft', explicit: true } },
      admin
    )
    expect(res.data.data.changed).toBe(rock.filter((t) => t.status !== 'draft' || !t.explicit).length)
    // Changed by someone else since the bulk edit.
    const touched = rock[0]
    await host()
      .db.updateTable('tracks')
      .set({ updated_at: '2030-01-01T00:00:00.000Z' })
      .where('id', '=', touched.id)
      .execute()
    const undo = await client.post(BULK_PATHS.tracksUndo(res.data.data.undo_id), undefined, admin)
    expect(undo.data.data.skipped_ids).toEqual([touched.id])

    const count = await trackCount()
    const gone = await client.post(BULK_PATHS.tracksDelete, { ids: [rock[1].id, rock[2].id] }, admin)
    expect(gone.data.data.changed).toBe(2)
    expect(await trackCount()).toBe(count - 2)
    await client.post(BULK_PATHS.tracksUndo(gone.data.data.undo_id), undefined, admin)
    expect(await trackCount()).toBe(count)
    expect(
      (
        await client.patch(
          BULK_PATHS.tracks,
          { filters: { genre: 'Polka!' }, changes: { status: 'draft' } },
          admin
        )
      ).status
    ).toBe(400)
  })

  it('a client gets 403 and nothing changes; the audit log is for administrators only', async () => {
    const client_ = await as(DEMO_CLIENT)
    const before = await copy()
    const res = await client.patch(
      BULK_PATHS.tracks,
      { ids: [before[0].id], changes: { genre: 'pop' } },
      client_
    )
    expect(res.status).toBe(403)
    expect((await client.post(BULK_PATHS.tracksDelete, { ids: [before[0].id] }, client_)).status).toBe(403)
    expect(await copy()).toEqual(before)
    expect((await client.get(AUDIT_PATH, client_)).status).toBe(403)
  })

  it('bulk status of users leaves the others', async () => {
    const admin = await as(DEMO_ADMIN)
    // Four of the service's users, not the demo's own accounts (the signed-in one is always left alone).
    const users = () => host().db.selectFrom('users').select(['id', 'status']).orderBy('id').execute()
    const ids = (await users())
      .filter((u) => !accounts.some((a) => a.id === u.id) && u.status !== 'inactive')
      .slice(0, 4)
      .map((u) => u.id)
    const res = await client.patch(BULK_PATHS.users, { ids, changes: { status: 'inactive' } }, admin)
    expect(res.status).toBe(200)
    expect(res.data.data.changed).toBe(4)
    const after = await users()
    for (const id of ids) expect(after.find((u) => u.id === id)!.status).toBe('inactive')
    const undo = await client.post(BULK_PATHS.usersUndo(res.data.data.undo_id), undefined, admin)
    expect(undo.data.data.restored).toBe(res.data.data.changed)
  })
})

describe('demo audit log', () => {
  type Entry = {
    id: number
    action: string
    entity: string
    entity_id: string | null
    before: unknown
    after: unknown
  }
  const newest = async (admin: object, params: Record<string, unknown> = {}) =>
    (await client.get(AUDIT_PATH, { ...admin, params: { per_page: 100, ...params } })).data.data as Entry[]

  it('a bulk edit keeps each track’s previous value beside the new one', async () => {
    const admin = await as(DEMO_ADMIN)
    const chosen = (await copy()).filter((t) => t.genre !== 'blues').slice(0, 3)
    const res = await client.patch(
      BULK_PATHS.tracks,
      { ids: chosen.map((t) => t.id), changes: { genre: 'blues' } },
      admin
    )
    const [entry] = await newest(admin)
    expect(entry).toMatchObject({ action: 'bulk_update', entity_id: String(res.data.data.undo_id) })
    expect(entry.before).toEqual({
      tracks: 3,
      ...Object.fromEntries(chosen.map((t) => [`#${t.id}`, { genre: t.genre }]))
    })
    expect(entry.after).toEqual({ tracks: 3, genre: 'blues' })
  })

  it('records the session’s playlist changes with what changed', async () => {
    const admin = await as(DEMO_ADMIN)
    const [first] = await copy()
    const created = await client.post(
      '/admin/v2/playlists',
      { name: 'Audit mix', description: '', is_public: true },
      admin
    )
    const id = created.data.data.id as number
    await client.put(
      `/admin/v2/playlists/${id}`,
      { name: 'Audit mix 2', description: '', is_public: false },
      admin
    )
    await client.post(`/admin/v2/playlists/${id}/tracks`, { track_id: first.id }, admin)
    await client.delete(`/admin/v2/playlists/${id}/tracks/${first.id}`, admin)
    await client.delete(`/admin/v2/playlists/${id}`, admin)
    const entries = await newest(admin, {
      filters: JSON.stringify({ entity: 'playlist', entity_id: String(id) })
    })
    expect(entries.map((e) => e.action)).toEqual([
      'delete',
      'playlist_tracks_remove',
      'playlist_tracks_add',
      'update',
      'create'
    ])
    // The server's audit row keeps the stored column (1 or 0 on both engines), as the API server's log shows it.
    expect(entries[3]).toMatchObject({
      before: { name: 'Audit mix', is_public: 1 },
      after: { name: 'Audit mix 2', is_public: 0 }
    })
    expect(entries[2]).toMatchObject({ before: { track_ids: [] }, after: { track_ids: [first.id] } })
  })

  it('exports the filtered log as CSV, newest first, with the changed fields as JSON', async () => {
    const admin = await as(DEMO_ADMIN)
    const sixth = (await copy())[5]
    await client.patch(BULK_PATHS.tracks, { ids: [sixth.id], changes: { genre: 'latin' } }, admin)
    const filters = JSON.stringify({ action: 'bulk_update' })
    const listed = await newest(admin, { filters })
    const csv = await client.get(`${AUDIT_PATH}/export`, { ...admin, params: { filters } })
    expect(csv.status).toBe(200)
    const [header, ...lines] = String(csv.data).slice(1).split('\r\n').filter(Boolean)
    expect(header).toBe(
      'id,created_at,user_id,user_name,api_key_id,action,entity,entity_id,before,after,request_id,ip'
    )
    expect(lines.map((l) => Number(l.split(',')[0]))).toEqual(listed.map((e) => e.id))
    expect(lines[0]).toContain(`"${JSON.stringify(listed[0].after).replace(/"/g, '""')}"`)
    expect(
      (await client.get(`${AUDIT_PATH}/export`, { ...admin, params: { filters: '{"action":"x"}' } })).status
    ).toBe(400)
  })
})
