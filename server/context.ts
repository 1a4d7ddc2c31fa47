import type { Kysely } from 'kysely'
import type { ServerConfig } from './config'
import type { Dialect } from './db/engine/database'
import type { DB } from './db/schema'
import type { MediaStore } from './media/store'
import type { TokenService } from './accounts/tokens'
import type { RowReader } from './db/engine/rowReader'
import type { PlayIngester } from './plays/ingestService'
import type { KeyLimiter } from './rateLimit'
import type { FailureCounter } from './failureCount'
import type { OidcSignIn } from './accounts/oidcSessions'
import type { WebhookEmit } from './webhooks/webhooksService'
import type { AnalysisService } from './audio/analysisService'

/** What every route module needs. */
export type AppContext = {
  config: ServerConfig
  db: Kysely<DB>
  dialect: Dialect
  /** Whole-table reads of exports, as arrays of columns. */
  rows: RowReader
  tokens: TokenService
  media: MediaStore
  /** Stores reported plays, joining batches that wait for the write lock into one transaction (SQLite). */
  plays: PlayIngester
  /** The per-key request limit of API keys. */
  apiKeyLimit?: KeyLimiter
  /** Failed sign-ins per client address, across accounts (password spraying). */
  signInFailures?: FailureCounter
  /** Company sign-in, when OIDC_ISSUER is set. */
  oidc?: OidcSignIn
  /** Tells the webhooks of a change, in its transaction. */
  emit?: WebhookEmit
  /** The analysis of tracks' audio (issue 38): its requests go to the job queue. */
  analysis: AnalysisService
}
