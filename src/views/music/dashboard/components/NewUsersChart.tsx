// New users per day over the range (columns).
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApexOptions } from 'apexcharts'
import type { DayUsers } from '@/contracts/stats'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS } from '@/@core/components/charts/chartTheme'
import { formatCount } from '@/views/music/shared/format'
import { shortDay } from './dayLabels'

export function NewUsersChart({ days }: { days: DayUsers[] }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const options = useMemo<ApexOptions>(
    () => ({
      colors: [CHART_COLORS.success],
      plotOptions: { bar: { borderRadius: 2, columnWidth: '60%' } },
      xaxis: {
        categories: days.map((d) => shortDay(d.day, language)),
        labels: { rotate: -45, hideOverlappingLabels: true },
        tickAmount: Math.min(days.length, 12)
      },
      responsive: [{ breakpoint: 576, options: { xaxis: { tickAmount: 5 } } }],
      yaxis: {
        min: 0,
        forceNiceScale: true,
        labels: { formatter: (v: number) => formatCount(Math.round(v), language) }
      }
    }),
    [days, language]
  )
  const total = days.reduce((sum, d) => sum + d.users, 0)
  return (
    <ApexChart
      type="bar"
      height={220}
      series={[{ name: t('music.overview.newUsers.series'), data: days.map((d) => d.users) }]}
      options={options}
      label={t('music.overview.newUsers.title')}
      summary={t('music.overview.newUsers.summary', {
        total: formatCount(total, language),
        days: days.length
      })}
    />
  )
}
