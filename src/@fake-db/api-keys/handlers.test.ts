import { beforeEach, describe, expect, it } from 'vitest'
import type { ApiKey, CreatedApiKey } from '@/contracts/apiKeys'
import type { MockRequest } from '../mock'
import { apiKeysDb, resetApiKeys } from './data'
import { createKey, deleteKey, listKeys } from './handlers'

const req = (body?: unknown, url = '/admin/v2/api-keys'): MockRequest => ({
  url,
  method: 'post',
  params: {},
  body,
  headers: {}
})
const list = () => (listKeys()[1] as { data: ApiKey[] }).data
const fixedNow = () => new Date('2025-11-05T12:00:00Z')

beforeEach(() => resetApiKeys())

describe('API keys (demo)', () => {
  it('lists the keys newest first with name, masked key, access level and dates', () => {
    const keys = list()
    expect(keys.map((k) => k.name)).toEqual(['Reporting dashboard', 'Catalogue import', 'Mobile app'])
    for (const key of keys) {
      expect(key.maskedKey).toMatch(/^vbl_live_•{12}[a-z0-9]{4}$/)
      expect(['full', 'read-write', 'read-only']).toContain(key.access)
    }
  })

  it('creates a key, answers the full key once and keeps only its masked form', () => {
    const [status, body] = createKey(req({ name: '  Label feed ', access: 'read-only' }), fixedNow)
    expect(status).toBe(201)
    const { data, key } = body as CreatedApiKey
    expect(key).toMatch(/^vbl_live_[a-z0-9]{32}$/)
    expect(data).toEqual({
      id: 4,
      name: 'Label feed',
      maskedKey: `vbl_live_${'•'.repeat(12)}${key.slice(-4)}`,
      access: 'read-only',
      createdAt: '2025-11-05T12:00:00.000Z',
      lastUsedAt: null
    })
    expect(list()[0]).toEqual(data)
    expect(JSON.stringify(apiKeysDb.keys)).not.toContain(key)
  })

  it('refuses a missing name, an unknown access level and a name in use', () => {
    expect(createKey(req({ name: ' ', access: 'full' }))).toEqual([400, { error: 'Give the key a name.' }])
    expect(createKey(req({ name: 'x', access: 'root' }))).toEqual([
      400,
      { error: 'Choose full access, read and write, or read only.' }
    ])
    expect(createKey(req({ name: 'MOBILE APP', access: 'full' }))).toEqual([
      409,
      { error: 'Another key already has this name.' }
    ])
    expect(list()).toHaveLength(3)
  })

  it('deletes a key, and answers 404 for one that does not exist', () => {
    expect(deleteKey(req(undefined, '/admin/v2/api-keys/2'))).toEqual([200, { data: { id: 2 } }])
    expect(list().map((k) => k.id)).toEqual([3, 1])
    expect(deleteKey(req(undefined, '/admin/v2/api-keys/2'))[0]).toBe(404)
  })
})
