// The sequencer (support/sequencer.ts) spreads the API server's specs between the workers by the list in
// support/serverSpecs.ts: a spec that signs in to the server or reads its build belongs in it.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SERVER_SPECS } from './support/serverSpecs'

const USES_SERVER = /SERVER_URL|SERVER_PORT|SERVER_DIST|SERVER_ACCOUNTS|serverContext|mode: 'server'/

describe('the list of the API server specs', () => {
  it('names every spec that uses the API server, and only those', () => {
    const specs = readdirSync('tests/e2e').filter(
      (name) => name.endsWith('.e2e.ts') && name !== 'serverSpecs.e2e.ts'
    )
    const using = specs
      .filter((name) => USES_SERVER.test(readFileSync(`tests/e2e/${name}`, 'utf8')))
      .map((name) => name.slice(0, -'.e2e.ts'.length))
    expect(using.sort()).toEqual([...SERVER_SPECS].sort())
  })
})
