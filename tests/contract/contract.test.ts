// Runs the contract table (./cases.ts) against demo mode's host and the API server. Each case is one test per
// implementation, so a case that passes on one side and fails on the other fails.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { READ_CASES, WRITE_CASES, type Case } from './cases'
import { fakeSide, serverSide, type Side } from './sides'

function check(answer: { status: number; body: unknown }, expected: Case['expect']) {
  const body = answer.body as { data?: unknown; page_meta?: unknown; error?: unknown }
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
  if (expected.data) expect(body.data).toMatchObject(expected.data)
}

const SIDES: [string, () => Promise<Side>][] = [
  ['demo mode', fakeSide],
  ['API server', serverSide]
]

describe.each(SIDES)('the list and access contract on the %s', (_name, open) => {
  let side: Side
  beforeAll(async () => {
    side = await open()
  })
  afterAll(() => side?.close())

  it.each(READ_CASES.map((c) => [c.name, c] as const))('%s', async (_case, { request, expect: expected }) => {
    check(await side.request(request), expected)
  })

  // In order: each may see what the one before it changed.
  it.each(WRITE_CASES.map((c) => [c.name, c] as const))(
    '%s',
    async (_case, { request, expect: expected }) => {
      check(await side.request(request), expected)
    }
  )
})
