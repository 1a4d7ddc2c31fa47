// Parts of a whole with the total in the middle: subscribers per plan.
import { useTranslation } from 'react-i18next'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS } from '@/@core/components/charts/chartTheme'

const PLANS = [
  { key: 'free', count: 5400 },
  { key: 'premium', count: 3100 },
  { key: 'family', count: 1200 },
  { key: 'student', count: 800 }
] as const

export default function DonutChart() {
  const { t, i18n } = useTranslation()
  const names = PLANS.map(({ key }) => t(`ui.charts.plans.${key}`))
  const format = new Intl.NumberFormat(i18n.language)
  return (
    <ApexChart
      type="donut"
      height={300}
      label={t('ui.charts.donut.label')}
      summary={PLANS.map(({ count }, index) => `${names[index]}: ${format.format(count)}`).join(', ')}
      series={PLANS.map(({ count }) => count)}
      options={{
        labels: names,
        colors: [CHART_COLORS.secondary, CHART_COLORS.primary, CHART_COLORS.info, CHART_COLORS.warning],
        stroke: { width: 0 },
        legend: { position: 'bottom' },
        plotOptions: {
          pie: {
            donut: {
              size: '65%',
              labels: {
                show: true,
                total: { show: true, label: t('ui.charts.total'), formatter: () => format.format(10500) }
              }
            }
          }
        }
      }}
    />
  )
}
