// The chart palette (the theme's colours) and the options every chart shares, for the light and dark skins.
import type { ApexOptions } from 'apexcharts'

export const CHART_COLORS = {
  primary: '#6658e8',
  success: '#198754',
  info: '#00cfe8',
  warning: '#ff9f43',
  danger: '#d63c3d',
  secondary: '#6e7277'
} as const
export type ChartColor = keyof typeof CHART_COLORS

/** Extra colours for charts with many slices (the genre donut). */
export const CHART_SERIES_COLORS = [
  CHART_COLORS.primary,
  CHART_COLORS.info,
  CHART_COLORS.warning,
  CHART_COLORS.success,
  CHART_COLORS.danger,
  '#a66efa',
  '#ff6fb1',
  '#2ab7a9',
  '#f7c948',
  '#5b8def',
  '#8d99ae',
  '#c77dff',
  '#ef8354',
  '#52b788'
]

export function baseChartOptions(dark: boolean, rtl: boolean): ApexOptions {
  const text = dark ? '#b4b7bd' : '#6e6b7b'
  return {
    chart: {
      toolbar: { show: false },
      background: 'transparent',
      fontFamily: 'inherit',
      foreColor: text,
      animations: { enabled: false },
      zoom: { enabled: false },
      parentHeightOffset: 0
    },
    theme: { mode: dark ? 'dark' : 'light' },
    grid: { borderColor: dark ? '#3b4253' : '#ebe9f1', strokeDashArray: 4 },
    dataLabels: { enabled: false },
    legend: { labels: { colors: text }, horizontalAlign: rtl ? 'right' : 'left' },
    tooltip: { theme: dark ? 'dark' : 'light' }
  }
}

/** Deep-merges chart options: `extra` wins, objects are merged, arrays and functions replaced. */
export function mergeOptions(base: ApexOptions, extra: ApexOptions): ApexOptions {
  const merge = (a: unknown, b: unknown): unknown => {
    if (b === undefined) return a
    if (typeof a !== 'object' || a === null || Array.isArray(a)) return b
    if (typeof b !== 'object' || b === null || Array.isArray(b)) return b
    const out: Record<string, unknown> = { ...(a as Record<string, unknown>) }
    for (const [key, value] of Object.entries(b)) out[key] = merge(out[key], value)
    return out
  }
  return merge(base, extra) as ApexOptions
}
