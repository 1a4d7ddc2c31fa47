// The text of a CSV export, pulled in keyset chunks so that an export of any size holds one chunk in memory. The
// cells and columns are src/contracts/csv.ts. No Node API here: repositories that export run in demo mode's browser
// too (export/csv.ts streams these chunks from the server).
//
// Chunks are pulled by plain functions rather than passed along chains of async generators: a suspended generator
// keeps what it last yielded, so while the client was slow to take a chunk, the chunk's rows (thousands of arrays and
// strings) outlived young-generation collections and were promoted, growing the old generation of the exporting
// process by about 50 MB over a million tracks before a full collection freed them (bench/export.ts).
import { CSV_BOM, csvLine, csvRecord, csvValues } from '../../src/contracts/csv'

/** Rows fetched per query of an export. */
export const EXPORT_CHUNK = 2000

/** Answers the next chunk each time it is called, then undefined once there is no more. */
export type Chunks<T> = () => Promise<T | undefined>

/** The CSV text of rows that arrive in chunks: BOM and header first, then each chunk as one string. */
export function csvChunks(fields: readonly string[], chunks: Chunks<object[]>): Chunks<string> {
  return csvText(fields, chunks, (row) => csvRecord(fields, row))
}

/** The same for rows read as arrays of the fields' values (server/db/rowReader.ts). */
export function csvValueChunks(fields: readonly string[], chunks: Chunks<unknown[][]>): Chunks<string> {
  return csvText(fields, chunks, csvValues(fields))
}

function csvText<R>(
  fields: readonly string[],
  chunks: Chunks<R[]>,
  line: (row: R) => string
): Chunks<string> {
  let header: string | undefined = CSV_BOM + csvLine(fields)
  return async () => {
    if (header !== undefined) {
      const first = header
      header = undefined
      return first
    }
    const rows = await chunks()
    // Joined from an array: += would build a cons string per row, which V8 promotes as readily as the rows.
    return rows && rows.map(line).join('')
  }
}

/**
 * Chunks of rows in the list's order, each chunk asked for after the last row of the previous one (keyset), so no
 * query reads past what it returns.
 */
export function keysetChunks<R>(
  fetch: (after: R | undefined, limit: number) => Promise<R[]>,
  limit = EXPORT_CHUNK
): Chunks<R[]> {
  let after: R | undefined
  let done = false
  return async () => {
    if (done) return undefined
    const rows = await fetch(after, limit)
    done = rows.length < limit
    after = rows[rows.length - 1]
    return rows.length > 0 ? rows : undefined
  }
}

/** The chunks of each source in turn. */
export function chunksInTurn<T>(sources: Chunks<T>[]): Chunks<T> {
  let at = 0
  return async () => {
    for (; at < sources.length; at++) {
      const chunk = await sources[at]()
      if (chunk !== undefined) return chunk
    }
    return undefined
  }
}
