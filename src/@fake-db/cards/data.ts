// Sample figures of the template's analytics and statistics cards (spec §9 for the default range), one set per
// time range or year so that the cards' dropdowns change what they show.
import type {
  AvgSessions,
  CardTimeRange,
  Customers,
  GoalOverview,
  ProductOrders,
  RevenueCard,
  RevenueReport,
  RevenueYear,
  SessionsDevice,
  StatisticsCard,
  StatisticsCardData,
  SupportTracker
} from '@/contracts/cards'
import {
  AVG_SESSIONS,
  CARD_TIME_RANGES,
  REVENUE_YEARS,
  SESSIONS_GOAL,
  SUPPORT_TICKETS
} from '@/contracts/cards'

type ByRange<T> = Record<CardTimeRange, T>
const lastDays = [...CARD_TIME_RANGES]

export const supportTracker: ByRange<Omit<SupportTracker, 'title' | 'last_days' | 'range'>> = {
  'Last 28 Days': {
    totalTicket: SUPPORT_TICKETS,
    newTicket: 29,
    openTicket: 63,
    responseTime: 1,
    completed: 83
  },
  'Last Month': { totalTicket: 178, newTicket: 34, openTicket: 58, responseTime: 1.2, completed: 79 },
  'Last Year': { totalTicket: 1942, newTicket: 412, openTicket: 71, responseTime: 1.6, completed: 91 }
}

export const avgSessions: ByRange<Omit<AvgSessions, 'last_days' | 'range'>> = {
  'Last 28 Days': {
    sessions: AVG_SESSIONS,
    growth: '+5.2%',
    goal: SESSIONS_GOAL,
    users: 100_000,
    retention: 90,
    duration: 1,
    series: [{ name: 'Sessions', data: [75, 125, 225, 175, 125, 75, 25] }]
  },
  'Last Month': {
    sessions: 2934,
    growth: '+8.7%',
    goal: SESSIONS_GOAL,
    users: 112_400,
    retention: 88,
    duration: 1.2,
    series: [{ name: 'Sessions', data: [90, 140, 210, 160, 150, 95, 40] }]
  },
  'Last Year': {
    sessions: 31_870,
    growth: '-2.4%',
    goal: SESSIONS_GOAL,
    users: 1_283_000,
    retention: 84,
    duration: 1.4,
    series: [{ name: 'Sessions', data: [160, 120, 190, 230, 200, 150, 110] }]
  }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep']
export const revenueReport: Record<RevenueYear, Omit<RevenueReport, 'years' | 'year'>> = {
  '2020': {
    price: '25,852',
    budget: '56,800',
    months: MONTHS,
    series: [
      { name: 'Earning', data: [95, 177, 284, 256, 105, 63, 168, 218, 72] },
      { name: 'Expense', data: [-145, -80, -60, -180, -100, -60, -85, -75, -100] }
    ]
  },
  '2019': {
    price: '21,506',
    budget: '48,200',
    months: MONTHS,
    series: [
      { name: 'Earning', data: [80, 140, 210, 190, 150, 120, 130, 160, 110] },
      { name: 'Expense', data: [-120, -95, -70, -140, -90, -75, -80, -60, -85] }
    ]
  },
  '2018': {
    price: '17,340',
    budget: '41,000',
    months: MONTHS,
    series: [
      { name: 'Earning', data: [60, 90, 150, 120, 100, 140, 90, 110, 130] },
      { name: 'Expense', data: [-90, -70, -110, -80, -60, -95, -70, -50, -65] }
    ]
  }
}
export const revenueYears = [...REVENUE_YEARS]

export const goalOverview: GoalOverview = { completed: '786,617', inProgress: '13,561', series: [83] }

export const revenue: RevenueCard = {
  thisMonth: '86,589',
  lastMonth: '73,683',
  series: [
    { name: 'This Month', data: [45_000, 47_000, 44_800, 47_500, 45_500, 48_000, 46_500, 48_600] },
    { name: 'Last Month', data: [46_000, 48_000, 45_500, 46_600, 44_500, 46_500, 45_000, 47_000] }
  ]
}

export const productOrders: ByRange<Omit<ProductOrders, 'last_days' | 'range'>> = {
  'Last 28 Days': {
    chart_info: { finished: 23_043, pending: 14_658, rejected: 4_758 },
    series: [70, 52, 26]
  },
  'Last Month': { chart_info: { finished: 25_180, pending: 12_902, rejected: 5_211 }, series: [72, 48, 28] },
  'Last Year': { chart_info: { finished: 281_340, pending: 150_223, rejected: 61_208 }, series: [66, 58, 21] }
}

export const sessionsDevice: ByRange<SessionsDevice['chart_info']> = {
  'Last 28 Days': [
    { icon: 'monitor', name: 'Desktop', iconColor: 'primary', usage: 58.6, upDown: 2 },
    { icon: 'smartphone', name: 'Mobile', iconColor: 'warning', usage: 34.9, upDown: 8 },
    { icon: 'tablet', name: 'Tablet', iconColor: 'danger', usage: 6.5, upDown: -5 }
  ],
  'Last Month': [
    { icon: 'monitor', name: 'Desktop', iconColor: 'primary', usage: 55.2, upDown: -3 },
    { icon: 'smartphone', name: 'Mobile', iconColor: 'warning', usage: 38.1, upDown: 9 },
    { icon: 'tablet', name: 'Tablet', iconColor: 'danger', usage: 6.7, upDown: 1 }
  ],
  'Last Year': [
    { icon: 'monitor', name: 'Desktop', iconColor: 'primary', usage: 61, upDown: 4 },
    { icon: 'smartphone', name: 'Mobile', iconColor: 'warning', usage: 31.5, upDown: -2 },
    { icon: 'tablet', name: 'Tablet', iconColor: 'danger', usage: 7.5, upDown: 3 }
  ]
}

export const customers: ByRange<Customers['listData']> = {
  'Last 28 Days': [
    { icon: 'circle', iconColor: 'primary', text: 'New', result: 690 },
    { icon: 'circle', iconColor: 'warning', text: 'Returning', result: 258 },
    { icon: 'circle', iconColor: 'danger', text: 'Referrals', result: 149 }
  ],
  'Last Month': [
    { icon: 'circle', iconColor: 'primary', text: 'New', result: 742 },
    { icon: 'circle', iconColor: 'warning', text: 'Returning', result: 301 },
    { icon: 'circle', iconColor: 'danger', text: 'Referrals', result: 166 }
  ],
  'Last Year': [
    { icon: 'circle', iconColor: 'primary', text: 'New', result: 8_410 },
    { icon: 'circle', iconColor: 'warning', text: 'Returning', result: 3_390 },
    { icon: 'circle', iconColor: 'danger', text: 'Referrals', result: 1_812 }
  ]
}

export const statistics: Record<StatisticsCard, StatisticsCardData> = {
  'orders-bar-chart': {
    title: 'Orders',
    statistics: '2,76k',
    series: [{ name: '2020', data: [45, 85, 65, 45, 65] }]
  },
  'profit-line-chart': { title: 'Profit', statistics: '6,24k', series: [{ data: [0, 20, 5, 30, 15, 45] }] },
  subscribers: {
    title: 'Subscribers Gained',
    statistics: '92.6k',
    series: [{ name: 'Subscribers', data: [28, 40, 36, 52, 38, 60, 55] }]
  },
  revenue: {
    title: 'Revenue Generated',
    statistics: '97.5k',
    series: [{ name: 'Revenue', data: [350, 275, 400, 300, 350, 300, 450] }]
  },
  sales: {
    title: 'Quarterly Sales',
    statistics: '36%',
    series: [{ name: 'Sales', data: [10, 15, 7, 12, 3, 16] }]
  },
  orders: {
    title: 'Orders Received',
    statistics: '97.5k',
    series: [{ name: 'Orders', data: [10, 15, 8, 15, 7, 12, 8] }]
  },
  'site-traffic': {
    title: 'Site Traffic',
    statistics: '78.9k',
    series: [{ name: 'Traffic Rate', data: [150, 200, 125, 225, 200, 250] }]
  },
  'active-users': {
    title: 'Active Users',
    statistics: '659.8k',
    series: [{ name: 'Active Users', data: [750, 1000, 450, 1250, 450, 1200] }]
  },
  newsletter: {
    title: 'Newsletter',
    statistics: '28.7k',
    series: [{ name: 'Newsletter', data: [200, 450, 300, 550, 450, 600] }]
  }
}

export { lastDays }
