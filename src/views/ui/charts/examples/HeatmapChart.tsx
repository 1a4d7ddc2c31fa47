// A week by hours grid: when listeners play the most; the shade of one colour encodes the count.
import { useTranslation } from 'react-i18next'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS } from '@/@core/components/charts/chartTheme'

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
const HOURS = ['06', '09', '12', '15', '18', '21', '00']
/** Plays per slot, a fixed pattern: mornings and evenings busy, weekends later. */
const PLAYS = DAYS.map((_, day) =>
  HOURS.map((_, slot) => {
    const weekend = day >= 5
    const peak = weekend ? [1, 2, 4, 5, 7, 9, 6] : [4, 7, 5, 4, 8, 9, 3]
    return peak[slot] * 10 + ((day * 7 + slot * 3) % 9)
  })
)

export default function HeatmapChart() {
  const { t } = useTranslation()
  return (
    <ApexChart
      type="heatmap"
      height={300}
      label={t('ui.charts.heatmap.label')}
      summary={t('ui.charts.heatmap.summary')}
      series={DAYS.map((day, index) => ({
        name: t(`ui.charts.days.${day}`),
        data: HOURS.map((hour, slot) => ({ x: `${hour}:00`, y: PLAYS[index][slot] }))
      })).reverse()}
      options={{
        colors: [CHART_COLORS.primary],
        dataLabels: { enabled: false },
        plotOptions: { heatmap: { radius: 3, enableShades: true, shadeIntensity: 0.6 } },
        stroke: { width: 2, colors: ['transparent'] }
      }}
    />
  )
}
