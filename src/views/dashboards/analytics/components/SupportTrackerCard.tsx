import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApexOptions } from 'apexcharts'
import { CARD_TIME_RANGES, type CardTimeRange, type SupportTracker } from '@/contracts/cards'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS } from '@/@core/components/charts/chartTheme'
import { CardState } from '@/@core/components/cards/CardState'
import { DashboardCard } from '@/@core/components/cards/DashboardCard'
import { OptionsDropdown } from '@/@core/components/cards/OptionsDropdown'
import { rangeOptions } from '../../shared/options'
import { useRangeCard } from '../../shared/useRangeCard'

export function SupportTrackerCard() {
  const { t, i18n } = useTranslation()
  const card = useRangeCard<SupportTracker, CardTimeRange>('support-tracker', 'range', CARD_TIME_RANGES[0])
  const { data } = card
  const title = t('dashboards.supportTracker.title')
  const completed = t('dashboards.supportTracker.completed')
  const options = useMemo<ApexOptions>(
    () => ({
      colors: [CHART_COLORS.danger],
      labels: [completed],
      plotOptions: {
        radialBar: {
          startAngle: -140,
          endAngle: 130,
          hollow: { size: '65%' },
          dataLabels: { name: { offsetY: -5 }, value: { offsetY: 15, fontSize: '1.75rem' } }
        }
      },
      fill: {
        type: 'gradient',
        gradient: { shade: 'dark', type: 'horizontal', gradientToColors: [CHART_COLORS.primary] }
      },
      stroke: { dashArray: 8 }
    }),
    [completed]
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
            <p className="h1 fw-bolder mb-0" data-testid="support-total">
              {data.totalTicket.toLocaleString(i18n.language)}
            </p>
            <p className="text-body-secondary">{t('dashboards.supportTracker.tickets')}</p>
            <ApexChart
              type="radialBar"
              height={250}
              series={[data.completed]}
              options={options}
              label={t('dashboards.supportTracker.chart')}
              summary={`${completed}: ${data.completed}%`}
            />
            <dl className="d-flex justify-content-between text-center mb-0 mt-2">
              <div>
                <dt className="fw-normal text-body-secondary small">
                  {t('dashboards.supportTracker.newTickets')}
                </dt>
                <dd className="h5 mb-0">{data.newTicket}</dd>
              </div>
              <div>
                <dt className="fw-normal text-body-secondary small">
                  {t('dashboards.supportTracker.openTickets')}
                </dt>
                <dd className="h5 mb-0">{data.openTicket}</dd>
              </div>
              <div>
                <dt className="fw-normal text-body-secondary small">
                  {t('dashboards.supportTracker.responseTime')}
                </dt>
                <dd className="h5 mb-0">
                  {t('dashboards.supportTracker.days', { count: data.responseTime })}
                </dd>
              </div>
            </dl>
          </div>
        )}
      </CardState>
    </DashboardCard>
  )
}
