// Plays and listeners per day over the range (line). Today, still under way, is left out of the line (a partial
// day would make it dive towards zero) and given as a note instead.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApexOptions } from 'apexcharts'
import type { DayListeners, DayPlays } from '@/contracts/stats'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS } from '@/@core/components/charts/chartTheme'
import { formatCount } from '@/views/music/shared/format'
import { shortDay } from './dayLabels'

type Props = {
  plays: DayPlays[]
  listeners: DayListeners[] | null
  /** The current day (YYYY-MM-DD, the stats' UTC days); a day of the range from it on is not over yet. */
  today?: string
}

export function PlaysChart({ plays: allPlays, listeners: allListeners, today = utcToday() }: Props) {
  const { t, i18n } = useTranslation()
  const language = i18n.language
  const partial = allPlays.at(-1)?.day === today ? allPlays.at(-1)! : null
  const plays = useMemo(() => (partial ? allPlays.slice(0, -1) : allPlays), [allPlays, partial])
  const listeners = useMemo(
    () => (partial && allListeners ? allListeners.slice(0, -1) : allListeners),
    [allListeners, partial]
  )
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
    <>
      <ApexChart
        type="line"
        height={300}
        series={series}
        options={options}
        label={t('music.overview.plays.title')}
        summary={t('music.overview.plays.summary', {
          total: formatCount(total, language),
          days: plays.length
        })}
      />
      {partial && (
        <p className="small text-body-secondary mb-0" data-testid="plays-partial-day">
          {t('music.overview.plays.partialDay', { total: formatCount(partial.plays, language) })}
        </p>
      )}
    </>
  )
}

const utcToday = () => new Date().toISOString().slice(0, 10)
