// @vitest-environment node
import { describe, expect, it } from 'vitest'
import {
  ANALYTICS_CARDS,
  analyticsCardPath,
  analyticsCardSchemas,
  AVG_SESSIONS,
  CARD_TIME_RANGES,
  REVENUE_YEARS,
  SESSIONS_GOAL,
  STATISTICS_CARDS,
  statisticsCardPath,
  statisticsCardSchema,
  SUPPORT_TICKETS
} from '@/contracts/cards'
import type { MockRequest } from '../mock'
import { analyticsHandlers, statisticsHandlers } from './handlers'

const req = (url: string, params: Record<string, unknown> = {}): MockRequest => ({
  url,
  method: 'get',
  params,
  body: undefined,
  headers: {}
})
const get = async (card: keyof typeof analyticsHandlers, params: Record<string, unknown> = {}) => {
  const [status, body] = await analyticsHandlers[card](req(analyticsCardPath(card), params))
  return { status, data: (body as { data: Record<string, unknown> }).data, body }
}

describe('analytics cards', () => {
  it.each(ANALYTICS_CARDS)('%s answers the fields of spec §3', async (card) => {
    const { status, data } = await get(card)
    expect(status).toBe(200)
    expect(() => analyticsCardSchemas[card].parse(data)).not.toThrow()
  })

  it('has the time ranges, years and sample figures of spec §9', async () => {
    const tracker = (await get('support-tracker')).data
    expect(tracker.last_days).toEqual(['Last 28 Days', 'Last Month', 'Last Year'])
    expect(tracker.range).toBe('Last 28 Days')
    expect(tracker.totalTicket).toBe(163)
    expect(SUPPORT_TICKETS).toBe(163)
    const sessions = (await get('avg-sessions')).data
    expect(sessions.sessions).toBe(2700)
    expect(sessions.goal).toBe(100_000)
    expect([AVG_SESSIONS, SESSIONS_GOAL]).toEqual([2700, 100_000])
    const report = (await get('revenue-report')).data
    expect(report.years).toEqual(['2020', '2019', '2018'])
    expect(report.year).toBe('2020')
  })

  it.each(['support-tracker', 'avg-sessions', 'product-orders', 'sessions-device', 'customers'] as const)(
    '%s answers other figures for each time range',
    async (card) => {
      const answers = await Promise.all(CARD_TIME_RANGES.map((range) => get(card, { range })))
      answers.forEach((answer, i) => expect(answer.data.range).toBe(CARD_TIME_RANGES[i]))
      const shown = answers.map(({ data: { range: _range, ...rest } }) => JSON.stringify(rest))
      expect(new Set(shown).size).toBe(CARD_TIME_RANGES.length)
    }
  )

  it('the revenue report answers other figures for each year, and refuses an unknown one', async () => {
    const answers = await Promise.all(REVENUE_YEARS.map((year) => get('revenue-report', { year })))
    expect(new Set(answers.map((a) => a.data.price)).size).toBe(3)
    const wrong = await get('revenue-report', { year: '1999' })
    expect(wrong.status).toBe(400)
    expect(wrong.body).toEqual({ error: 'year must be one of 2020, 2019, 2018.' })
  })

  it('refuses an unknown time range, also given in the URL', async () => {
    const [status, body] = await analyticsHandlers['support-tracker'](
      req(`${analyticsCardPath('support-tracker')}?range=Yesterday`)
    )
    expect(status).toBe(400)
    expect(body).toEqual({ error: 'range must be one of Last 28 Days, Last Month, Last Year.' })
  })
})

describe('statistics cards', () => {
  it.each(STATISTICS_CARDS)('%s answers a title, a figure and series of name and data', async (card) => {
    const [status, body] = await statisticsHandlers[card](req(statisticsCardPath(card)))
    expect(status).toBe(200)
    const data = statisticsCardSchema.parse((body as { data: unknown }).data)
    expect(data.series.length).toBeGreaterThan(0)
    expect(data.series[0].data.length).toBeGreaterThan(3)
  })
})
