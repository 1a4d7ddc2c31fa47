// Two lines over twelve months: streams this year against last year.
import { useTranslation } from 'react-i18next'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS } from '@/@core/components/charts/chartTheme'
import { MONTHS } from './chartData'

const THIS_YEAR = [42, 48, 51, 57, 61, 66, 74, 79, 72, 81, 88, 95]
const LAST_YEAR = [35, 37, 41, 40, 46, 50, 55, 58, 54, 60, 63, 70]

export default function LineChart() {
  const { t } = useTranslation()
  const months = MONTHS.map((month) => t(`ui.charts.months.${month}`))
  return (
    <ApexChart
      type="line"
      height={280}
      label={t('ui.charts.line.label')}
      summary={t('ui.charts.line.summary', {
        first: THIS_YEAR[0],
        last: THIS_YEAR[11],
        before: LAST_YEAR[11]
      })}
      series={[
        { name: t('ui.charts.thisYear'), data: THIS_YEAR },
        { name: t('ui.charts.lastYear'), data: LAST_YEAR }
      ]}
      options={{
        colors: [CHART_COLORS.primary, CHART_COLORS.warning],
        stroke: { width: [3, 2], curve: 'smooth', dashArray: [0, 5] },
        xaxis: { categories: months },
        yaxis: { title: { text: t('ui.charts.thousandStreams') } }
      }}
    />
  )
}
