// A playlist's picture: the covers of its first four tracks in a 2×2 grid (one cover fills it; none, a note icon).
import { ListMusic } from 'lucide-react'
import clsx from 'clsx'

export function PlaylistMosaic({ covers, size = 40 }: { covers: string[]; size?: number }) {
  const tiles = covers.length >= 4 ? covers.slice(0, 4) : covers.slice(0, 1)
  return (
    <span
      className={clsx('playlist-mosaic rounded flex-shrink-0', tiles.length === 4 && 'is-grid')}
      style={{ width: size, height: size }}
      data-testid="playlist-mosaic"
      aria-hidden="true"
    >
      {tiles.length === 0 ? (
        <ListMusic size={size / 2} className="text-body-secondary" />
      ) : (
        tiles.map((src, i) => <img key={`${i}-${src}`} src={src} alt="" loading="lazy" />)
      )}
    </span>
  )
}
