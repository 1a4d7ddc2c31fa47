// Three sample API keys of the demo administrator; created and deleted keys change this list for the rest of the
// session.
import type { ApiKey } from '@/contracts/apiKeys'

export const DEMO_KEY_OWNER: ApiKey['owner'] = { name: 'Demo Admin', role: 'admin' }

function initial(): ApiKey[] {
  return [
    {
      id: 1,
      name: 'Mobile app',
      maskedKey: 'vbl_live_3f9a••••••••',
      scope: 'catalog:read',
      createdAt: '2025-09-12T08:30:00.000Z',
      lastUsedAt: '2025-11-01T17:45:00.000Z',
      requestsLast24h: 1284,
      owner: DEMO_KEY_OWNER,
      access: 'full'
    },
    {
      id: 2,
      name: 'Catalogue import',
      maskedKey: 'vbl_live_b71c••••••••',
      scope: 'catalog:write',
      createdAt: '2025-10-03T14:05:00.000Z',
      lastUsedAt: '2025-10-30T09:12:00.000Z',
      requestsLast24h: 0,
      owner: DEMO_KEY_OWNER,
      access: 'full'
    },
    {
      id: 3,
      name: 'Reporting dashboard',
      maskedKey: 'vbl_live_0d42••••••••',
      scope: 'plays:write',
      createdAt: '2025-10-21T11:20:00.000Z',
      lastUsedAt: null,
      requestsLast24h: 0,
      owner: DEMO_KEY_OWNER,
      access: 'full'
    }
  ]
}

export const apiKeysDb: { keys: ApiKey[] } = { keys: initial() }

export function resetApiKeys(): void {
  apiKeysDb.keys = initial()
}
