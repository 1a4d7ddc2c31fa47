// One answer against a case's expectations (./cases.ts), the same on every side.
import { expect } from 'vitest'
import type { Case } from './cases'

/**
 * How closely an estimated total is held to the count: `close`, within the case's share (SQLite estimates from the
 * keyword's matches in its text index); `flagged`, only flagged and covering the page (PostgreSQL's planner, see
 * largeCases.ts).
 */
export type EstimateCheck = 'close' | 'flagged'

export function check(
  answer: { status: number; body: unknown },
  expected: Case['expect'],
  estimates: EstimateCheck = 'close'
) {
  const body = answer.body as { data?: unknown; page_meta?: unknown; error?: unknown; details?: unknown }
  expect({ status: answer.status, error: body?.error }).toEqual({
    status: expected.status,
    error: expected.error
  })
  if (expected.shape) {
    const parsed = expected.shape.safeParse(answer.body)
    expect(parsed.success ? 'matches the schema' : parsed.error.message).toBe('matches the schema')
  }
  if (expected.ids) {
    const ids = Array.isArray(body.data)
      ? (body.data as { id: number }[]).map((row) => row.id)
      : [(body.data as { id: number }).id]
    expect(ids).toEqual(expected.ids)
  }
  if (expected.meta) expect(body.page_meta).toEqual(expected.meta)
  if (expected.estimate) {
    const { near, share, ...meta } = expected.estimate
    const got = body.page_meta as { total: number; total_estimated?: true }
    expect(got).toEqual({ ...meta, total: got.total, total_estimated: true })
    const shown = (meta.page - 1) * meta.per_page + (body.data as unknown[]).length
    expect(got.total, 'the estimate covers the page shown').toBeGreaterThanOrEqual(shown)
    if (estimates === 'close')
      expect(Math.abs(got.total - near), `estimated ${got.total}, counted ${near}`).toBeLessThanOrEqual(
        near * share
      )
  }
  if (expected.data) expect(body.data).toMatchObject(expected.data)
  if (expected.details) expect(body.details).toMatchObject(expected.details)
}
