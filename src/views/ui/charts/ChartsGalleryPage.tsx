// /charts/apex: every kind of ApexCharts chart the dashboard can draw, in the theme's colours and the current skin.
import { useTranslation } from 'react-i18next'
import { ExampleGallery } from '../shared/ExampleGallery'
import LineChart from './examples/LineChart'
import lineCode from './examples/LineChart.tsx?raw'
import AreaChart from './examples/AreaChart'
import areaCode from './examples/AreaChart.tsx?raw'
import ColumnChart from './examples/ColumnChart'
import columnCode from './examples/ColumnChart.tsx?raw'
import BarChart from './examples/BarChart'
import barCode from './examples/BarChart.tsx?raw'
import ScatterChart from './examples/ScatterChart'
import scatterCode from './examples/ScatterChart.tsx?raw'
import HeatmapChart from './examples/HeatmapChart'
import heatmapCode from './examples/HeatmapChart.tsx?raw'
import DonutChart from './examples/DonutChart'
import donutCode from './examples/DonutChart.tsx?raw'
import RadialBarChart from './examples/RadialBarChart'
import radialCode from './examples/RadialBarChart.tsx?raw'
import RadarChart from './examples/RadarChart'
import radarCode from './examples/RadarChart.tsx?raw'
import CandlestickChart from './examples/CandlestickChart'
import candleCode from './examples/CandlestickChart.tsx?raw'

const CHARTS = [
  { id: 'line', code: lineCode, Example: LineChart },
  { id: 'area', code: areaCode, Example: AreaChart },
  { id: 'column', code: columnCode, Example: ColumnChart },
  { id: 'bar', code: barCode, Example: BarChart },
  { id: 'scatter', code: scatterCode, Example: ScatterChart },
  { id: 'heatmap', code: heatmapCode, Example: HeatmapChart },
  { id: 'donut', code: donutCode, Example: DonutChart },
  { id: 'radialBar', code: radialCode, Example: RadialBarChart },
  { id: 'radar', code: radarCode, Example: RadarChart },
  { id: 'candlestick', code: candleCode, Example: CandlestickChart }
]

export default function ChartsGalleryPage() {
  const { t } = useTranslation()
  return (
    <ExampleGallery
      title={t('ui.charts.title')}
      intro={t('ui.charts.intro')}
      items={CHARTS.map((chart) => ({ ...chart, title: t(`ui.charts.${chart.id}.title`) }))}
    />
  )
}
