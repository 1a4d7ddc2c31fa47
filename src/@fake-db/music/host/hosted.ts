// What every service-hosted demo handler shares: the host opened on first use, writes refused in a tab that is not
// the demo's writer, and once they succeed, pending plays folded (server/plays/fold.ts) and the database saved; a
// service's refusal (HttpError) answered with the server's error envelope (server/errors.ts); and the pieces of a
// route the server's framework does (abilities, body, CSV).
import type { z } from 'zod'
import { abilityForRole, type AppAbility } from '../../../../server/accounts/ability'
import type { AuditOrigin } from '../../../../server/audit/record'
import type { Chunks } from '../../../../server/export/chunks'
import { assertNoNul } from '../../../../server/http/noNul'
import { HttpError } from '../../../../server/httpError'
import { foldPlays } from '../../../../server/plays/fold'
import { accounts } from '../../auth/data'
import { authenticatedUserId } from '../../auth/requireAuth'
import type { MockHandler, MockRequest, MockResponse } from '../../mock'
import { invalid, query } from '../request'
import { withDrawnCovers, withStoredCovers } from './demoMedia'
import { musicHost, type MusicHost } from './musicHost'

/** Who asks, as the audit log records it (the server's request carries the same). */
export function originOf(req: MockRequest): AuditOrigin {
  const id = authenticatedUserId(req)
  return { user: id === null ? null : { id } }
}

function answerOf(error: unknown): MockResponse {
  if (!(error instanceof HttpError)) throw error
  return [
    error.statusCode,
    error.details ? { error: error.message, details: error.details } : { error: error.message }
  ]
}

export function hosted(
  write: boolean,
  handle: (host: MusicHost, req: MockRequest) => Promise<MockResponse>
): MockHandler {
  return async (sent) => {
    const host = await musicHost()
    const req = { ...sent, body: withStoredCovers(sent.body) }
    if (write && host.readOnly) return [409, { error: host.readOnly }]
    try {
      // The server refuses NUL in any request's query and body before its route runs (app.ts, preValidation).
      assertNoNul(query(req), 'query')
      assertNoNul(req.body)
      const [status, body] = await handle(host, req)
      if (write && status < 300) {
        // The server folds pending plays (an undone bulk delete's, new ones) every second; the demo after each write.
        await foldPlays(host.db)
        await host.written()
      }
      return [status, withDrawnCovers(body)]
    } catch (error) {
      return answerOf(error)
    }
  }
}

/** The signed-in account's abilities as the server builds them (accounts/ability.ts) from the role it reads. */
export function abilityOf(req: MockRequest): AppAbility {
  const account = accounts.find((a) => a.id === authenticatedUserId(req))
  return abilityForRole(account?.role ?? '')
}

/** The body decoded by the route's schema, or the server's 400 for it. */
export function bodyOf<S extends z.ZodType>(
  schema: S,
  req: MockRequest
): { ok: true; body: z.output<S> } | { ok: false; response: MockResponse } {
  const parsed = schema.safeParse(req.body)
  return parsed.success ? { ok: true, body: parsed.data } : { ok: false, response: invalid(parsed.error) }
}

/** An export's whole text: the server streams the same chunks, the browser downloads them as one file. */
export async function csvAnswer(text: Chunks<string>): Promise<MockResponse> {
  const parts: string[] = []
  for (let chunk = await text(); chunk !== undefined; chunk = await text()) parts.push(chunk)
  return [200, parts.join('')]
}
