// Downloads a list's CSV export (GET <list path>/export with the list's own query) through the one HTTP client, so
// sign-in and token refresh apply; in demo mode the fake database makes the file. Rows are counted as they arrive.
import { http } from '@/auth/http'
import { CSV_BOM, csvRowCounter } from '@/contracts/csv'

export type ExportRequest = {
  /** The list's path, e.g. /admin/v2/tracks. */
  path: string
  /** The list's HTTP query (encodeListQuery(list, 'http', params)); page and per_page are ignored. */
  query: Record<string, unknown>
  /** The file's name without the date and extension. */
  name: string
}

type Progress = { event?: { target?: { responseText?: unknown } } }

/** Fetches the whole file; resolves with its text (BOM first) and row count. */
export async function fetchCsv(
  { path, query }: ExportRequest,
  onRows: (rows: number) => void,
  signal: AbortSignal
): Promise<{ text: string; rows: number }> {
  const count = csvRowCounter()
  let seen = 0
  let rows = 0
  const response = await http.get<string>(`${path}/export`, {
    params: query,
    signal,
    responseType: 'text',
    // An export may run longer than the client's 30 s default for a call.
    timeout: 0,
    headers: { Accept: 'text/csv' },
    onDownloadProgress: (event) => {
      const partial = (event as Progress).event?.target?.responseText
      if (typeof partial !== 'string' || partial.length <= seen) return
      rows = count(partial.slice(seen))
      seen = partial.length
      onRows(rows)
    }
  })
  const body = String(response.data ?? '')
  if (body.length > seen) rows = count(body.slice(seen))
  onRows(rows)
  // XMLHttpRequest's text decoding drops the byte-order mark; spreadsheet programs need it for Arabic.
  return { text: body.startsWith(CSV_BOM) ? body : CSV_BOM + body, rows }
}

/** Hands the file to the browser as a download. */
export function saveCsv(text: string, name: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = `${name}-${new Date().toISOString().slice(0, 10)}.csv`
  document.body.append(link)
  link.click()
  link.remove()
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
