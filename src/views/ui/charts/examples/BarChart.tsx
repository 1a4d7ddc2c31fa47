// Horizontal bars, longest first: the most played genres.
import { useTranslation } from 'react-i18next'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS } from '@/@core/components/charts/chartTheme'

const GENRES = [
  { key: 'pop', plays: 920 },
  { key: 'hipHop', plays: 780 },
  { key: 'rock', plays: 610 },
  { key: 'electronic', plays: 540 },
  { key: 'jazz', plays: 260 }
] as const

export default function BarChart() {
  const { t } = useTranslation()
  const names = GENRES.map(({ key }) => t(`ui.charts.genres.${key}`))
  return (
    <ApexChart
      type="bar"
      height={280}
      label={t('ui.charts.bar.label')}
      summary={GENRES.map(({ plays }, index) => `${names[index]}: ${plays}`).join(', ')}
      series={[{ name: t('ui.charts.thousandPlays'), data: GENRES.map(({ plays }) => plays) }]}
      options={{
        colors: [CHART_COLORS.info],
        plotOptions: { bar: { horizontal: true, barHeight: '55%', borderRadius: 4 } },
        dataLabels: { enabled: true, style: { colors: ['#1e1e2d'] } },
        xaxis: { categories: names }
      }}
    />
  )
}
