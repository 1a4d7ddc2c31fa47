// A stored track row as the API answers it (its audio URL signed by the media store) and as the audit log keeps it.
import type { Track } from '../../src/contracts/music'
import type { MediaStore } from '../media/store'
import type { TrackRow } from './tracksRepository'

/** `media` signs audio URLs (demo mode's host answers its own, playable in the page). */
export function toTrack(row: TrackRow, media: Pick<MediaStore, 'signedUrl'>): Track {
  return {
    id: row.id,
    title: row.title,
    artist: row.artist,
    album: row.album,
    genre: row.genre as Track['genre'],
    duration: row.duration,
    release_date: row.release_date,
    cover_url: row.cover_url,
    audio_url: row.audio_key ? media.signedUrl(row.audio_key) : null,
    mime_type: row.mime_type,
    size: row.size,
    status: row.status as Track['status'],
    explicit: Boolean(row.explicit),
    play_count: row.play_count,
    created_at: row.created_at,
    updated_at: row.updated_at
  }
}

/** A track row as the audit log shows it: the stored fields, without the bookkeeping of counts. */
export function auditedTrack(row: Omit<TrackRow, 'play_count'>): Record<string, unknown> {
  // PostgreSQL's generated `words` column (migration 0003) comes with selectAll: it is the index, not a field.
  const {
    id: _id,
    play_count: _plays,
    created_at: _created,
    words: _words,
    ...fields
  } = row as TrackRow & {
    words?: unknown
  }
  return { ...fields, explicit: Boolean(row.explicit) }
}
