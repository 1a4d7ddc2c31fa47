// A list the screen loads: loading, its rows or the error's message, reloaded on demand.
import { useCallback, useEffect, useRef, useState } from 'react'
import { errorMessage } from '@/auth/http'

export type Loaded<T> = { loading: boolean; data: T | null; error: string | null }

export function useLoaded<T>(load: () => Promise<T>, fallback: string) {
  const [state, setState] = useState<Loaded<T>>({ loading: true, data: null, error: null })
  const latest = useRef(0)
  const reload = useCallback(async () => {
    const request = ++latest.current
    setState((s) => ({ ...s, loading: true, error: null }))
    try {
      const data = await load()
      if (request === latest.current) setState({ loading: false, data, error: null })
    } catch (error) {
      if (request === latest.current)
        setState({ loading: false, data: null, error: errorMessage(error, fallback) })
    }
  }, [load, fallback])
  useEffect(() => {
    void reload()
    // An answer that comes after unmounting (or a newer load) is dropped.
    const requests = latest
    return () => {
      requests.current++
    }
  }, [reload])
  return { ...state, reload }
}
