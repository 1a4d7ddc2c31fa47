// The contract's cases on the large catalogue (./largeCases.ts), on demo mode's host and on the API server, each
// loaded once per run; then the two sides' answers compared with each other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { check } from './check'
import { LARGE_CASES } from './largeCases'
import { fakeSide, serverSide, type Answer, type Side } from './sides'

const answers = new Map<string, Answer>()
const sides: Side[] = []

beforeAll(async () => {
  sides.push(await fakeSide('large'), await serverSide('large'))
}, 120_000)
afterAll(async () => {
  for (const side of sides) await side.close()
})

describe.each([0, 1])('the large catalogue on side %i', (index) => {
  it.each(LARGE_CASES.map((c) => [c.name, c] as const))(
    '%s',
    async (_case, { request, expect: expected }) => {
      const answer = await sides[index].request(request)
      answers.set(`${index} ${_case}`, answer)
      check(answer, expected, sides[index].name.endsWith('(postgres)') ? 'flagged' : 'close')
    }
  )
})

describe('both sides', () => {
  it.each(LARGE_CASES.map((c) => [c.name] as const))('answer "%s" alike', (name) => {
    const [demo, server] = [answers.get(`0 ${name}`), answers.get(`1 ${name}`)]
    expect(demo && server, 'both sides answered').toBeTruthy()
    const view = (answer: Answer) => {
      const body = answer.body as { data: { id: number }[]; page_meta: { total_estimated?: true } }
      return {
        status: answer.status,
        ids: body.data.map((t) => t.id),
        estimated: body.page_meta.total_estimated
      }
    }
    // The ids and whether the total is estimated; on PostgreSQL an estimate's number is the planner's own.
    expect(view(server!)).toEqual(view(demo!))
    // On the same engine the same service gives the same total, estimated or not.
    if (sides[1].name.endsWith('(sqlite)')) expect(server!.body).toEqual(demo!.body)
  })
})
