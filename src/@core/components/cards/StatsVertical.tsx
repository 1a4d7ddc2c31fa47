// A statistic stacked under its icon, centred: for rows of small figures.
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

export function StatsVertical({ icon: Icon, color, stat, label, loading, className }: Props) {
  return (
    <Card className={`h-100 text-center ${className ?? ''}`.trim()}>
      <CardBody>
        <span className={`vl-stat-icon mb-2 bg-${color}-subtle text-${color}-emphasis`} aria-hidden="true">
          <Icon size={22} />
        </span>
        <p className="h4 fw-bolder mb-0" aria-busy={loading || undefined}>
          {loading ? '—' : stat}
        </p>
        <p className="mb-0 text-body-secondary">{label}</p>
      </CardBody>
    </Card>
  )
}
