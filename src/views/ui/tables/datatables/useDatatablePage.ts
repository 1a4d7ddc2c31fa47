// One page of rows for the table's query: the rows of the last answer stay on screen while the next page loads,
// and an answer to a query that is no longer the table's is dropped.
import { useCallback, useEffect, useState } from 'react'
import type { DatatableQuery, DatatableRow } from '@/contracts/datatables'
import { fetchDatatablePage } from './datatablesApi'

type PageState = { rows: DatatableRow[]; total: number; loading: boolean; error: string | null }

export function useDatatablePage(query: DatatableQuery, failedText: string) {
  const [state, setState] = useState<PageState>({ rows: [], total: 0, loading: true, error: null })
  const [attempt, setAttempt] = useState(0)
  const key = JSON.stringify(query)

  useEffect(() => {
    const controller = new AbortController()
    setState((s) => ({ ...s, loading: true, error: null }))
    fetchDatatablePage(JSON.parse(key) as DatatableQuery, controller.signal).then(
      // An adapter may answer a request it was asked to abort: that answer is for a query no longer shown.
      (page) =>
        !controller.signal.aborted &&
        setState({ rows: page.invoices, total: page.total, loading: false, error: null }),
      () => {
        if (controller.signal.aborted) return
        // The screen's own sentence, in the reader's language, rather than the server's English one.
        setState({ rows: [], total: 0, loading: false, error: failedText })
      }
    )
    return () => controller.abort()
  }, [key, attempt, failedText])

  const reload = useCallback(() => setAttempt((n) => n + 1), [])
  return { ...state, reload }
}
