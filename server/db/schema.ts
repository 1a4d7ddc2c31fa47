// Row types of the database, as Kysely sees them. Timestamps are ISO-8601 UTC text on both engines so that they
// sort and compare the same way; booleans are 0/1 integers.
import type { Generated } from 'kysely'

export type UsersTable = {
  id: Generated<number>
  full_name: string
  username: string
  email: string
  password_hash: string | null
  role: string
  status: string
  plan: string
  country: string
  avatar: string | null
  created_at: string
  last_active_at: string | null
}

// On PostgreSQL, tracks also has `words` (a stored tsvector generated from title, artist and album, migration
// 0003); only the keyword filter's raw SQL reads it.
export type TracksTable = {
  id: Generated<number>
  title: string
  artist: string
  album: string
  genre: string
  duration: number
  release_date: string | null
  cover_url: string | null
  audio_key: string | null
  /** SHA-256 (hex) of the audio file's bytes (migration 0012); null for tracks stored before. */
  audio_hash?: string | null
  mime_type: string | null
  size: number | null
  status: string
  explicit: number
  created_at: string
  updated_at: string
}

/**
 * A track's plays (migration 0041): one row per track, made and removed with it by triggers, its count kept by the
 * play fold (plays/fold.ts). Narrow, so that the fold's updates do not rewrite `tracks` and its indexes.
 */
export type TrackPlayCountsTable = { track_id: number; play_count: Generated<number> }

export type PlaylistsTable = {
  id: Generated<number>
  name: string
  description: string
  owner_id: number
  is_public: number
  created_at: string
}

export type PlaylistTracksTable = {
  playlist_id: number
  track_id: number
  position: number
  added_at: string
}

export type PlayHistoriesTable = {
  id: Generated<number>
  track_id: number
  user_id: number
  played_at: string
  seconds_played: number
  device: string
  country: string
  /** The client's id of the play event (optional): a retried batch stores each event once. */
  event_id: string | null
}

// Roll-ups (migration 0007, server/plays/rollups.ts). Days are UTC, YYYY-MM-DD.
/** A day's plays and listeners; `version` grows with every change to any of the day's roll-ups. */
export type PlayDailyTable = { day: string; plays: number; listeners: number; version: number }
export type PlayDailyListenersTable = { day: string; user_id: number; plays: number }
export type PlayDailyTracksTable = { day: string; track_id: number; plays: number }
export type PlayDailyGenresTable = { day: string; genre: string; plays: number }
export type PlayDailyArtistsTable = { day: string; artist: string; plays: number }
/** Plays stored (+n) or deleted (-n) not yet folded into the roll-ups and play counts (plays/fold.ts). */
export type PlayPendingTable = {
  id: Generated<number>
  day: string
  track_id: number
  user_id: number
  plays: number
}
export type TrackTotalsTable = { genre: string; status: string; tracks: number; seconds: number }
export type UserDailyTable = { day: string; users: number }
// Tracks added per day and per month (YYYY-MM) by genre (migration 0008, server/catalog/trackCounts.ts).
export type TrackCountDaysTable = {
  day: string
  genre: string
  tracks: number
  published: number
}
export type TrackCountMonthsTable = {
  month: string
  genre: string
  tracks: number
  published: number
}

export type RefreshTokensTable = {
  id: Generated<number>
  user_id: number
  family: string
  token_hash: string
  expires_at: string
  revoked_at: string | null
  created_at: string
  /** The User-Agent of the sign-in that started the family (migration 0006). */
  user_agent: string | null
}

/** One change made through the API (migration 0009, server/audit/record.ts); before/after are JSON objects. */
export type AuditLogTable = {
  id: Generated<number>
  created_at: string
  user_id: number | null
  api_key_id: number | null
  action: string
  entity: string
  entity_id: string | null
  /** What the entity was called when the row was written (migration 0030). */
  entity_name: string | null
  before: string | null
  after: string | null
  request_id: string | null
  ip: string | null
}

/** A bulk edit or delete kept for its undo (migration 0010); `changes` is JSON, `stamp` the updated_at it wrote. */
export type BulkOperationsTable = {
  id: Generated<number>
  entity: string
  kind: string
  user_id: number | null
  created_at: string
  expires_at: string
  stamp: string
  changes: string
  count: number
  undone_at: string | null
}
export type BulkTrackRowsTable = Omit<TracksTable, 'id'> & { operation_id: number; track_id: number }
/** A bulk edit's previous values: the fields it changed (the others null) and updated_at (migration 0016). */
export type BulkTrackEditsTable = {
  operation_id: number
  track_id: number
  genre: string | null
  status: string | null
  explicit: number | null
  artist: string | null
  album: string | null
  release_date: string | null
  updated_at: string
}
export type BulkPlaylistRowsTable = PlaylistTracksTable & { operation_id: number }
export type BulkPlayRowsTable = Omit<PlayHistoriesTable, 'id'> & { operation_id: number; id: number }
export type BulkUserRowsTable = { operation_id: number; user_id: number; role: string; status: string }

export type MetaTable = { key: string; value: string }

/** API keys (migration 0011): only the SHA-256 of a key is stored, beside its readable start. */
export type ApiKeysTable = {
  id: Generated<number>
  name: string
  prefix: string
  key_hash: string
  scope: string
  created_by: number
  created_at: string
  last_used_at: string | null
  revoked_at: string | null
}

/** Requests per API key per UTC hour, `hour` as 'YYYY-MM-DDTHH' (migration 0038). */
export type ApiKeyUsageTable = { api_key_id: number; hour: string; requests: number }

// A track's audio, analysed (migration 0039, issue 38); figures, findings and waveform are JSON texts.
export type TrackAnalysisTable = {
  track_id: number
  audio_key: string
  status: Generated<'pending' | 'analysing' | 'done' | 'failed' | 'unavailable'>
  error: string | null
  approximate: Generated<number>
  analysed_at: string | null
  figures: string | null
  gain_db: number | null
  findings: Generated<string>
  finding_count: Generated<number>
  waveform: string | null
  rendition_key: string | null
  rendition_codec: string | null
  rendition_bitrate: number | null
  attempts: Generated<number>
  updated_at: string
}

// The music catalogue (migration 0034). tracks.artist and tracks.album stay the track list's text, kept equal to
// these links by server/catalog/trackText.ts.
export type GenresTable = { slug: string; name: string; position: number; created_at: string }

export type ArtistsTable = {
  id: Generated<number>
  name: string
  /** lower(trim(name)) as the engine computes it: finds namesakes and the artist of a legacy text. */
  name_key: string
  sort_name: Generated<string>
  country: string | null
  image_url: string | null
  biography: Generated<string>
  /** JSON: [{ label, url }]. */
  links: Generated<string>
  created_at: string
  updated_at: string
}

export type ReleasesTable = {
  id: Generated<number>
  title: string
  title_key: string
  type: Generated<string>
  /** Digits only; unique when set. */
  upc: string | null
  label: Generated<string>
  p_line: Generated<string>
  c_line: Generated<string>
  original_release_date: string | null
  cover_url: string | null
  created_at: string
  updated_at: string
  /** The lifecycle (migration 0036): draft, in_review, scheduled, live or taken_down. */
  status: Generated<string>
  /** UTC instant (ISO 8601) and the IANA zone it was chosen in; set while scheduled and after. */
  go_live_at: Generated<string | null>
  go_live_zone: Generated<string | null>
  explicit: Generated<number>
  /** worldwide, include or exclude `countries` (sorted codes, comma-separated); UTC days, both included. */
  availability: Generated<string>
  countries: Generated<string>
  available_from: Generated<string | null>
  available_until: Generated<string | null>
  /** How many readiness errors it has, of the rules that do not depend on the day (migration 0040). */
  readiness_errors: Generated<number>
}

/** What narrows one track's availability within its release's, and its own takedown (migration 0036). */
export type TrackAvailabilityTable = {
  track_id: number
  availability: Generated<string>
  countries: Generated<string>
  available_from: string | null
  available_until: string | null
  taken_down_at: string | null
  taken_down_by: number | null
  taken_down_reason: string | null
}

export type LifecycleTransitionsTable = {
  id: Generated<number>
  release_id: number | null
  track_id: number | null
  from_status: string
  to_status: string
  at: string
  user_id: number | null
  reason: Generated<string>
  go_live_at: string | null
  go_live_zone: string | null
}

/** The catalogue's change log, written by triggers (migration 0036). */
export type CatalogChangesTable = {
  kind: string
  entity_id: number
  position: number
  changed_at: string
}

export type ReleaseArtistsTable = { release_id: number; artist_id: number; position: number }

export type TrackLinksTable = {
  track_id: number
  release_id: number | null
  disc_number: Generated<number>
  track_number: number | null
  /** Without dashes, upper case; unique when set. */
  isrc: string | null
  version: Generated<string>
}

export type TrackArtistsTable = { track_id: number; artist_id: number; role: string; position: number }

export type TrackCreditsTable = {
  id: Generated<number>
  track_id: number
  role: string
  artist_id: number | null
  name: string
  position: number
}

/** Webhooks (migration 0037): an endpoint an administrator registered. */
export type WebhookEndpointsTable = {
  id: Generated<number>
  url: string
  description: Generated<string>
  /** Event names, comma-separated and sorted. */
  events: string
  secret: string
  created_at: string
  created_by: number | null
}

/** One event for one endpoint: the body sent at every attempt, and how its delivery stands. */
export type WebhookDeliveriesTable = {
  id: Generated<number>
  endpoint_id: number
  event: string
  event_id: string
  body: string
  state: Generated<string>
  created_at: string
  retry_until: string
  attempts: Generated<number>
  last_status: number | null
  last_attempt_at: string | null
}

export type WebhookAttemptsTable = {
  id: Generated<number>
  delivery_id: number
  attempt: number
  at: string
  status_code: number | null
  duration_ms: number
  error: Generated<string>
}

/** SQLite only: the job queue of the embedded default (server/jobs/queueSqlite.ts); PostgreSQL uses pg-boss. */
export type JobsTable = {
  id: Generated<number>
  name: string
  data: string
  state: string
  singleton_key: string | null
  run_at: string
  attempts: Generated<number>
  retry_limit: number
  retry_delay: number
  retry_backoff: number
  locked_until: string | null
  lock_token: string | null
  last_error: string | null
  created_at: string
}

export type DB = {
  webhook_endpoints: WebhookEndpointsTable
  webhook_deliveries: WebhookDeliveriesTable
  webhook_attempts: WebhookAttemptsTable
  jobs: JobsTable
  genres: GenresTable
  artists: ArtistsTable
  releases: ReleasesTable
  release_artists: ReleaseArtistsTable
  track_availability: TrackAvailabilityTable
  lifecycle_transitions: LifecycleTransitionsTable
  catalog_changes: CatalogChangesTable
  track_links: TrackLinksTable
  track_artists: TrackArtistsTable
  track_credits: TrackCreditsTable
  api_keys: ApiKeysTable
  api_key_usage: ApiKeyUsageTable
  track_analysis: TrackAnalysisTable
  users: UsersTable
  tracks: TracksTable
  track_play_counts: TrackPlayCountsTable
  playlists: PlaylistsTable
  playlist_tracks: PlaylistTracksTable
  play_histories: PlayHistoriesTable
  play_daily: PlayDailyTable
  play_daily_listeners: PlayDailyListenersTable
  play_daily_tracks: PlayDailyTracksTable
  play_daily_genres: PlayDailyGenresTable
  play_daily_artists: PlayDailyArtistsTable
  play_pending: PlayPendingTable
  track_totals: TrackTotalsTable
  user_daily: UserDailyTable
  track_count_days: TrackCountDaysTable
  track_count_months: TrackCountMonthsTable
  refresh_tokens: RefreshTokensTable
  meta: MetaTable
  audit_log: AuditLogTable
  bulk_operations: BulkOperationsTable
  bulk_track_rows: BulkTrackRowsTable
  bulk_track_edits: BulkTrackEditsTable
  bulk_playlist_rows: BulkPlaylistRowsTable
  bulk_play_rows: BulkPlayRowsTable
  bulk_user_rows: BulkUserRowsTable
}
