// A refusal with its HTTP status, which services throw and the error handler (errors.ts) answers: no Fastify here,
// so that services can run in the browser.
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly details?: unknown[],
    /** Headers of the answer (Retry-After of a 429). */
    readonly headers?: Record<string, string>
  ) {
    super(message)
  }
}

export const badRequest = (message: string, details?: unknown[]) => new HttpError(400, message, details)
export const notFound = (what: string) => new HttpError(404, `${what} was not found.`)
