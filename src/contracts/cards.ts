// The template's analytics and statistics cards (spec §3 fields, §7 paths, §9 constants): what the fake database
// answers and the dashboards draw.
import { z } from 'zod'

export const ANALYTICS_CARDS = [
  'support-tracker',
  'avg-sessions',
  'revenue-report',
  'goal-overview',
  'revenue',
  'product-orders',
  'sessions-device',
  'customers'
] as const
export type AnalyticsCard = (typeof ANALYTICS_CARDS)[number]

export const STATISTICS_CARDS = [
  'orders-bar-chart',
  'profit-line-chart',
  'subscribers',
  'revenue',
  'sales',
  'orders',
  'site-traffic',
  'active-users',
  'newsletter'
] as const
export type StatisticsCard = (typeof STATISTICS_CARDS)[number]

export const analyticsCardPath = (card: AnalyticsCard) => `/card/card-analytics/${card}`
export const statisticsCardPath = (card: StatisticsCard) => `/card/card-statistics/${card}`

/** Spec §9: the time-range options of the cards, in this order; the first is the default. */
export const CARD_TIME_RANGES = ['Last 28 Days', 'Last Month', 'Last Year'] as const
export type CardTimeRange = (typeof CARD_TIME_RANGES)[number]
/** Spec §9: the revenue report's years, newest first (the default). */
export const REVENUE_YEARS = ['2020', '2019', '2018'] as const
export type RevenueYear = (typeof REVENUE_YEARS)[number]
/** Spec §9 sample figures (for the default range). */
export const SUPPORT_TICKETS = 163
export const AVG_SESSIONS = 2700
export const SESSIONS_GOAL = 100_000

export const cardRangeQuerySchema = z.object({
  range: z
    .enum(CARD_TIME_RANGES, { message: `range must be one of ${CARD_TIME_RANGES.join(', ')}` })
    .optional()
})
export const cardYearQuerySchema = z.object({
  year: z.enum(REVENUE_YEARS, { message: `year must be one of ${REVENUE_YEARS.join(', ')}` }).optional()
})

const lastDays = z.array(z.enum(CARD_TIME_RANGES))
const series = z.array(z.object({ name: z.string().optional(), data: z.array(z.number()) }))

export const supportTrackerSchema = z.object({
  title: z.string(),
  last_days: lastDays,
  range: z.enum(CARD_TIME_RANGES),
  totalTicket: z.number().int(),
  newTicket: z.number().int(),
  openTicket: z.number().int(),
  responseTime: z.number(),
  /** Share of tickets completed, in percent (the radial bar). */
  completed: z.number()
})
export const avgSessionsSchema = z.object({
  last_days: lastDays,
  range: z.enum(CARD_TIME_RANGES),
  sessions: z.number().int(),
  growth: z.string(),
  goal: z.number().int(),
  users: z.number().int(),
  retention: z.number(),
  duration: z.number(),
  series
})
export const revenueReportSchema = z.object({
  years: z.array(z.enum(REVENUE_YEARS)),
  year: z.enum(REVENUE_YEARS),
  price: z.string(),
  budget: z.string(),
  months: z.array(z.string()),
  /** Earning and expense per month. */
  series
})
export const goalOverviewSchema = z.object({
  completed: z.string(),
  inProgress: z.string(),
  series: z.array(z.number())
})
export const revenueCardSchema = z.object({
  thisMonth: z.string(),
  lastMonth: z.string(),
  series
})
export const productOrdersSchema = z.object({
  last_days: lastDays,
  range: z.enum(CARD_TIME_RANGES),
  chart_info: z.object({ finished: z.number().int(), pending: z.number().int(), rejected: z.number().int() }),
  series: z.array(z.number())
})
export const sessionsDeviceSchema = z.object({
  last_days: lastDays,
  range: z.enum(CARD_TIME_RANGES),
  chart_info: z.array(
    z.object({
      icon: z.enum(['monitor', 'smartphone', 'tablet']),
      name: z.string(),
      iconColor: z.string(),
      usage: z.number(),
      upDown: z.number()
    })
  )
})
export const customersSchema = z.object({
  last_days: lastDays,
  range: z.enum(CARD_TIME_RANGES),
  listData: z.array(
    z.object({ icon: z.enum(['circle']), iconColor: z.string(), text: z.string(), result: z.number().int() })
  )
})

/** Every statistics card: a title, its headline figure and a small chart's series of name and data. */
export const statisticsCardSchema = z.object({
  title: z.string(),
  statistics: z.string(),
  series
})

export type SupportTracker = z.infer<typeof supportTrackerSchema>
export type AvgSessions = z.infer<typeof avgSessionsSchema>
export type RevenueReport = z.infer<typeof revenueReportSchema>
export type GoalOverview = z.infer<typeof goalOverviewSchema>
export type RevenueCard = z.infer<typeof revenueCardSchema>
export type ProductOrders = z.infer<typeof productOrdersSchema>
export type SessionsDevice = z.infer<typeof sessionsDeviceSchema>
export type Customers = z.infer<typeof customersSchema>
export type StatisticsCardData = z.infer<typeof statisticsCardSchema>

export const analyticsCardSchemas = {
  'support-tracker': supportTrackerSchema,
  'avg-sessions': avgSessionsSchema,
  'revenue-report': revenueReportSchema,
  'goal-overview': goalOverviewSchema,
  revenue: revenueCardSchema,
  'product-orders': productOrdersSchema,
  'sessions-device': sessionsDeviceSchema,
  customers: customersSchema
} as const satisfies Record<AnalyticsCard, z.ZodType>
