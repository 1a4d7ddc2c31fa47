import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApexOptions } from 'apexcharts'
import { Circle } from 'lucide-react'
import { CARD_TIME_RANGES, type CardTimeRange, type Customers } from '@/contracts/cards'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS, type ChartColor } from '@/@core/components/charts/chartTheme'
import { CardState } from '@/@core/components/cards/CardState'
import { DashboardCard } from '@/@core/components/cards/DashboardCard'
import { OptionsDropdown } from '@/@core/components/cards/OptionsDropdown'
import { rangeOptions } from '../../shared/options'
import { useRangeCard } from '../../shared/useRangeCard'

export function CustomersCard() {
  const { t, i18n } = useTranslation()
  const card = useRangeCard<Customers, CardTimeRange>('customers', 'range', CARD_TIME_RANGES[0])
  const { data } = card
  const title = t('dashboards.customers.title')
  const rows = data?.listData ?? []
  const names = rows.map((r) => t(`dashboards.customers.kinds.${r.text.toLowerCase()}`))
  const options = useMemo<ApexOptions>(
    () => ({
      labels: names,
      colors: rows.map((r) => CHART_COLORS[r.iconColor as ChartColor] ?? CHART_COLORS.primary),
      legend: { show: false },
      stroke: { width: 4, colors: ['var(--bs-body-bg)'] }
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names and colours follow the data
    [data, i18n.language]
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
              type="pie"
              height={220}
              series={rows.map((r) => r.result)}
              options={options}
              label={t('dashboards.customers.chart')}
              summary={rows.map((r, i) => `${names[i]}: ${r.result}`).join(', ')}
            />
            <ul className="list-unstyled mb-0 mt-3" data-testid="customer-list">
              {rows.map((r, i) => (
                <li key={r.text} className="d-flex justify-content-between align-items-center py-1">
                  <span className="d-flex align-items-center gap-2">
                    <Circle
                      size={12}
                      className={`text-${r.iconColor}`}
                      fill="currentColor"
                      aria-hidden="true"
                    />
                    <span className="fw-bold">{names[i]}</span>
                  </span>
                  <span>{r.result.toLocaleString(i18n.language)}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardState>
    </DashboardCard>
  )
}
