// Stacked areas: listening time per device through a week.
import { useTranslation } from 'react-i18next'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS } from '@/@core/components/charts/chartTheme'

const DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const
const MOBILE = [310, 290, 330, 350, 420, 520, 480]
const DESKTOP = [220, 240, 230, 250, 210, 130, 120]

export default function AreaChart() {
  const { t } = useTranslation()
  return (
    <ApexChart
      type="area"
      height={280}
      label={t('ui.charts.area.label')}
      summary={t('ui.charts.area.summary')}
      series={[
        { name: t('ui.charts.mobile'), data: MOBILE },
        { name: t('ui.charts.desktop'), data: DESKTOP }
      ]}
      options={{
        chart: { stacked: true },
        colors: [CHART_COLORS.info, CHART_COLORS.primary],
        stroke: { curve: 'smooth', width: 2 },
        fill: { type: 'gradient', gradient: { opacityFrom: 0.5, opacityTo: 0.1 } },
        xaxis: { categories: DAYS.map((day) => t(`ui.charts.days.${day}`)) },
        yaxis: { title: { text: t('ui.charts.hours') } }
      }}
    />
  )
}
