// Points in two groups: a track's length against how often it is skipped.
import { useTranslation } from 'react-i18next'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS } from '@/@core/components/charts/chartTheme'

const SINGLES = [
  [2.6, 18],
  [3.1, 14],
  [3.4, 12],
  [3.0, 20],
  [3.8, 16],
  [2.9, 11],
  [4.1, 22]
]
const ALBUM_TRACKS = [
  [4.5, 28],
  [5.2, 35],
  [3.9, 24],
  [6.0, 41],
  [4.8, 30],
  [5.6, 38],
  [7.1, 46]
]

export default function ScatterChart() {
  const { t } = useTranslation()
  return (
    <ApexChart
      type="scatter"
      height={280}
      label={t('ui.charts.scatter.label')}
      summary={t('ui.charts.scatter.summary')}
      series={[
        { name: t('ui.charts.singles'), data: SINGLES },
        { name: t('ui.charts.albumTracks'), data: ALBUM_TRACKS }
      ]}
      options={{
        colors: [CHART_COLORS.primary, CHART_COLORS.danger],
        markers: { size: 7, strokeWidth: 0 },
        xaxis: {
          type: 'numeric',
          tickAmount: 6,
          title: { text: t('ui.charts.minutes') },
          labels: { formatter: (value) => Number(value).toFixed(1) }
        },
        yaxis: { title: { text: t('ui.charts.skipRate') } }
      }}
    />
  )
}
