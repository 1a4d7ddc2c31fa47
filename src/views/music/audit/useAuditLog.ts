// The audit log as the screen reads it: the first keyset page for the filters, then older pages appended by
// "Load more". A change of filters starts again; an answer to a request that was replaced is dropped.
import { useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { errorMessage, isAxiosError } from '@/auth/http'
import type { AuditEntry, AuditListParams } from '@/contracts/audit'
import { fetchAuditPage } from './auditApi'

export type AuditLogState = {
  entries: AuditEntry[]
  /** The cursor of the next (older) page; null when the last page is on screen. */
  next: number | null
  loading: boolean
  error: string | null
}

const START: AuditLogState = { entries: [], next: null, loading: true, error: null }

/** `enabled` false (a date range the person must fix first) asks nothing of the API. */
export function useAuditLog(params: AuditListParams, enabled = true) {
  const { t } = useTranslation()
  const [state, setState] = useState<AuditLogState>(START)
  const request = useRef<AbortController | null>(null)

  const load = useCallback(
    async (before: number | null) => {
      request.current?.abort()
      const controller = new AbortController()
      request.current = controller
      setState((s) => ({ ...s, loading: true, error: null, ...(before === null ? { entries: [] } : {}) }))
      try {
        const page = await fetchAuditPage(params, before, controller.signal)
        if (request.current !== controller) return
        setState((s) => ({
          entries: before === null ? page.data : [...s.entries, ...page.data],
          next: page.next_before,
          loading: false,
          error: null
        }))
      } catch (error) {
        if (controller.signal.aborted || (isAxiosError(error) && error.code === 'ERR_CANCELED')) return
        setState((s) => ({ ...s, loading: false, error: errorMessage(error, t('music.audit.loadFailed')) }))
      }
    },
    [params, t]
  )

  useEffect(() => {
    if (!enabled) {
      setState({ ...START, loading: false })
      return
    }
    void load(null)
    return () => request.current?.abort()
  }, [load, enabled])

  const loadMore = useCallback(() => {
    if (state.next !== null) void load(state.next)
  }, [load, state.next])
  const reload = useCallback(() => void load(null), [load])

  return { ...state, loadMore, reload }
}
