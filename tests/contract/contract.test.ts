// Runs the contract table (./cases.ts) against demo mode's host and the API server. Each case is one test per
// implementation, so a case that passes on one side and fails on the other fails.
import { afterAll, beforeAll, describe, it } from 'vitest'
import { READ_CASES, WRITE_CASES } from './cases'
import { check } from './check'
import { fakeSide, serverSide, type Side } from './sides'

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
