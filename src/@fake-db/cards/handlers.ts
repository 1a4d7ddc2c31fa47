// GET /card/card-analytics/* and /card/card-statistics/* (spec §7): the template's dashboard cards. A card with a
// time-range dropdown takes `range`, the revenue report takes `year`; an unknown value is a 400.
import type MockAdapter from 'axios-mock-adapter'
import {
  ANALYTICS_CARDS,
  analyticsCardPath,
  CARD_TIME_RANGES,
  cardRangeQuerySchema,
  cardYearQuerySchema,
  REVENUE_YEARS,
  STATISTICS_CARDS,
  statisticsCardPath,
  type AnalyticsCard,
  type CardTimeRange,
  type StatisticsCard
} from '@/contracts/cards'
import { on, type MockHandler, type MockRequest, type MockResponse } from '../mock'
import * as data from './data'

function query(req: MockRequest): Record<string, unknown> {
  const [, search = ''] = req.url.split('?')
  return { ...Object.fromEntries(new URLSearchParams(search)), ...req.params }
}

const bad = (message: string): MockResponse => [400, { error: `${message}.` }]

function withRange(read: (range: CardTimeRange) => object): MockHandler {
  return (req) => {
    const parsed = cardRangeQuerySchema.safeParse(query(req))
    if (!parsed.success) return bad(parsed.error.issues[0].message)
    const range = parsed.data.range ?? CARD_TIME_RANGES[0]
    return [200, { data: { last_days: data.lastDays, range, ...read(range) } }]
  }
}

export const analyticsHandlers: Record<AnalyticsCard, MockHandler> = {
  'support-tracker': withRange((range) => ({ title: 'Support Tracker', ...data.supportTracker[range] })),
  'avg-sessions': withRange((range) => data.avgSessions[range]),
  'revenue-report': (req) => {
    const parsed = cardYearQuerySchema.safeParse(query(req))
    if (!parsed.success) return bad(parsed.error.issues[0].message)
    const year = parsed.data.year ?? REVENUE_YEARS[0]
    return [200, { data: { years: data.revenueYears, year, ...data.revenueReport[year] } }]
  },
  'goal-overview': () => [200, { data: data.goalOverview }],
  revenue: () => [200, { data: data.revenue }],
  'product-orders': withRange((range) => data.productOrders[range]),
  'sessions-device': withRange((range) => ({ chart_info: data.sessionsDevice[range] })),
  customers: withRange((range) => ({ listData: data.customers[range] }))
}

export const statisticsHandlers = Object.fromEntries(
  STATISTICS_CARDS.map((card): [StatisticsCard, MockHandler] => [
    card,
    () => [200, { data: data.statistics[card] }]
  ])
) as Record<StatisticsCard, MockHandler>

const exact = (path: string) => new RegExp(`^${path.replace(/\//g, '\\/')}(\\?.*)?$`)

export function register(mock: MockAdapter): void {
  for (const card of ANALYTICS_CARDS) on(mock, 'get', exact(analyticsCardPath(card)), analyticsHandlers[card])
  for (const card of STATISTICS_CARDS)
    on(mock, 'get', exact(statisticsCardPath(card)), statisticsHandlers[card])
}
