// What every service-hosted demo handler shares: the host opened on first use, writes refused in a tab that is not
// the demo's writer, and once they succeed, pending plays folded (server/plays/fold.ts) and the database saved; a
// service's refusal (HttpError) answered with the server's error envelope (server/errors.ts).
import type { AuditOrigin } from '../../../../server/audit/record'
import { HttpError } from '../../../../server/httpError'
import { foldPlays } from '../../../../server/plays/fold'
import { authenticatedUserId } from '../../auth/requireAuth'
import type { MockHandler, MockRequest, MockResponse } from '../../mock'
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
  return async (req) => {
    const host = await musicHost()
    if (write && host.readOnly) return [409, { error: host.readOnly }]
    try {
      const answer = await handle(host, req)
      if (write && answer[0] < 300) {
        // The server folds pending plays (an undone bulk delete's) every second; the demo after each write.
        await foldPlays(host.db)
        await host.written()
      }
      return answer
    } catch (error) {
      return answerOf(error)
    }
  }
}
