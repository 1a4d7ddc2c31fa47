// The review step's plan, asked again a moment after the person stops typing; a stale answer is dropped.
import { useCallback, useEffect, useState } from 'react'
import { errorMessage } from '@/auth/http'
import type { TagLinksInputParsed } from '@/contracts/catalogue'
import type { PlanState } from './components/TagLinksReview'
import { planTagLinks } from './tracksApi'

export const PLAN_DEBOUNCE_MS = 300

/** `body` null: nothing to ask (no review, or fields to correct first). */
export function useTagLinksPlan(body: TagLinksInputParsed | null): { plan: PlanState; retry: () => void } {
  const [plan, setPlan] = useState<PlanState>({ status: 'invalid' })
  const [attempt, setAttempt] = useState(0)
  const key = body === null ? null : JSON.stringify(body)
  useEffect(() => {
    if (key === null) {
      setPlan({ status: 'invalid' })
      return
    }
    setPlan({ status: 'loading' })
    const controller = new AbortController()
    const timer = setTimeout(() => {
      planTagLinks(JSON.parse(key) as TagLinksInputParsed, controller.signal).then(
        // An adapter may answer a request it was asked to abort: that answer is for fields no longer shown.
        (answer) => {
          if (!controller.signal.aborted) setPlan({ status: 'ready', plan: answer })
        },
        (error: unknown) => {
          if (!controller.signal.aborted) setPlan({ status: 'error', message: errorMessage(error) })
        }
      )
    }, PLAN_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [key, attempt])
  const retry = useCallback(() => setAttempt((n) => n + 1), [])
  return { plan, retry }
}
