import type { Track } from '@/contracts/music'

/** A track's 40 px cover in a list row, or the empty placeholder when it has none. */
export function TrackCover({ track, placeholderClass }: { track: Track; placeholderClass: string }) {
  return track.cover_url ? (
    <img src={track.cover_url} alt="" width={40} height={40} className="rounded music-cover" loading="lazy" />
  ) : (
    <span className={`music-cover music-cover-empty rounded ${placeholderClass}`} aria-hidden="true" />
  )
}
