// Loads what a page shows through a thunk and keeps it with the page: loading, the data, or the error to show
// with a retry. An answer to an older request (the search changed meanwhile) is dropped.
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'

export type Loaded<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'failed'; data: T | null; error: string }

export function useLoad<T>(load: () => Promise<T>, deps: DependencyList) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading', data: null, error: null })
  const latest = useRef(0)

  const run = useCallback(() => {
    const request = ++latest.current
    setState((s) => ({ status: 'loading', data: s.data, error: null }))
    load().then(
      (data) => {
        if (request === latest.current) setState({ status: 'ready', data, error: null })
      },
      (error: unknown) => {
        if (request !== latest.current) return
        setState((s) => ({
          status: 'failed',
          data: s.data,
          error: typeof error === 'string' ? error : error instanceof Error ? error.message : String(error)
        }))
      }
    )
    // `load` is a new closure on every render; the caller's deps say when it means something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)

  useEffect(() => {
    run()
    // Leaving (or loading something else) drops the answer still on its way.
    const requests = latest
    return () => {
      requests.current++
    }
  }, [run])

  /** Replaces the data after a change the server confirmed, without loading again. */
  const update = useCallback((change: (data: T) => T) => {
    setState((s) => (s.data === null ? s : ({ ...s, data: change(s.data) } as Loaded<T>)))
  }, [])

  return { ...state, reload: run, update }
}
