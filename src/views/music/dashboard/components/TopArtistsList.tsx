// The most played artists of the range, each with a bar of its share of the leader's plays.
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Progress } from 'reactstrap'
import type { TopArtist } from '@/contracts/stats'
import { formatCount } from '@/views/music/shared/format'

export function TopArtistsList({ artists }: { artists: TopArtist[] }) {
  const { t, i18n } = useTranslation()
  const most = artists[0]?.plays ?? 1
  const id = useId()
  return (
    <ol className="list-unstyled mb-0" aria-label={t('music.overview.topArtists.title')}>
      {artists.map((artist, index) => (
        <li key={artist.artist} className="mb-3">
          <div className="d-flex justify-content-between gap-2 small">
            <span className="fw-semibold text-truncate" id={`${id}-${index}`}>
              {artist.artist}
            </span>
            <span className="text-nowrap">
              {t('music.overview.topTracks.playCount', {
                count: artist.plays,
                formatted: formatCount(artist.plays, i18n.language)
              })}
            </span>
          </div>
          <Progress
            value={(artist.plays / most) * 100}
            style={{ height: 6 }}
            barAriaLabelledBy={`${id}-${index}`}
            barAriaValueText={formatCount(artist.plays, i18n.language)}
          />
        </li>
      ))}
    </ol>
  )
}
