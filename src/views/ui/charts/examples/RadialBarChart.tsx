// Rings of progress toward goals, each in percent.
import { useTranslation } from 'react-i18next'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS } from '@/@core/components/charts/chartTheme'

const GOALS = [
  { key: 'uploads', value: 82 },
  { key: 'retention', value: 67 },
  { key: 'revenue', value: 45 }
] as const

export default function RadialBarChart() {
  const { t } = useTranslation()
  const names = GOALS.map(({ key }) => t(`ui.charts.goals.${key}`))
  return (
    <ApexChart
      type="radialBar"
      height={300}
      label={t('ui.charts.radialBar.label')}
      summary={GOALS.map(({ value }, index) => `${names[index]}: ${value}%`).join(', ')}
      series={GOALS.map(({ value }) => value)}
      options={{
        labels: names,
        colors: [CHART_COLORS.primary, CHART_COLORS.success, CHART_COLORS.warning],
        legend: { show: true, position: 'bottom' },
        plotOptions: {
          radialBar: {
            hollow: { size: '30%' },
            track: { background: 'rgba(128, 128, 128, 0.2)' },
            dataLabels: { name: { fontSize: '14px' }, value: { fontSize: '16px' } }
          }
        }
      }}
    />
  )
}
