// API keys in demo mode, answering as server/routes/apiKeys.ts (src/contracts/apiKeys.ts):
//   GET    /admin/v2/api_keys               → 200 { data: ApiKey[] }   newest first
//   POST   /admin/v2/api_keys { name, scope } → 201 { data: ApiKey, key }   the full key, this once; 400 invalid,
//                                             409 a key with this name exists
//   DELETE /admin/v2/api_keys/:id           → 200 { data: { id } }     404 unknown id
import type MockAdapter from 'axios-mock-adapter'
import {
  API_KEY_ERRORS,
  API_KEY_PATH,
  apiKeyInputSchema,
  keyAccess,
  API_KEY_PREFIX_LENGTH,
  API_KEY_START,
  maskPrefix,
  type ApiKey,
  type CreatedApiKey
} from '@/contracts/apiKeys'
import { on, type MockRequest, type MockResponse } from '../mock'
import { recordHostedAudit } from '../music/host/hostedAudit'
import { accounts } from '../auth/data'
import { authenticatedUserId } from '../auth/requireAuth'
import { apiKeysDb, DEMO_KEY_OWNER } from './data'

const ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789'

/** A new secret: random, unlike the sample data, because it stands for a real credential. */
function newKey(): string {
  const bytes = new Uint8Array(32)
  crypto.getRandomValues(bytes)
  return `${API_KEY_START}${Array.from(bytes, (b) => ALPHABET[b % ALPHABET.length]).join('')}`
}

/** A key kept in localStorage by an earlier version names no owner: it is the demo administrator's. */
type StoredKey = Omit<ApiKey, 'owner' | 'access'> & Partial<Pick<ApiKey, 'owner' | 'access'>>
const withOwner = (key: StoredKey): ApiKey => ({ owner: DEMO_KEY_OWNER, access: 'full', ...key })

export function listKeys(): MockResponse {
  const data = apiKeysDb.keys
    .map(withOwner)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
  return [200, { data }]
}

export async function createKey(
  request: MockRequest,
  now: () => Date = () => new Date()
): Promise<MockResponse> {
  const parsed = apiKeyInputSchema.safeParse(request.body ?? {})
  if (!parsed.success)
    return [400, { error: API_KEY_ERRORS[parsed.error.issues[0].message] ?? 'The key is not valid.' }]
  const { name, scope } = parsed.data
  if (apiKeysDb.keys.some((k) => k.name.toLowerCase() === name.toLowerCase()))
    return [409, { error: API_KEY_ERRORS.nameTaken }]
  const key = newKey()
  const account = accounts.find((a) => a.id === authenticatedUserId(request))
  const owner = account ? { name: account.fullName, role: account.role } : DEMO_KEY_OWNER
  const created: ApiKey = {
    id: apiKeysDb.keys.reduce((max, k) => Math.max(max, k.id), 0) + 1,
    name,
    maskedKey: maskPrefix(key.slice(0, API_KEY_PREFIX_LENGTH)),
    scope,
    createdAt: now().toISOString(),
    lastUsedAt: null,
    requestsLast24h: 0,
    owner,
    access: keyAccess(scope, owner.role)
  }
  apiKeysDb.keys = [...apiKeysDb.keys, created]
  await recordHostedAudit(request, {
    action: 'api_key_create',
    entity: 'api_key',
    entityId: created.id,
    after: { name, scope, prefix: key.slice(0, API_KEY_PREFIX_LENGTH) }
  })
  const body: CreatedApiKey = { data: created, key }
  return [201, body]
}

export async function deleteKey(request: MockRequest): Promise<MockResponse> {
  const id = Number(request.url.split('/').pop())
  const revoked = apiKeysDb.keys.find((k) => k.id === id)
  if (!revoked) return [404, { error: API_KEY_ERRORS.notFound }]
  apiKeysDb.keys = apiKeysDb.keys.filter((k) => k.id !== id)
  const { name, scope } = revoked
  await recordHostedAudit(request, {
    action: 'api_key_revoke',
    entity: 'api_key',
    entityId: id,
    before: { name, scope, revoked_at: null },
    after: { name, scope, revoked_at: new Date().toISOString() }
  })
  return [200, { data: { id } }]
}

export function register(mock: MockAdapter): void {
  on(mock, 'get', API_KEY_PATH, listKeys)
  on(mock, 'post', API_KEY_PATH, (request) => createKey(request))
  on(mock, 'delete', /^\/admin\/v2\/api_keys\/[^/?]+$/, deleteKey)
}
