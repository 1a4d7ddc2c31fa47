// CSV export: cells escaped for spreadsheets (quotes, and formulas: a cell that starts with =, +, - or @ is read
// as text), a byte-order mark so that spreadsheet programs read UTF-8 (Arabic), and rows streamed from keyset
// chunks so that an export of any size holds one chunk in memory.
import { Readable } from 'node:stream'
import type { FastifyReply } from 'fastify'

export type CsvValue = string | number | boolean | null | undefined

/** Rows fetched per query of an export. */
export const EXPORT_CHUNK = 2000

const FORMULA_START = /^[=+\-@\t\r]/

/** One CSV cell (RFC 4180 quoting); text that a spreadsheet would run as a formula gets a leading apostrophe. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  const text = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export const csvLine = (cells: readonly CsvValue[]) => `${cells.map(csvCell).join(',')}\r\n`

export type CsvColumn<R> = { header: string; value: (row: R) => CsvValue }

/** The CSV text of rows that arrive in chunks: BOM and header first, then each chunk as one string. */
export async function* csvChunks<R>(
  columns: readonly CsvColumn<R>[],
  chunks: AsyncIterable<R[]>
): AsyncGenerator<string> {
  yield `\uFEFF${csvLine(columns.map((c) => c.header))}`
  for await (const rows of chunks) {
    let text = ''
    for (const row of rows) text += csvLine(columns.map((c) => c.value(row)))
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
