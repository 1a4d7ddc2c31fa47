// The live keys as the section shows them: loading, the keys, or the error to show with a retry. Keys created and
// revoked here change the list without loading it again; an answer to a replaced load is dropped.
import { useCallback, useEffect, useRef, useState } from 'react'
import type { ApiKey } from '@/contracts/apiKeys'
import { useAppDispatch } from '@/redux/hooks'
import { fetchApiKeys } from './apiKeysApi'

export type ApiKeysState = { keys: ApiKey[] | null; loading: boolean; error: string | null }

export function useApiKeys() {
  const dispatch = useAppDispatch()
  const [state, setState] = useState<ApiKeysState>({ keys: null, loading: true, error: null })
  const latest = useRef(0)

  const reload = useCallback(() => {
    const request = ++latest.current
    setState((s) => ({ ...s, loading: true, error: null }))
    void dispatch(fetchApiKeys()).then((result) => {
      if (request !== latest.current) return
      if (fetchApiKeys.fulfilled.match(result))
        setState({ keys: result.payload, loading: false, error: null })
      else setState((s) => ({ ...s, loading: false, error: result.payload ?? result.error.message ?? '' }))
    })
  }, [dispatch])

  useEffect(() => {
    reload()
    const requests = latest
    return () => {
      requests.current++
    }
  }, [reload])

  const update = useCallback((change: (keys: ApiKey[]) => ApiKey[]) => {
    setState((s) => (s.keys === null ? s : { ...s, keys: change(s.keys) }))
  }, [])

  return { ...state, reload, update }
}
