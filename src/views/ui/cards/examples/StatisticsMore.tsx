// Statistics with a sparkline under the figure, and statistics measured against a goal.
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Card, CardBody, Col, Progress, Row } from 'reactstrap'
import { Clock, Heart, Radio } from 'lucide-react'
import { StatsWithChart } from '@/@core/components/cards/StatsWithChart'
import '@/@core/components/cards/cards.scss'

const SERIES = {
  minutes: [31, 40, 28, 51, 42, 60, 66],
  likes: [12, 18, 15, 22, 30, 26, 34],
  stations: [8, 9, 7, 10, 12, 11, 13]
}

export function StatisticsWithCharts() {
  const { t } = useTranslation()
  const noop = () => {}
  const cards = [
    ['minutes', Clock, 'primary', '1.9M', 'area'],
    ['likes', Heart, 'danger', '157K', 'bar'],
    ['stations', Radio, 'info', '70', 'line']
  ] as const
  return (
    <Row className="g-4">
      {cards.map(([key, icon, color, stat, type]) => (
        <Col key={key} md={4}>
          <StatsWithChart
            icon={icon}
            color={color}
            stat={stat}
            type={type}
            label={t(`ui.cards.statistics.charts.${key}`)}
            series={[{ name: t(`ui.cards.statistics.charts.${key}`), data: SERIES[key] }]}
            summary={t('ui.cards.statistics.charts.summary', {
              what: t(`ui.cards.statistics.charts.${key}`)
            })}
            loading={false}
            error={null}
            onRetry={noop}
          />
        </Col>
      ))}
    </Row>
  )
}

export function StatisticsGoals() {
  const { t } = useTranslation()
  const id = useId()
  const goals = [
    ['uploads', 84, 120, 'success'],
    ['premium', 2310, 3000, 'primary'],
    ['reviews', 45, 50, 'warning']
  ] as const
  return (
    <Row className="g-4">
      {goals.map(([key, done, goal, color]) => (
        <Col key={key} md={4}>
          <Card className="h-100">
            <CardBody>
              <p id={`${id}-${key}`} className="text-body-secondary mb-1">
                {t(`ui.cards.statistics.goals.${key}`)}
              </p>
              <p className="h4 fw-bolder mb-2">
                {done.toLocaleString()}{' '}
                <span className="fs-6 text-body-secondary">/ {goal.toLocaleString()}</span>
              </p>
              <Progress
                value={(done / goal) * 100}
                color={color}
                style={{ height: 8 }}
                barAriaLabelledBy={`${id}-${key}`}
              />
              <p className="small text-body-secondary mt-2 mb-0">
                {t('ui.cards.statistics.goals.share', { percent: Math.round((done / goal) * 100) })}
              </p>
            </CardBody>
          </Card>
        </Col>
      ))}
    </Row>
  )
}
