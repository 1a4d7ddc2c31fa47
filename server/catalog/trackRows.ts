// A stored track row as the API answers it (its audio URL signed by the media store) and as the audit log keeps it.
import type { Track } from '../../src/contracts/music'
import type { MediaStore } from '../media/store'
import type { TrackAnalysisFields } from '../audio/analysisService'
import type { TrackRow } from './tracksRepository'

/**
 * `media` signs audio URLs (demo mode's host answers its own, playable in the page); `analysis` (analysisFields)
 * says how far the audio's analysis is and which file to stream: without it, a track with audio reads as pending.
 */
export function toTrack(
  row: TrackRow,
  media: Pick<MediaStore, 'signedUrl'>,
  analysis?: TrackAnalysisFields
): Track {
  const streamKey = analysis ? analysis.stream_key : row.audio_key
  return {
    id: row.id,
    title: row.title,
    artist: row.artist,
    album: row.album,
    genre: row.genre as Track['genre'],
    duration: row.duration,
    release_date: row.release_date,
    cover_url: row.cover_url,
    audio_url: streamKey ? media.signedUrl(streamKey) : null,
    mime_type: row.mime_type,
    size: row.size,
    status: row.status as Track['status'],
    explicit: Boolean(row.explicit),
    play_count: row.play_count,
    created_at: row.created_at,
    updated_at: row.updated_at,
    analysis_status: row.audio_key ? (analysis?.analysis_status ?? 'pending') : null,
    gain_db: analysis?.gain_db ?? null
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
