// Open, high, low and close per day: a label's share price over two weeks.
import { useTranslation } from 'react-i18next'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS } from '@/@core/components/charts/chartTheme'

const DAYS: [string, number, number, number, number][] = [
  ['2026-03-02', 51.2, 53.0, 50.6, 52.4],
  ['2026-03-03', 52.4, 54.1, 51.9, 53.8],
  ['2026-03-04', 53.8, 54.0, 52.1, 52.6],
  ['2026-03-05', 52.6, 53.3, 51.0, 51.4],
  ['2026-03-06', 51.4, 52.9, 51.2, 52.7],
  ['2026-03-09', 52.7, 55.2, 52.5, 54.9],
  ['2026-03-10', 54.9, 56.0, 54.1, 55.6],
  ['2026-03-11', 55.6, 55.9, 53.8, 54.0],
  ['2026-03-12', 54.0, 54.6, 52.9, 53.2],
  ['2026-03-13', 53.2, 55.8, 53.0, 55.5]
]

export default function CandlestickChart() {
  const { t, i18n } = useTranslation()
  const day = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' })
  return (
    <ApexChart
      type="candlestick"
      height={300}
      label={t('ui.charts.candlestick.label')}
      summary={t('ui.charts.candlestick.summary', { open: DAYS[0][1], close: DAYS[DAYS.length - 1][4] })}
      series={[
        {
          name: t('ui.charts.sharePrice'),
          data: DAYS.map(([date, open, high, low, close]) => ({
            x: day.format(new Date(`${date}T12:00:00Z`)),
            y: [open, high, low, close]
          }))
        }
      ]}
      options={{
        plotOptions: {
          candlestick: { colors: { upward: CHART_COLORS.success, downward: CHART_COLORS.danger } }
        },
        xaxis: { type: 'category', tickAmount: 5 },
        yaxis: { tooltip: { enabled: true }, labels: { formatter: (value) => value.toFixed(1) } }
      }}
    />
  )
}
