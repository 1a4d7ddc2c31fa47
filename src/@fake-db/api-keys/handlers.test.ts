// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import type { ApiKey, CreatedApiKey } from '@/contracts/apiKeys'
import type { MockRequest } from '../mock'
import { apiKeysDb, resetApiKeys } from './data'
import { createKey, deleteKey, listKeys } from './handlers'
import { openTestMusicHost, type TestMusicHost } from '@/test/musicHost'

const req = (body?: unknown, url = '/admin/v2/api-keys'): MockRequest => ({
  url,
  method: 'post',
  params: {},
  body,
  headers: {}
})
const list = () => (listKeys()[1] as { data: ApiKey[] }).data
const fixedNow = () => new Date('2025-11-05T12:00:00Z')

// Their audit rows go to demo mode's audit log, in the music host's database (here without the demo catalogue).
let host: TestMusicHost
beforeEach(async () => {
  resetApiKeys()
  host = await openTestMusicHost(false)
})
afterEach(() => host.close())

describe('API keys (demo)', () => {
  it('lists the keys newest first with name, masked key, scope and dates', () => {
    const keys = list()
    expect(keys.map((k) => k.name)).toEqual(['Reporting dashboard', 'Catalogue import', 'Mobile app'])
    for (const key of keys) {
      expect(key.maskedKey).toMatch(/^vbl_live_[a-z0-9]{4}•{8}$/)
      expect(['catalog:read', 'catalog:write', 'plays:write']).toContain(key.scope)
    }
  })

  it('lists a key kept by an earlier version, which names no owner, as the demo administrator’s', () => {
    const { owner: _owner, access: _access, ...old } = apiKeysDb.keys[0]
    apiKeysDb.keys = [old as ApiKey, ...apiKeysDb.keys.slice(1)]
    expect(list().find((k) => k.id === old.id)).toMatchObject({
      owner: { name: 'Demo Admin', role: 'admin' },
      access: 'full'
    })
  })

  it('creates a key, answers the full key once and keeps only its masked form', async () => {
    const [status, body] = await createKey(req({ name: '  Label feed ', scope: 'catalog:read' }), fixedNow)
    expect(status).toBe(201)
    const { data, key } = body as CreatedApiKey
    expect(key).toMatch(/^vbl_live_[a-z0-9]{32}$/)
    expect(data).toEqual({
      id: 4,
      name: 'Label feed',
      maskedKey: `${key.slice(0, 13)}${'•'.repeat(8)}`,
      scope: 'catalog:read',
      createdAt: '2025-11-05T12:00:00.000Z',
      lastUsedAt: null,
      requestsLast24h: 0,
      owner: { name: 'Demo Admin', role: 'admin' },
      access: 'full'
    })
    expect(list()[0]).toEqual(data)
    expect(JSON.stringify(apiKeysDb.keys)).not.toContain(key)
  })

  it('refuses a missing name, an unknown scope and a name in use', async () => {
    expect(await createKey(req({ name: ' ', scope: 'plays:write' }))).toEqual([
      400,
      { error: 'Give the key a name.' }
    ])
    expect(await createKey(req({ name: 'x', scope: 'root' }))).toEqual([
      400,
      { error: 'Choose catalog:read, catalog:write or plays:write.' }
    ])
    expect(await createKey(req({ name: 'MOBILE APP', scope: 'plays:write' }))).toEqual([
      409,
      { error: 'Another key already has this name.' }
    ])
    expect(list()).toHaveLength(3)
  })

  it('deletes a key, and answers 404 for one that does not exist', async () => {
    expect(await deleteKey(req(undefined, '/admin/v2/api-keys/2'))).toEqual([200, { data: { id: 2 } }])
    expect(list().map((k) => k.id)).toEqual([3, 1])
    expect((await deleteKey(req(undefined, '/admin/v2/api-keys/2')))[0]).toBe(404)
  })

  it('writes the creation and the revocation to the demo audit log, never the key itself', async () => {
    const [, body] = await createKey(req({ name: 'Audited feed', scope: 'plays:write' }), fixedNow)
    const { data, key } = body as CreatedApiKey
    await deleteKey({ ...req(), method: 'delete', url: `/admin/v2/api_keys/${data.id}` })
    const entries = (await host.db.selectFrom('audit_log').selectAll().orderBy('id').execute()).map((e) => ({
      ...e,
      before: e.before && JSON.parse(e.before),
      after: e.after && JSON.parse(e.after)
    }))
    expect(entries.map((e) => [e.action, e.entity, e.entity_id])).toEqual([
      ['api_key_create', 'api_key', String(data.id)],
      ['api_key_revoke', 'api_key', String(data.id)]
    ])
    expect(entries[0].after).toEqual({ name: 'Audited feed', scope: 'plays:write', prefix: key.slice(0, 13) })
    expect(entries[1].before).toEqual({ revoked_at: null })
    expect(JSON.stringify(entries)).not.toContain(key)
  })
})
