import { useId, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApexOptions } from 'apexcharts'
import { Col, Progress, Row } from 'reactstrap'
import { CARD_TIME_RANGES, type AvgSessions, type CardTimeRange } from '@/contracts/cards'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS } from '@/@core/components/charts/chartTheme'
import { CardState } from '@/@core/components/cards/CardState'
import { DashboardCard } from '@/@core/components/cards/DashboardCard'
import { OptionsDropdown } from '@/@core/components/cards/OptionsDropdown'
import { rangeOptions } from '../../shared/options'
import { useRangeCard } from '../../shared/useRangeCard'

export function AvgSessionsCard() {
  const { t, i18n } = useTranslation()
  const card = useRangeCard<AvgSessions, CardTimeRange>('avg-sessions', 'range', CARD_TIME_RANGES[0])
  const { data } = card
  const id = useId()
  const title = t('dashboards.avgSessions.title')
  const number = (n: number) => n.toLocaleString(i18n.language)
  const options = useMemo<ApexOptions>(
    () => ({
      colors: [CHART_COLORS.primary],
      plotOptions: { bar: { columnWidth: '45%', borderRadius: 4, distributed: false } },
      xaxis: { labels: { show: false }, axisBorder: { show: false }, axisTicks: { show: false } },
      yaxis: { show: false },
      grid: { show: false, padding: { left: 0, right: 0 } }
    }),
    []
  )
  const progress = data
    ? [
        { key: 'goal', value: `$${number(data.goal)}`, percent: 50, color: 'primary' },
        { key: 'users', value: number(data.users), percent: 60, color: 'warning' },
        { key: 'retention', value: `${data.retention}%`, percent: data.retention, color: 'danger' },
        {
          key: 'duration',
          value: t('dashboards.avgSessions.years', { count: data.duration }),
          percent: 40,
          color: 'success'
        }
      ]
    : []
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
      <CardState loading={card.loading && !data} error={card.error} onRetry={card.retry} minHeight={260}>
        {data && (
          <div aria-busy={card.loading || undefined}>
            <Row className="align-items-center">
              <Col sm={6}>
                <p className="h2 fw-bolder mb-0" data-testid="avg-sessions-figure">
                  {number(data.sessions)}
                </p>
                <p className="text-body-secondary">{t('dashboards.avgSessions.sessions')}</p>
                <p className="mb-0">
                  <span
                    className={data.growth.startsWith('-') ? 'text-danger-emphasis' : 'text-success-emphasis'}
                  >
                    {data.growth}
                  </span>{' '}
                  {t('dashboards.avgSessions.vsPrevious')}
                </p>
              </Col>
              <Col sm={6}>
                <ApexChart
                  type="bar"
                  height={180}
                  series={data.series.map((s) => ({
                    name: t('dashboards.avgSessions.sessions'),
                    data: s.data
                  }))}
                  options={options}
                  label={t('dashboards.avgSessions.chart')}
                  summary={data.series[0]?.data.join(', ')}
                />
              </Col>
            </Row>
            <hr />
            <Row className="g-3">
              {progress.map((p) => (
                <Col xs={6} key={p.key}>
                  <p className="mb-1 small" id={`${id}-${p.key}`}>
                    {t(`dashboards.avgSessions.${p.key}`)}: <span className="fw-bold">{p.value}</span>
                  </p>
                  <Progress
                    value={p.percent}
                    color={p.color}
                    style={{ height: 6 }}
                    barAriaLabelledBy={`${id}-${p.key}`}
                  />
                </Col>
              ))}
            </Row>
          </div>
        )}
      </CardState>
    </DashboardCard>
  )
}
