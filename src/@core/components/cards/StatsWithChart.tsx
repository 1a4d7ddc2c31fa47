// A statistic with a small chart under it (a sparkline area, line or bar), the figure and label above.
import type { LucideIcon } from 'lucide-react'
import { useMemo } from 'react'
import type { ApexOptions } from 'apexcharts'
import { Card, CardBody } from 'reactstrap'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS, type ChartColor } from '@/@core/components/charts/chartTheme'
import { CardState } from './CardState'
import './cards.scss'

type Props = {
  icon?: LucideIcon
  color: ChartColor
  stat: string
  label: string
  series: { name?: string; data: number[] }[]
  type?: 'area' | 'line' | 'bar'
  height?: number
  loading: boolean
  error: string | null
  onRetry: () => void
  /** Said to screen readers in place of the chart. */
  summary?: string
}

export function StatsWithChart({
  icon: Icon,
  color,
  stat,
  label,
  series,
  type = 'area',
  height = 100,
  loading,
  error,
  onRetry,
  summary
}: Props) {
  const options = useMemo<ApexOptions>(
    () => ({
      chart: { sparkline: { enabled: true } },
      colors: [CHART_COLORS[color]],
      stroke: { curve: 'smooth', width: type === 'bar' ? 0 : 2.5 },
      fill:
        type === 'area'
          ? { type: 'gradient', gradient: { shadeIntensity: 0.9, opacityFrom: 0.6, opacityTo: 0.05 } }
          : { opacity: 1 },
      plotOptions: { bar: { columnWidth: '45%', borderRadius: 3 } },
      tooltip: { x: { show: false } }
    }),
    [color, type]
  )
  return (
    <Card className="h-100 overflow-hidden">
      <CardBody className="pb-0">
        {Icon && (
          <span className={`vl-stat-icon mb-2 bg-${color}-subtle text-${color}-emphasis`} aria-hidden="true">
            <Icon size={22} />
          </span>
        )}
        <p className="h4 fw-bolder mb-0" aria-busy={loading || undefined}>
          {loading || error ? '—' : stat}
        </p>
        <p className="text-body-secondary">{label}</p>
      </CardBody>
      <div className="px-3 pb-3">
        <CardState loading={loading} error={error} onRetry={onRetry} minHeight={height}>
          <ApexChart
            type={type}
            height={height}
            series={series}
            options={options}
            label={label}
            summary={summary}
          />
        </CardState>
      </div>
    </Card>
  )
}
