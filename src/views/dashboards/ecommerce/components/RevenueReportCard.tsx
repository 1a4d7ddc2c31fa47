import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApexOptions } from 'apexcharts'
import { Col, Row } from 'reactstrap'
import { REVENUE_YEARS, type RevenueReport, type RevenueYear } from '@/contracts/cards'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS } from '@/@core/components/charts/chartTheme'
import { CardState } from '@/@core/components/cards/CardState'
import { DashboardCard } from '@/@core/components/cards/DashboardCard'
import { OptionsDropdown } from '@/@core/components/cards/OptionsDropdown'
import { yearOptions } from '../../shared/options'
import { useRangeCard } from '../../shared/useRangeCard'

export function RevenueReportCard() {
  const { t, i18n } = useTranslation()
  const card = useRangeCard<RevenueReport, RevenueYear>('revenue-report', 'year', REVENUE_YEARS[0])
  const { data } = card
  const title = t('dashboards.revenueReport.title')
  const names = [t('dashboards.revenueReport.earning'), t('dashboards.revenueReport.expense')]
  const months = data?.months.map((_, i) =>
    new Intl.DateTimeFormat(i18n.language, { month: 'short', timeZone: 'UTC' }).format(Date.UTC(2020, i, 1))
  )
  const options = useMemo<ApexOptions>(
    () => ({
      chart: { stacked: true },
      colors: [CHART_COLORS.primary, CHART_COLORS.warning],
      plotOptions: { bar: { columnWidth: '25%', borderRadius: 6 } },
      xaxis: { categories: months ?? [], axisTicks: { show: false }, axisBorder: { show: false } },
      legend: { show: false }
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the months follow the data and the language
    [data, i18n.language]
  )
  return (
    <DashboardCard
      title={title}
      action={
        <OptionsDropdown
          label={t('dashboards.yearOf', { title })}
          options={yearOptions()}
          value={card.value}
          onChange={card.setValue}
        />
      }
    >
      <CardState loading={card.loading && !data} error={card.error} onRetry={card.retry} minHeight={300}>
        {data && (
          <Row className="align-items-center" aria-busy={card.loading || undefined}>
            <Col md={8}>
              <ApexChart
                type="bar"
                height={260}
                series={data.series.map((s, i) => ({ name: names[i], data: s.data }))}
                options={options}
                label={t('dashboards.revenueReport.chart', { year: data.year })}
                summary={data.series.map((s, i) => `${names[i]}: ${s.data.join(', ')}`).join('; ')}
              />
            </Col>
            <Col md={4} className="text-center">
              <p className="h2 fw-bolder mb-0" data-testid="revenue-report-price">
                ${data.price}
              </p>
              <p className="text-body-secondary">
                {t('dashboards.revenueReport.budget', { budget: data.budget })}
              </p>
            </Col>
          </Row>
        )}
      </CardState>
    </DashboardCard>
  )
}
