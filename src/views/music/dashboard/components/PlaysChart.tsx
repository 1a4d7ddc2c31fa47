// Plays and listeners per day over the range (line).
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApexOptions } from 'apexcharts'
import type { DayListeners, DayPlays } from '@/contracts/stats'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS } from '@/@core/components/charts/chartTheme'
import { formatCount } from '@/views/music/shared/format'
import { shortDay } from './dayLabels'

export function PlaysChart({ plays, listeners }: { plays: DayPlays[]; listeners: DayListeners[] | null }) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const options = useMemo<ApexOptions>(
    () => ({
      colors: [CHART_COLORS.primary, CHART_COLORS.info],
      stroke: { curve: 'smooth', width: 3 },
      markers: { size: plays.length <= 31 ? 3 : 0 },
      xaxis: {
        categories: plays.map((d) => shortDay(d.day, language)),
        labels: { rotate: -45, hideOverlappingLabels: true },
        tickAmount: Math.min(plays.length, 12)
      },
      responsive: [{ breakpoint: 576, options: { xaxis: { tickAmount: 5 } } }],
      yaxis: {
        min: 0,
        forceNiceScale: true,
        labels: { formatter: (v: number) => formatCount(Math.round(v), language) }
      },
      legend: { show: true, position: 'top' }
    }),
    [plays, language]
  )
  const series = useMemo(
    () => [
      { name: t('music.overview.plays.series'), data: plays.map((d) => d.plays) },
      ...(listeners
        ? [{ name: t('music.overview.listeners.series'), data: listeners.map((d) => d.listeners) }]
        : [])
    ],
    [plays, listeners, t]
  )
  const total = plays.reduce((sum, d) => sum + d.plays, 0)
  return (
    <ApexChart
      type="line"
      height={300}
      series={series}
      options={options}
      label={t('music.overview.plays.title')}
      summary={t('music.overview.plays.summary', { total: formatCount(total, language), days: plays.length })}
    />
  )
}
