// The music contract's plain values, without zod: screens that only need a list of genres or an API path import
// them (through music.ts) without loading the schemas (vite.config.ts: contracts have no side effects).
export const GENRES = [
  'pop',
  'rock',
  'hip-hop',
  'electronic',
  'jazz',
  'classical',
  'country',
  'r-and-b',
  'reggae',
  'metal',
  'folk',
  'blues',
  'latin',
  'ambient'
] as const
export type Genre = (typeof GENRES)[number]

export const TRACK_STATUSES = ['published', 'draft'] as const
export const USER_ROLES = ['admin', 'editor', 'viewer'] as const
export const USER_STATUSES = ['active', 'inactive', 'pending'] as const
export const USER_PLANS = ['free', 'premium', 'family', 'student'] as const
export const DEVICES = ['web', 'ios', 'android', 'desktop', 'speaker'] as const

export const MAX_PER_PAGE = 100
export const MAX_AUDIO_BYTES = 50 * 1024 * 1024
export const AUDIO_MIME_TYPES = [
  'audio/mpeg',
  'audio/mp4',
  'audio/aac',
  'audio/ogg',
  'audio/wav',
  'audio/x-wav',
  'audio/flac',
  'audio/webm'
] as const

export const MUSIC_PATHS = {
  tracks: '/admin/v2/tracks',
  playlists: '/admin/v2/playlists',
  playHistories: '/admin/v2/play_histories',
  users: '/admin/v2/users'
} as const

export const TRACK_SORT_FIELDS = [
  'created_at',
  'title',
  'artist',
  'play_count',
  'duration',
  'release_date'
] as const
