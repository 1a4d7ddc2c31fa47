// Vertical bars side by side: new and returning listeners per quarter.
import { useTranslation } from 'react-i18next'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS } from '@/@core/components/charts/chartTheme'

const NEW = [120, 150, 170, 210]
const RETURNING = [340, 360, 400, 430]

export default function ColumnChart() {
  const { t } = useTranslation()
  return (
    <ApexChart
      type="bar"
      height={280}
      label={t('ui.charts.column.label')}
      summary={t('ui.charts.column.summary')}
      series={[
        { name: t('ui.charts.newListeners'), data: NEW },
        { name: t('ui.charts.returningListeners'), data: RETURNING }
      ]}
      options={{
        colors: [CHART_COLORS.success, CHART_COLORS.primary],
        plotOptions: { bar: { columnWidth: '45%', borderRadius: 4 } },
        xaxis: { categories: ['Q1', 'Q2', 'Q3', 'Q4'] },
        yaxis: { title: { text: t('ui.charts.thousandListeners') } }
      }}
    />
  )
}
