// A statistic with its icon beside it: the figure and what it counts on one side, a tinted icon on the other.
import type { LucideIcon } from 'lucide-react'
import { Card, CardBody } from 'reactstrap'
import type { ChartColor } from '@/@core/components/charts/chartTheme'
import './cards.scss'

type Props = {
  icon: LucideIcon
  color: ChartColor
  stat: string
  label: string
  loading?: boolean
  className?: string
}

export function StatsHorizontal({ icon: Icon, color, stat, label, loading, className }: Props) {
  return (
    <Card className={`h-100 ${className ?? ''}`.trim()}>
      <CardBody className="d-flex justify-content-between align-items-center gap-2">
        <div>
          <p className="h4 fw-bolder mb-0" aria-busy={loading || undefined}>
            {loading ? '—' : stat}
          </p>
          <p className="mb-0 text-body-secondary">{label}</p>
        </div>
        <span className={`vl-stat-icon bg-${color}-subtle text-${color}-emphasis`} aria-hidden="true">
          <Icon size={22} />
        </span>
      </CardBody>
    </Card>
  )
}
