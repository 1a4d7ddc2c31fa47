// Stands in for react-apexcharts in jsdom (which cannot lay out SVG): one <svg> per chart carrying its type and
// series, and a button per data point that fires the chart's dataPointSelection event as a click on it would.
import type { ApexOptions } from 'apexcharts'

type Props = { type: string; series: ApexOptions['series']; options?: ApexOptions }

export default function ApexChartStub({ type, series, options }: Props) {
  const first = (series ?? [])[0] as { data?: number[] } | number | undefined
  const points = typeof first === 'object' && first?.data ? first.data : ((series ?? []) as number[])
  const select = options?.chart?.events?.dataPointSelection
  return (
    <div>
      <svg data-testid="chart" data-type={type} data-series={JSON.stringify(series)} />
      {select &&
        points.map((_, index) => (
          <button
            key={index}
            type="button"
            data-testid="chart-point"
            onClick={(event) => select(event.nativeEvent, undefined, { dataPointIndex: index } as never)}
          >
            {String(index)}
          </button>
        ))}
    </div>
  )
}
