// API keys (issue 15 §5): the API server's /admin/v2/api_keys, and the fake database's in demo mode. A key acts on
// the admin API for the administrator who made it, within its one scope; it never reaches user or key management.
import { z } from 'zod'
import { abilityRulesForRole, ACTIONS, SUBJECTS, type AbilityRule } from './abilities'

export const API_KEY_PATH = '/admin/v2/api_keys'
export const API_KEY_SCOPES = ['catalog:read', 'catalog:write', 'plays:write'] as const
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number]
/** Every key starts so; the server tells a key from an access token by it. */
export const API_KEY_START = 'vbl_live_'
/** Characters of a key kept readable (its start) so that a person can recognise it. */
export const API_KEY_PREFIX_LENGTH = 13

/** The scopes as the API reference explains them. */
export const API_KEY_SCOPE_MEANING =
  'catalog:read (read tracks, artists, releases, playlists and plays), catalog:write (also create, change and delete tracks, artists, releases and playlists) or plays:write (only report plays: the streaming back end).'

/** What each scope may do, in the shared CASL rules' terms. */
export const API_KEY_SCOPE_RULES: Record<ApiKeyScope, AbilityRule[]> = {
  'catalog:read': [
    { action: 'read', subject: 'Track' },
    { action: 'read', subject: 'Artist' },
    { action: 'read', subject: 'Release' },
    { action: 'read', subject: 'Playlist' },
    { action: 'read', subject: 'PlayHistory' },
    { action: 'read', subject: 'CatalogFeed' }
  ],
  'catalog:write': [
    { action: 'manage', subject: 'Track' },
    { action: 'manage', subject: 'Artist' },
    { action: 'manage', subject: 'Release' },
    { action: 'manage', subject: 'Playlist' },
    { action: 'read', subject: 'PlayHistory' },
    { action: 'read', subject: 'CatalogFeed' }
  ],
  'plays:write': [{ action: 'create', subject: 'PlayHistory' }]
}

const covers = (rules: AbilityRule[], action: string, subject: string) =>
  rules.some(
    (rule) =>
      (rule.action === 'manage' || rule.action === action) &&
      (rule.subject === 'all' || rule.subject === subject)
  )

/**
 * What a key may do: what its scope grants and its owner's current role allows too, so that a key never does more
 * than the person who made it may do today. Rules for an owner who is not active (or gone) are none.
 */
export function keyRules(scope: string, ownerRole: string | null): AbilityRule[] {
  const granted = API_KEY_SCOPE_RULES[scope as ApiKeyScope] ?? []
  if (ownerRole === null) return []
  const allowed = abilityRulesForRole(ownerRole)
  const rules: AbilityRule[] = []
  for (const subject of SUBJECTS)
    for (const action of ACTIONS)
      if (covers(granted, action, subject) && covers(allowed, action, subject))
        rules.push({ action, subject })
  return rules
}

/** full: the key may do all its scope says; narrowed: only part of it; none: nothing (a role or status change). */
export type KeyAccess = 'full' | 'narrowed' | 'none'

export function keyAccess(scope: string, ownerRole: string | null): KeyAccess {
  const granted = API_KEY_SCOPE_RULES[scope as ApiKeyScope] ?? []
  const rules = keyRules(scope, ownerRole)
  if (rules.length === 0) return 'none'
  const all = SUBJECTS.every((subject) =>
    ACTIONS.every((action) => !covers(granted, action, subject) || covers(rules, action, subject))
  )
  return all ? 'full' : 'narrowed'
}

export type ApiKey = {
  id: number
  name: string
  /** The key's readable start followed by dots; the full key is shown once, at creation. */
  maskedKey: string
  scope: ApiKeyScope
  createdAt: string
  lastUsedAt: string | null
  /** Requests the key made in the last 24 hours (the current hour and the 23 before it). */
  requestsLast24h: number
  /** Who made the key, with their current role (null: deactivated or deleted), which bounds what it may do. */
  owner: { name: string; role: string | null }
  access: KeyAccess
}
export type CreatedApiKey = { data: ApiKey; key: string }

/** Message keys (music.integrations.apiKeys.errors.*); API_KEY_ERRORS holds the API's English answers. */
export const apiKeyInputSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(60, 'nameLong'),
  scope: z.enum(API_KEY_SCOPES, { message: 'scopeInvalid' }).describe(API_KEY_SCOPE_MEANING)
})
export type ApiKeyInput = z.infer<typeof apiKeyInputSchema>

export const API_KEY_ERRORS: Record<string, string> = {
  nameRequired: 'Give the key a name.',
  nameLong: 'A key name has at most 60 characters.',
  scopeInvalid: 'Choose catalog:read, catalog:write or plays:write.',
  nameTaken: 'Another key already has this name.',
  notFound: 'This API key does not exist.',
  invalid: 'This API key is not valid or has been revoked.',
  notHere: 'An API key cannot be used here; sign in as a person.'
}

export const maskPrefix = (prefix: string) => `${prefix}${'•'.repeat(8)}`
