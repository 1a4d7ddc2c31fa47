// CSV export streamed from keyset chunks, so that an export of any size holds one chunk in memory. The cells and
// columns are src/contracts/csv.ts, shared with the fake database.
import { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'
import { CSV_BOM, csvLine, csvRecord, csvValues } from '../../src/contracts/csv'

/** Rows fetched per query of an export. */
export const EXPORT_CHUNK = 2000

/** The CSV text of rows that arrive in chunks: BOM and header first, then each chunk as one string. */
export async function* csvChunks(
  fields: readonly string[],
  chunks: AsyncIterable<object[]>
): AsyncGenerator<string> {
  yield CSV_BOM + csvLine(fields)
  for await (const rows of chunks) {
    let text = ''
    for (const row of rows) text += csvRecord(fields, row)
    if (text) yield text
  }
}

/** The same for rows read as arrays of the fields' values (server/db/rowReader.ts). */
export async function* csvValueChunks(
  fields: readonly string[],
  chunks: AsyncIterable<unknown[][]>
): AsyncGenerator<string> {
  const line = csvValues(fields)
  yield CSV_BOM + csvLine(fields)
  for await (const rows of chunks) {
    let text = ''
    for (const row of rows) text += line(row)
    if (text) yield text
  }
}

/**
 * Chunks of rows in the list's order, each chunk asked for after the last row of the previous one (keyset), so no
 * query reads past what it returns and other requests run between chunks.
 */
export async function* keysetChunks<R>(
  fetch: (after: R | undefined, limit: number) => Promise<R[]>,
  limit = EXPORT_CHUNK
): AsyncGenerator<R[]> {
  let after: R | undefined
  for (;;) {
    const rows = await fetch(after, limit)
    if (rows.length > 0) yield rows
    if (rows.length < limit) return
    after = rows[rows.length - 1]
  }
}

/** Sends a CSV download; a client that goes away destroys the stream, which stops the queries. */
export function sendCsv(reply: FastifyReply, name: string, text: AsyncIterable<string>): FastifyReply {
  const stamp = new Date().toISOString().slice(0, 10)
  return reply
    .header('Content-Type', 'text/csv; charset=utf-8')
    .header('Content-Disposition', `attachment; filename="${name}-${stamp}.csv"`)
    .header('Cache-Control', 'no-store')
    .send(Readable.from(text, { objectMode: false }))
}
