// API key credentials: random secrets of which only the SHA-256 is stored (a key has 256 bits of entropy, so a slow hash would
// add nothing), with their readable start for recognising them. A key signs a request in for the administrator
// who made it, with the ability of its scope only.
import { createHash, randomBytes } from 'node:crypto'
import type { Kysely } from 'kysely'
import { createMongoAbility } from '@casl/ability'
import { API_KEY_PREFIX_LENGTH, API_KEY_START, keyRules } from '../../src/contracts/apiKeys'
import type { DB } from '../db/schema'
import type { AppAbility } from './ability'
import { liveKeyByHash, touchKey } from './apiKeysRepository'
import type { KeySecret } from './apiKeysService'

export const isApiKey = (token: string) => token.startsWith(API_KEY_START)

export const hashApiKey = (key: string) => createHash('sha256').update(key).digest('hex')

/** A new key's secret (the apiKeysService's port on Node). */
export function newApiKey(): KeySecret {
  const key = `${API_KEY_START}${randomBytes(32).toString('base64url')}`
  return { key, prefix: key.slice(0, API_KEY_PREFIX_LENGTH), hash: hashApiKey(key) }
}

const abilities = new Map<string, AppAbility>()

/** The ability of a key of `scope` whose owner has `ownerRole` now: what both allow (src/contracts/apiKeys.ts). */
export function abilityForKey(scope: string, ownerRole: string): AppAbility {
  const id = `${scope}|${ownerRole}`
  let ability = abilities.get(id)
  if (!ability) {
    ability = createMongoAbility(keyRules(scope, ownerRole)) as AppAbility
    abilities.set(id, ability)
  }
  return ability
}

/** last_used_at is written at most this often per key, so that a busy key does not write on every request. */
const TOUCH_EVERY_MS = 60_000

/** The live key of a presented secret (with its creator's id, current role and status), or undefined. */
export async function findApiKey(db: Kysely<DB>, key: string) {
  const row = await liveKeyByHash(db, hashApiKey(key))
  if (!row) return undefined
  const now = new Date()
  if (!row.last_used_at || now.getTime() - Date.parse(row.last_used_at) > TOUCH_EVERY_MS)
    await touchKey(db, row.id, now.toISOString())
  return row
}
