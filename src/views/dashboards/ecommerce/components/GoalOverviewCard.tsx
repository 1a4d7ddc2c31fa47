import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApexOptions } from 'apexcharts'
import type { GoalOverview } from '@/contracts/cards'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS } from '@/@core/components/charts/chartTheme'
import { CardState } from '@/@core/components/cards/CardState'
import { DashboardCard } from '@/@core/components/cards/DashboardCard'
import { fetchAnalyticsCard } from '../../shared/cardsApi'
import { useCard } from '../../shared/useCard'

export function GoalOverviewCard() {
  const { t } = useTranslation()
  const { data, loading, error, retry } = useCard<GoalOverview>('goal-overview', (signal) =>
    fetchAnalyticsCard<GoalOverview>('goal-overview', {}, signal)
  )
  const completed = t('dashboards.goalOverview.completed')
  const options = useMemo<ApexOptions>(
    () => ({
      colors: [CHART_COLORS.success],
      labels: [completed],
      plotOptions: {
        radialBar: {
          startAngle: -150,
          endAngle: 150,
          hollow: { size: '70%' },
          dataLabels: { name: { show: false }, value: { fontSize: '2rem', offsetY: 10 } }
        }
      },
      stroke: { lineCap: 'round' }
    }),
    [completed]
  )
  return (
    <DashboardCard title={t('dashboards.goalOverview.title')}>
      <CardState loading={loading} error={error} onRetry={retry} minHeight={300}>
        {data && (
          <>
            <ApexChart
              type="radialBar"
              height={240}
              series={data.series}
              options={options}
              label={t('dashboards.goalOverview.chart')}
              summary={`${completed}: ${data.series[0]}%`}
            />
            <dl className="row text-center border-top pt-2 mb-0 g-0">
              <div className="col-6 border-end">
                <dt className="fw-normal text-body-secondary small">{completed}</dt>
                <dd className="h4 mb-0">{data.completed}</dd>
              </div>
              <div className="col-6">
                <dt className="fw-normal text-body-secondary small">
                  {t('dashboards.goalOverview.inProgress')}
                </dt>
                <dd className="h4 mb-0">{data.inProgress}</dd>
              </div>
            </dl>
          </>
        )}
      </CardState>
    </DashboardCard>
  )
}
