// A statistics card of spec §7 (/card/card-statistics/…) drawn as a figure over a small chart.
import type { LucideIcon } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import type { StatisticsCard as Card } from '@/contracts/cards'
import { StatsWithChart } from '@/@core/components/cards/StatsWithChart'
import type { ChartColor } from '@/@core/components/charts/chartTheme'
import { fetchStatisticsCard } from './cardsApi'
import { useCard } from './useCard'

type Props = {
  card: Card
  icon?: LucideIcon
  color: ChartColor
  type?: 'area' | 'line' | 'bar'
  height?: number
}

/** Translation keys of the cards' titles, by card. */
const TITLE_KEYS: Record<Card, string> = {
  'orders-bar-chart': 'dashboards.statistics.ordersChart',
  'profit-line-chart': 'dashboards.statistics.profit',
  subscribers: 'dashboards.statistics.subscribers',
  revenue: 'dashboards.statistics.revenue',
  sales: 'dashboards.statistics.sales',
  orders: 'dashboards.statistics.orders',
  'site-traffic': 'dashboards.statistics.siteTraffic',
  'active-users': 'dashboards.statistics.activeUsers',
  newsletter: 'dashboards.statistics.newsletter'
}

export function StatisticsCard({ card, icon, color, type = 'area', height }: Props) {
  const { t } = useTranslation()
  const { data, loading, error, retry } = useCard(card, (signal) => fetchStatisticsCard(card, signal))
  const label = t(TITLE_KEYS[card])
  const series = (data?.series ?? []).map((s) => ({ name: s.name ?? label, data: s.data }))
  return (
    <StatsWithChart
      icon={icon}
      color={color}
      stat={data?.statistics ?? ''}
      label={label}
      series={series}
      type={type}
      height={height}
      loading={loading && !data}
      error={error}
      onRetry={retry}
      summary={
        data ? t('dashboards.statistics.summary', { label, values: series[0]?.data.join(', ') }) : undefined
      }
    />
  )
}
