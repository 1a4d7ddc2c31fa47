// Two profiles on the same axes: the sound of two playlists.
import { useTranslation } from 'react-i18next'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS } from '@/@core/components/charts/chartTheme'

const TRAITS = ['energy', 'dance', 'mood', 'acoustic', 'tempo', 'vocals'] as const
const WORKOUT = [90, 80, 70, 15, 85, 55]
const CHILL = [35, 40, 60, 80, 30, 65]

export default function RadarChart() {
  const { t } = useTranslation()
  return (
    <ApexChart
      type="radar"
      height={320}
      label={t('ui.charts.radar.label')}
      summary={t('ui.charts.radar.summary')}
      series={[
        { name: t('ui.charts.workout'), data: WORKOUT },
        { name: t('ui.charts.chill'), data: CHILL }
      ]}
      options={{
        colors: [CHART_COLORS.danger, CHART_COLORS.info],
        stroke: { width: 2 },
        fill: { opacity: 0.2 },
        markers: { size: 3 },
        xaxis: { categories: TRAITS.map((trait) => t(`ui.charts.traits.${trait}`)) },
        yaxis: { show: false },
        plotOptions: {
          radar: {
            polygons: {
              strokeColors: 'rgba(128, 128, 128, 0.35)',
              connectorColors: 'rgba(128, 128, 128, 0.35)'
            }
          }
        }
      }}
    />
  )
}
