// Each bulk-upload row's tag links checked: its fields (the shared schema), the other files of the batch (one ISRC
// or place twice), and the server's plan (an ISRC or place another track holds). A row whose links are blocked is
// not uploaded until it is corrected or its links are dropped.
import { useMemo } from 'react'
import type { TagLinksInputParsed } from '@/contracts/catalogue'
import { planConflicts, type PlanState } from './components/TagLinksReview'
import { batchClashes, linksBodyOf, type BatchClash, type LinkedRow } from './bulkTagLinks'
import type { TagLinksErrors } from './tagLinksDraft'
import { useBulkTagPlans } from './useBulkTagPlans'

export type RowLinks = {
  body: TagLinksInputParsed | null
  errors: TagLinksErrors
  plan: PlanState
  clash?: BatchClash
  /** Uploading it now would upload it without its links, or be refused: it waits. */
  blocked: boolean
}

/** `rows`: those whose links may still change or be applied (the others are not planned). */
export function useBulkLinks(rows: LinkedRow[]) {
  const checked = useMemo(() => {
    const out = new Map<string, ReturnType<typeof linksBodyOf>>()
    for (const row of rows) {
      const result = linksBodyOf(row)
      if (result) out.set(row.key, result)
    }
    return out
  }, [rows])
  const bodies = useMemo(() => {
    const out = new Map<string, TagLinksInputParsed>()
    for (const [key, result] of checked) if (result?.ok) out.set(key, result.body)
    return out
  }, [checked])
  const { plans, retry, forget } = useBulkTagPlans(bodies)
  const links = useMemo(() => {
    const names = new Map(rows.map((r) => [r.key, r.name]))
    const clashes = batchClashes([...bodies].map(([key, body]) => ({ key, name: names.get(key)!, body })))
    const out = new Map<string, RowLinks>()
    for (const [key, result] of checked) {
      if (!result) continue
      const plan: PlanState = result.ok ? (plans.get(key) ?? { status: 'loading' }) : { status: 'invalid' }
      const clash = clashes.get(key)
      out.set(key, {
        body: result.ok ? result.body : null,
        errors: result.ok ? {} : result.errors,
        plan,
        clash,
        blocked: plan.status !== 'ready' || planConflicts(plan.plan) || clash !== undefined
      })
    }
    return out
  }, [checked, bodies, plans, rows])
  return { links, retry, forget }
}
