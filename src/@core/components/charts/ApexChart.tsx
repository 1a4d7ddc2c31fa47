// An ApexCharts chart in the current skin and direction. ApexCharts loads with the first chart shown (its own
// chunk), never on pages without one. The figure is named, and a caption says in words what the chart shows.
import { lazy, Suspense, useMemo } from 'react'
import type { ApexOptions } from 'apexcharts'
import { useAppSelector } from '@/redux/hooks'
import { selectSkin } from '@/redux/layoutSlice'
import { useDirection } from '@/@core/hooks/useDirection'
import { baseChartOptions, mergeOptions } from './chartTheme'

const Chart = lazy(() => import('react-apexcharts'))

export type ApexChartType =
  'line' | 'area' | 'bar' | 'donut' | 'pie' | 'radialBar' | 'scatter' | 'heatmap' | 'radar' | 'candlestick'

type Props = {
  type: ApexChartType
  series: ApexOptions['series']
  options?: ApexOptions
  height: number
  /** The chart's accessible name. */
  label: string
  /** What the chart shows, in words, for screen readers. */
  summary?: string
  className?: string
}

export function ApexChart({ type, series, options, height, label, summary, className }: Props) {
  const dark = useAppSelector(selectSkin) === 'dark'
  const rtl = useDirection() === 'rtl'
  const merged = useMemo(() => mergeOptions(baseChartOptions(dark, rtl), options ?? {}), [dark, rtl, options])
  return (
    <figure className={`mb-0 ${className ?? ''}`.trim()} aria-label={label} data-chart={type}>
      <Suspense fallback={<div style={{ height }} />}>
        {/* The skin and direction are part of the key: ApexCharts does not redraw its theme on an options change. */}
        <Chart key={`${dark}-${rtl}`} type={type} height={height} options={merged} series={series} />
      </Suspense>
      {summary && <figcaption className="visually-hidden">{summary}</figcaption>}
    </figure>
  )
}
