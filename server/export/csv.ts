// CSV export streamed from keyset chunks (export/chunks.ts) as an HTTP download.
import { Readable } from 'node:stream'
import { setImmediate as nextTurn } from 'node:timers/promises'
import type { FastifyReply } from 'fastify'
import type { Chunks } from './chunks'

export { chunksInTurn, csvChunks, csvValueChunks, EXPORT_CHUNK, keysetChunks, type Chunks } from './chunks'

/**
 * The text as a byte stream that asks for a chunk only when the client has taken the previous one. Each chunk is
 * asked for in a later turn of the event loop: with SQLite every query answers at once, and a client that reads
 * fast enough never makes a write wait, so without it an export held its process's event loop (every other
 * request of that process) for the whole file.
 */
export function csvStream(text: Chunks<string>): Readable {
  return new Readable({
    read() {
      nextTurn()
        .then(text)
        .then(
          (chunk) => this.push(chunk ?? null),
          (err: Error) => this.destroy(err)
        )
    }
  })
}

/** Sends a CSV download; a client that goes away destroys the stream, which stops the queries. */
export function sendCsv(reply: FastifyReply, name: string, text: Chunks<string>): FastifyReply {
  const stamp = new Date().toISOString().slice(0, 10)
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${stamp}.csv"`)
    .header('Cache-Control', 'no-store')
    .send(csvStream(text))
}
