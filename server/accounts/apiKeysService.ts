// The administrators' API keys: list the live ones, create one (its secret answered this once), revoke one, each
// write in one transaction with its audit row. Making a secret is a port (Node's crypto: accounts/apiKeyCredentials.ts).
import type { Kysely } from 'kysely'
import { API_KEY_ERRORS, type ApiKeyInput } from '../../src/contracts/apiKeys'
import { recordAudit, type AuditOrigin } from '../audit/record'
import { inTransaction } from '../db/engine/transaction'
import type { DB } from '../db/schema'
import { HttpError } from '../httpError'
import { usageWindowStart } from './apiKeyUsage'
import { insertKey, keyOwner, listLiveKeys, liveKeyNamed, revokeKey } from './apiKeysRepository'

/** A new key's secret, the readable start kept to recognise it, and the hash that is stored. */
export type KeySecret = { key: string; prefix: string; hash: string }

export class ApiKeysService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly newSecret: () => KeySecret
  ) {}

  /** The live keys with their requests in the last 24 h (accounts/apiKeyUsage.ts). */
  list = (now = new Date()) => listLiveKeys(this.db, usageWindowStart(now))

  /** A new key of `creatorId`; the answer holds its secret, which is never stored. */
  async create({ name, scope }: ApiKeyInput, creatorId: number, origin: AuditOrigin) {
    const { key, prefix, hash } = this.newSecret()
    const row = await inTransaction(this.db, async (trx) => {
      if (await liveKeyNamed(trx, name)) throw new HttpError(409, API_KEY_ERRORS.nameTaken)
      const created = await insertKey(trx, {
        name,
        prefix,
        key_hash: hash,
        scope,
        created_by: creatorId,
        created_at: new Date().toISOString(),
        last_used_at: null,
        revoked_at: null
      })
      await recordAudit(trx, origin, {
        action: 'api_key_create',
        entity: 'api_key',
        entityId: created.id,
        after: { name, scope, prefix }
      })
      return created
    })
    return { row, owner: await keyOwner(this.db, row.created_by), key }
  }

  async revoke(id: number, origin: AuditOrigin): Promise<void> {
    await inTransaction(this.db, async (trx) => {
      const stamp = new Date().toISOString()
      const revoked = await revokeKey(trx, id, stamp)
      if (!revoked) throw new HttpError(404, API_KEY_ERRORS.notFound)
      const { name, scope, prefix } = revoked
      await recordAudit(trx, origin, {
        action: 'api_key_revoke',
        entity: 'api_key',
        entityId: id,
        before: { name, scope, prefix, revoked_at: null },
        after: { name, scope, prefix, revoked_at: stamp }
      })
    })
  }
}
