// Plays by genre over the range (donut).
import { useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import type { ApexOptions } from 'apexcharts'
import type { GenrePlays } from '@/contracts/stats'
import { ApexChart } from '@/@core/components/charts/ApexChart'
import { CHART_SERIES_COLORS } from '@/@core/components/charts/chartTheme'
import { formatCount } from '@/views/music/shared/format'
import { useGenres } from '@/views/music/shared/catalogue/useGenres'

export function GenresChart({ genres }: { genres: GenrePlays[] }) {
  const { t, i18n } = useTranslation()
  const { label: genreLabel } = useGenres()
  const names = genres.map((g) => genreLabel(g.genre))
  const options = useMemo<ApexOptions>(
    () => ({
      labels: names,
      colors: CHART_SERIES_COLORS,
      legend: { show: true, position: 'bottom' },
      stroke: { width: 0 },
      plotOptions: {
        pie: {
          donut: {
            size: '62%',
            labels: {
              show: true,
              total: {
                show: true,
                label: t('music.overview.genres.total'),
                formatter: () =>
                  formatCount(
                    genres.reduce((sum, g) => sum + g.plays, 0),
                    i18n.language
                  )
              }
            }
          }
        }
      }
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the names follow the genres and the language
    [genres, i18n.language, t]
  )
  return (
    <ApexChart
      type="donut"
      height={320}
      series={genres.map((g) => g.plays)}
      options={options}
      label={t('music.overview.genres.title')}
      summary={genres.map((g, i) => `${names[i]}: ${formatCount(g.plays, i18n.language)}`).join(', ')}
    />
  )
}
