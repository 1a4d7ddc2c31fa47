import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApexOptions } from 'apexcharts'
import type { RevenueCard as Revenue } from '@/contracts/cards'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS } from '@/@core/components/charts/chartTheme'
import { CardState } from '@/@core/components/cards/CardState'
import { DashboardCard } from '@/@core/components/cards/DashboardCard'
import { fetchAnalyticsCard } from '../../shared/cardsApi'
import { useCard } from '../../shared/useCard'

export function RevenueCard() {
  const { t } = useTranslation()
  const { data, loading, error, retry } = useCard<Revenue>('revenue', (signal) =>
    fetchAnalyticsCard<Revenue>('revenue', {}, signal)
  )
  const names = [t('dashboards.revenue.thisMonth'), t('dashboards.revenue.lastMonth')]
  const options = useMemo<ApexOptions>(
    () => ({
      colors: [CHART_COLORS.primary, CHART_COLORS.secondary],
      stroke: { curve: 'smooth', width: [3, 2], dashArray: [0, 6] },
      xaxis: { labels: { show: false }, axisTicks: { show: false }, axisBorder: { show: false } },
      yaxis: { labels: { formatter: (v: number) => `${Math.round(v / 1000)}k` } },
      legend: { show: false }
    }),
    []
  )
  return (
    <DashboardCard title={t('dashboards.revenue.title')}>
      <CardState loading={loading} error={error} onRetry={retry} minHeight={300}>
        {data && (
          <>
            <dl className="d-flex gap-4 mb-2">
              <div>
                <dt className="fw-normal text-body-secondary small">{names[0]}</dt>
                <dd className="h4 text-primary mb-0">${data.thisMonth}</dd>
              </div>
              <div>
                <dt className="fw-normal text-body-secondary small">{names[1]}</dt>
                <dd className="h4 mb-0">${data.lastMonth}</dd>
              </div>
            </dl>
            <ApexChart
              type="line"
              height={240}
              series={data.series.map((s, i) => ({ name: names[i], data: s.data }))}
              options={options}
              label={t('dashboards.revenue.chart')}
              summary={`${names[0]}: $${data.thisMonth}; ${names[1]}: $${data.lastMonth}`}
            />
          </>
        )}
      </CardState>
    </DashboardCard>
  )
}
