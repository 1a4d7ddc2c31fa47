// The most played tracks of the range (horizontal bars). A click on a bar, or on a row of the list under it,
// opens that track's play history.
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import type { ApexOptions } from 'apexcharts'
import type { TopTrack } from '@/contracts/stats'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_COLORS } from '@/@core/components/charts/chartTheme'
import { formatCount } from '@/views/music/shared/format'

export const historyPath = (trackId: number) => `/music/tracks/${trackId}/history`

export function TopTracksChart({ tracks }: { tracks: TopTrack[] }) {
  const { t, i18n } = useTranslation()
  const navigate = useNavigate()
  const language = i18n.language
  const options = useMemo<ApexOptions>(
    () => ({
      chart: {
        events: {
          dataPointSelection: (_event, _chart, config) => {
            const track = config ? tracks[config.dataPointIndex] : undefined
            if (track) navigate(historyPath(track.track_id))
          }
        }
      },
      colors: [CHART_COLORS.primary],
      plotOptions: { bar: { horizontal: true, borderRadius: 4, barHeight: '60%' } },
      xaxis: {
        categories: tracks.map((tr) => tr.title),
        labels: { formatter: (v: string) => formatCount(Math.round(Number(v)), language) }
      },
      yaxis: { labels: { maxWidth: 160 } },
      states: { active: { filter: { type: 'none' } } },
      tooltip: { y: { title: { formatter: () => t('music.overview.topTracks.plays') } } }
    }),
    [tracks, language, navigate, t]
  )
  const series = useMemo(
    () => [{ name: t('music.overview.topTracks.plays'), data: tracks.map((tr) => tr.plays) }],
    [tracks, t]
  )
  return (
    <>
      <div className="vl-clickable-chart">
        <ApexChart
          type="bar"
          height={Math.max(200, tracks.length * 34 + 40)}
          series={series}
          options={options}
          label={t('music.overview.topTracks.chart')}
        />
      </div>
      <ol className="list-unstyled mb-0 mt-2 small" aria-label={t('music.overview.topTracks.list')}>
        {tracks.map((track, index) => (
          <li key={track.track_id} className="d-flex justify-content-between gap-2 py-1 border-top">
            <span className="text-truncate">
              <span className="text-body-secondary me-2">{index + 1}.</span>
              <Link to={historyPath(track.track_id)}>{track.title}</Link>
              <span className="text-body-secondary"> · {track.artist}</span>
            </span>
            <span className="text-nowrap fw-semibold">
              {t('music.overview.topTracks.playCount', {
                count: track.plays,
                formatted: formatCount(track.plays, language)
              })}
            </span>
          </li>
        ))}
      </ol>
    </>
  )
}
