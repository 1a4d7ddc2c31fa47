import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApexOptions } from 'apexcharts'
import { Circle } from 'lucide-react'
import { CARD_TIME_RANGES, type CardTimeRange, type ProductOrders } from '@/contracts/cards'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS } from '@/@core/components/charts/chartTheme'
import { CardState } from '@/@core/components/cards/CardState'
import { DashboardCard } from '@/@core/components/cards/DashboardCard'
import { OptionsDropdown } from '@/@core/components/cards/OptionsDropdown'
import { rangeOptions } from '../../shared/options'
import { useRangeCard } from '../../shared/useRangeCard'

const KINDS = [
  { key: 'finished', color: 'primary' },
  { key: 'pending', color: 'warning' },
  { key: 'rejected', color: 'danger' }
] as const

export function ProductOrdersCard() {
  const { t, i18n } = useTranslation()
  const card = useRangeCard<ProductOrders, CardTimeRange>('product-orders', 'range', CARD_TIME_RANGES[0])
  const { data } = card
  const title = t('dashboards.productOrders.title')
  const names = KINDS.map((k) => t(`dashboards.productOrders.${k.key}`))
  const total = data ? Object.values(data.chart_info).reduce((a, b) => a + b, 0) : 0
  const options = useMemo<ApexOptions>(
    () => ({
      labels: names,
      colors: KINDS.map((k) => CHART_COLORS[k.color]),
      plotOptions: {
        radialBar: {
          hollow: { size: '25%' },
          track: { margin: 12 },
          dataLabels: {
            name: { fontSize: '1rem' },
            value: { fontSize: '1rem' },
            total: {
              show: true,
              label: t('dashboards.productOrders.total'),
              formatter: () => total.toLocaleString(i18n.language)
            }
          }
        }
      },
      stroke: { lineCap: 'round' }
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the labels follow the language and the data
    [total, i18n.language]
  )
  return (
    <DashboardCard
      title={title}
      action={
        <OptionsDropdown
          label={t('dashboards.rangeOf', { title })}
          options={rangeOptions(t)}
          value={card.value}
          onChange={card.setValue}
        />
      }
    >
      <CardState loading={card.loading && !data} error={card.error} onRetry={card.retry} minHeight={300}>
        {data && (
          <div aria-busy={card.loading || undefined}>
            <ApexChart
              type="radialBar"
              height={260}
              series={data.series}
              options={options}
              label={t('dashboards.productOrders.chart')}
              summary={names.map((n, i) => `${n}: ${data.series[i]}%`).join(', ')}
            />
            <ul className="list-unstyled mb-0" data-testid="orders-list">
              {KINDS.map((k, i) => (
                <li key={k.key} className="d-flex justify-content-between align-items-center py-1">
                  <span className="d-flex align-items-center gap-2">
                    <Circle size={12} className={`text-${k.color}`} fill="currentColor" aria-hidden="true" />
                    {names[i]}
                  </span>
                  <span className="fw-bold">{data.chart_info[k.key].toLocaleString(i18n.language)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardState>
    </DashboardCard>
  )
}
