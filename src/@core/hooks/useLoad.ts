// Loads what a screen shows and keeps it with the screen: loading, the data, or the error to show with a retry.
// An answer to an older request (the search changed meanwhile, or the screen was left) is dropped.
import { useCallback, useEffect, useRef, useState, type DependencyList } from 'react'

export type Loaded<T> =
  | { status: 'loading'; data: T | null; error: null }
  | { status: 'ready'; data: T; error: null }
  | { status: 'failed'; data: T | null; error: string }

export type LoadOptions = {
  /** The message shown for a failure; by default the rejection's own text. */
  message?: (error: unknown) => string
}

function ownMessage(error: unknown): string {
  if (typeof error === 'string') return error
  if (error instanceof Error) return error.message
  // Redux Toolkit's unwrap() rejects with a plain { message } object.
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : String(error)
}

export function useLoad<T>(load: () => Promise<T>, deps: DependencyList, options: LoadOptions = {}) {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading', data: null, error: null })
  const latest = useRef(0)
  const message = useRef(options.message ?? ownMessage)
  message.current = options.message ?? ownMessage

  /** Loads again; resolves once the answer is shown (or dropped), never rejects. */
  const run = useCallback(async () => {
    const request = ++latest.current
    setState((s) => ({ status: 'loading', data: s.data, error: null }))
    try {
      const data = await load()
      if (request === latest.current) setState({ status: 'ready', data, error: null })
    } catch (error) {
      if (request === latest.current)
        setState((s) => ({ status: 'failed', data: s.data, error: message.current(error) }))
    }
    // `load` is a new closure on every render; the caller's deps say when it means something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, deps)

  useEffect(() => {
    void run()
    const requests = latest
    return () => {
      requests.current++
    }
  }, [run])

  /** Replaces the data after a change the server confirmed, without loading again. */
  const update = useCallback((change: (data: T) => T) => {
    setState((s) => (s.data === null ? s : ({ ...s, data: change(s.data) } as Loaded<T>)))
  }, [])

  return { ...state, loading: state.status === 'loading', reload: run, update }
}
