// The parts of a multipart/form-data body, with two guards its parser lacks: a body that ends before its closing
// boundary is a 400 (the parser takes it for a shorter form, or waits forever inside a file part), and a client
// that sends nothing for `idleMs` is answered 408 and its connection closed. Whatever part is being read when
// either happens is ended with that error, so that whoever writes it to disk stops and can remove the file.
import type { IncomingMessage } from 'node:http'
import type { Readable } from 'node:stream'
import type { Multipart } from '@fastify/multipart'
import type { FastifyRequest } from 'fastify'
import { HttpError } from '../errors'

const BOUNDARY = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i

export const boundaryOf = (contentType: string | undefined): string | null => {
  const match = BOUNDARY.exec(contentType ?? '')
  return match ? (match[1] ?? match[2]) : null
}

export const cutShort = () =>
  new HttpError(
    400,
    'The multipart/form-data body ended before its closing boundary; the upload was cut short, send it again.'
  )

export const stalled = (idleMs: number) =>
  new HttpError(
    408,
    `The upload stalled: nothing arrived for ${idleMs / 1000} s, so the server stopped waiting; send it again.`,
    undefined,
    { Connection: 'close' }
  )

const malformed = (reason: string) =>
  new HttpError(400, `The multipart/form-data body is malformed (${reason.replace(/\.$/, '')}).`)

/**
 * The answer for an error met while reading a body: the guard's own, a parser's complaint about the body (a 400;
 * errors of the plugin carry their own 4xx status), or, for a system error such as a full disk, the error itself.
 */
function explain(error: unknown): unknown {
  if (error instanceof HttpError) return error
  const { statusCode, code, message } = error as { statusCode?: number; code?: string; message?: string }
  if (statusCode && statusCode < 500) return error
  if (code && !code.startsWith('FST_')) return error
  return malformed(message ?? 'unreadable')
}

/**
 * Why reading a file part failed: a refusal of the reader's own (413, 415) as it is, else the stream's error (the
 * body's fault), else what the writer threw (a full disk).
 */
export function filePartError(file: Readable, error: unknown): unknown {
  if (error instanceof HttpError) return error
  return file.errored ? explain(file.errored) : error
}

/** Watches the request's bytes for the closing delimiter and for silence. */
class BodyWatch {
  readonly failure: Promise<never>
  /** The file part being read, ended with the failure if there is one. */
  file: Readable | null = null
  #fail!: (error: HttpError) => void
  #failed: HttpError | null = null
  #closed = false
  #tail = Buffer.alloc(0)
  #timer: NodeJS.Timeout | undefined
  readonly #delimiter: Buffer

  constructor(
    private readonly raw: IncomingMessage,
    boundary: string,
    private readonly idleMs: number
  ) {
    this.#delimiter = Buffer.from(`--${boundary}--`, 'latin1')
    this.failure = new Promise<never>((_resolve, reject) => {
      this.#fail = reject
    })
    // Raced against every step; a failure after the last step has no one left to hear it.
    this.failure.catch(() => {})
    raw.on('data', this.#onData)
    raw.on('end', this.#onEnd)
    this.#arm()
  }

  get closed(): boolean {
    return this.#closed
  }

  get error(): HttpError | null {
    return this.#failed
  }

  stop(): void {
    clearTimeout(this.#timer)
    this.raw.off('data', this.#onData)
    this.raw.off('end', this.#onEnd)
  }

  fail(error: HttpError): void {
    if (this.#failed) return
    this.#failed = error
    this.stop()
    if (this.file && !this.file.readableEnded) this.file.destroy(error)
    this.#fail(error)
  }

  #arm(): void {
    clearTimeout(this.#timer)
    this.#timer = setTimeout(() => {
      // Paused by the parser (its reader is behind): the silence is ours, not the client's.
      if (this.raw.readableFlowing === false) this.#arm()
      else this.fail(stalled(this.idleMs))
    }, this.idleMs)
  }

  #onData = (chunk: Buffer): void => {
    this.#arm()
    if (this.#closed) return
    const keep = this.#delimiter.length - 1
    const seam = Buffer.concat([this.#tail, chunk.subarray(0, keep)])
    if (seam.includes(this.#delimiter) || chunk.includes(this.#delimiter)) {
      this.#closed = true
      return
    }
    this.#tail =
      chunk.length >= keep
        ? chunk.subarray(chunk.length - keep)
        : Buffer.concat([this.#tail, chunk]).subarray(-keep)
  }

  #onEnd = (): void => {
    if (!this.#closed) this.fail(cutShort())
  }
}

/**
 * The body's parts, as request.parts() yields them, failing with a 400 for a cut or malformed body and a 408 for a
 * client that went silent for idleMs. The content type must hold a boundary (checked by the caller).
 */
export async function* guardedParts(request: FastifyRequest, idleMs: number): AsyncGenerator<Multipart> {
  const boundary = boundaryOf(request.headers['content-type'])
  if (!boundary) throw malformed('no boundary')
  const parts = request.parts()[Symbol.asyncIterator]()
  // The first step starts the parser, which begins reading the request: watch it only from then on, since a
  // listener of its own would start the flow of bytes before the parser is there to take them.
  let next = parts.next()
  const watch = new BodyWatch(request.raw, boundary, idleMs)
  try {
    for (;;) {
      next.catch(() => {})
      const step = await Promise.race([next, watch.failure])
      if (step.done) break
      watch.file = step.value.type === 'file' ? step.value.file : null
      yield step.value
      next = parts.next()
    }
    if (watch.error) throw watch.error
    if (!watch.closed) throw cutShort()
  } catch (error) {
    throw explain(error)
  } finally {
    watch.stop()
  }
}
