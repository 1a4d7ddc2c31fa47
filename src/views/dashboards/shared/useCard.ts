// One card's data: loads on mount and whenever its key (the card and its chosen range or year) changes, drops
// answers to superseded requests, and offers a retry after an error. The last data stays shown while the next loads.
import { useCallback, useEffect, useState } from 'react'
import { errorMessage } from '@/auth/http'

export type CardData<T> = {
  data: T | null
  loading: boolean
  error: string | null
  retry: () => void
}

export function useCard<T>(key: string, load: (signal: AbortSignal) => Promise<T>): CardData<T> {
  const [state, setState] = useState<{ data: T | null; loading: boolean; error: string | null }>({
    data: null,
    loading: true,
    error: null
  })
  const [attempt, setAttempt] = useState(0)
  useEffect(() => {
    const controller = new AbortController()
    setState((s) => ({ ...s, loading: true, error: null }))
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ data, loading: false, error: null })
      },
      (error: unknown) => {
        if (!controller.signal.aborted)
          setState((s) => ({ ...s, loading: false, error: errorMessage(error) }))
      }
    )
    return () => controller.abort()
    // `load` is a fresh closure each render; the key says when it asks for something else.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, attempt])
  const retry = useCallback(() => setAttempt((a) => a + 1), [])
  return { ...state, retry }
}
