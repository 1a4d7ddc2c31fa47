// Plays per day as a bar chart; ApexCharts loads with this component only.
import { lazy, Suspense, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApexOptions } from 'apexcharts'
import { useAppSelector } from '@/redux/hooks'
import { selectLayout } from '@/redux/layoutSlice'
import type { DayCount } from './playHistorySlice'

const Chart = lazy(() => import('react-apexcharts'))

export function PlaysChart({ perDay }: { perDay: DayCount[] }) {
  const { t, i18n } = useTranslation()
  const { skin } = useAppSelector(selectLayout)
  const dark = skin === 'dark'
  const options = useMemo<ApexOptions>(
    () => ({
      chart: {
        type: 'bar',
        toolbar: { show: false },
        background: 'transparent',
        fontFamily: 'inherit',
        animations: { enabled: false }
      },
      theme: { mode: dark ? 'dark' : 'light' },
      colors: ['#7367f0'],
      plotOptions: { bar: { borderRadius: 3, columnWidth: '60%' } },
      dataLabels: { enabled: false },
      grid: { borderColor: dark ? '#3b4253' : '#ebe9f1', strokeDashArray: 4 },
      xaxis: {
        categories: perDay.map((d) =>
          new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(
            new Date(d.day)
          )
        ),
        labels: { rotate: -45, hideOverlappingLabels: true },
        tickAmount: 10
      },
      yaxis: { labels: { formatter: (v: number) => String(Math.round(v)) }, forceNiceScale: true, min: 0 },
      tooltip: { theme: dark ? 'dark' : 'light' }
    }),
    [perDay, dark, i18n.language]
  )
  const series = useMemo(
    () => [{ name: t('music.history.chartSeries'), data: perDay.map((d) => d.plays) }],
    [perDay, t]
  )
  const total = perDay.reduce((sum, d) => sum + d.plays, 0)
  return (
    <figure className="mb-0" aria-label={t('music.history.chartTitle')}>
      <Suspense fallback={<div style={{ height: 260 }} />}>
        <Chart type="bar" height={260} options={options} series={series} />
      </Suspense>
      <figcaption className="visually-hidden">
        {t('music.history.chartTitle')}: {t('music.history.total', { count: total })}
      </figcaption>
    </figure>
  )
}
