// The plan of each file of a bulk upload whose tags link (POST …/tag-links/plan, one a file): asked a moment after
// the person stops typing, kept by request body so that an unchanged row is not asked again.
import { useCallback, useEffect, useMemo, useState } from 'react'
import { errorMessage } from '@/auth/http'
import type { TagLinksInputParsed } from '@/contracts/catalogue'
import type { PlanState } from './components/TagLinksReview'
import { planTagLinks } from './tracksApi'
import { PLAN_DEBOUNCE_MS } from './useTagLinksPlan'

export const planKey = (body: TagLinksInputParsed) => JSON.stringify(body)

/** `bodies`: the request body of each row to plan. Answers each row's plan (loading until asked and answered). */
export function useBulkTagPlans(bodies: Map<string, TagLinksInputParsed>) {
  const [answers, setAnswers] = useState<Record<string, PlanState>>({})
  const keys = useMemo(() => [...new Set([...bodies.values()].map(planKey))].sort(), [bodies])
  const wanted = keys.join('\u0000')

  useEffect(() => {
    const missing = keys.filter((key) => answers[key] === undefined)
    if (missing.length === 0) return
    const timer = setTimeout(() => {
      setAnswers((all) => ({ ...all, ...Object.fromEntries(missing.map((k) => [k, { status: 'loading' }])) }))
      for (const key of missing)
        planTagLinks(JSON.parse(key) as TagLinksInputParsed).then(
          (plan) => setAnswers((all) => ({ ...all, [key]: { status: 'ready', plan } })),
          (error: unknown) =>
            setAnswers((all) => ({ ...all, [key]: { status: 'error', message: errorMessage(error) } }))
        )
    }, PLAN_DEBOUNCE_MS)
    return () => clearTimeout(timer)
    // `keys` is `wanted` split; the answers are read as they stand when the set of bodies changes or one arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, answers])

  const plans = useMemo(() => {
    const byRow = new Map<string, PlanState>()
    for (const [row, body] of bodies) byRow.set(row, answers[planKey(body)] ?? { status: 'loading' })
    return byRow
  }, [bodies, answers])

  /** Asks again the plans that failed. */
  const retry = useCallback(
    () =>
      setAnswers((all) => Object.fromEntries(Object.entries(all).filter(([, a]) => a.status !== 'error'))),
    []
  )
  /** Forgets every answer: after an upload the catalogue holds what the plans said would be created. */
  const forget = useCallback(() => setAnswers({}), [])
  return { plans, retry, forget }
}
