-- index api_keys_live_name_key on api_keys
CREATE UNIQUE INDEX api_keys_live_name_key on api_keys (lower(name)) where revoked_at is null;

-- index artists_country_idx on artists
CREATE INDEX artists_country_idx on artists (country, name_key, id);

-- index artists_created_idx on artists
CREATE INDEX artists_created_idx on artists (created_at, id);

-- index artists_name_key_idx on artists
CREATE INDEX artists_name_key_idx on artists (name_key, id);

-- index audit_log_action_idx on audit_log
CREATE INDEX "audit_log_action_idx" on "audit_log" ("action", "id");

-- index audit_log_created_idx on audit_log
CREATE INDEX "audit_log_created_idx" on "audit_log" ("created_at", "id");

-- index audit_log_entity_id_idx on audit_log
CREATE INDEX "audit_log_entity_id_idx" on "audit_log" ("entity", "entity_id", "id");

-- index audit_log_entity_idx on audit_log
CREATE INDEX "audit_log_entity_idx" on "audit_log" ("entity", "id");

-- index audit_log_user_idx on audit_log
CREATE INDEX "audit_log_user_idx" on "audit_log" ("user_id", "id");

-- index bulk_operations_expires_idx on bulk_operations
CREATE INDEX "bulk_operations_expires_idx" on "bulk_operations" ("expires_at");

-- index bulk_play_rows_op_idx on bulk_play_rows
CREATE INDEX "bulk_play_rows_op_idx" on "bulk_play_rows" ("operation_id");

-- index bulk_playlist_rows_op_idx on bulk_playlist_rows
CREATE INDEX "bulk_playlist_rows_op_idx" on "bulk_playlist_rows" ("operation_id");

-- index catalog_changes_position_idx on catalog_changes
CREATE UNIQUE INDEX catalog_changes_position_idx on catalog_changes (position);

-- index jobs_due_idx on jobs
CREATE INDEX jobs_due_idx on jobs (name, run_at);

-- index jobs_singleton_idx on jobs
CREATE UNIQUE INDEX jobs_singleton_idx on jobs (name, singleton_key) where state = 'created';

-- index lifecycle_transitions_release_idx on lifecycle_transitions
CREATE INDEX lifecycle_transitions_release_idx on lifecycle_transitions (release_id, id);

-- index lifecycle_transitions_track_idx on lifecycle_transitions
CREATE INDEX lifecycle_transitions_track_idx on lifecycle_transitions (track_id, id) where track_id is not null;

-- index oidc_identities_user_idx on oidc_identities
CREATE INDEX oidc_identities_user_idx on oidc_identities (user_id);

-- index oidc_sessions_user_idx on oidc_sessions
CREATE INDEX oidc_sessions_user_idx on oidc_sessions (user_id);

-- index play_daily_artists_artist_idx on play_daily_artists
CREATE INDEX "play_daily_artists_artist_idx" on "play_daily_artists" ("artist", "day", "plays");

-- index play_daily_artists_top_idx on play_daily_artists
CREATE INDEX "play_daily_artists_top_idx" on "play_daily_artists" ("day", "plays", "artist");

-- index play_daily_tracks_top_idx on play_daily_tracks
CREATE INDEX "play_daily_tracks_top_idx" on "play_daily_tracks" ("day", "plays", "track_id");

-- index play_daily_tracks_track_idx on play_daily_tracks
CREATE INDEX "play_daily_tracks_track_idx" on "play_daily_tracks" ("track_id", "day", "plays");

-- index play_histories_event_idx on play_histories
CREATE UNIQUE INDEX "play_histories_event_idx" on "play_histories" ("event_id");

-- index play_histories_played_idx on play_histories
CREATE INDEX "play_histories_played_idx" on "play_histories" ("played_at", "id");

-- index play_histories_track_idx on play_histories
CREATE INDEX "play_histories_track_idx" on "play_histories" ("track_id", "played_at", "id");

-- index play_histories_user_idx on play_histories
CREATE INDEX "play_histories_user_idx" on "play_histories" ("user_id");

-- index playlist_tracks_position_idx on playlist_tracks
CREATE INDEX "playlist_tracks_position_idx" on "playlist_tracks" ("playlist_id", "position");

-- index playlist_tracks_track_idx on playlist_tracks
CREATE INDEX "playlist_tracks_track_idx" on "playlist_tracks" ("track_id");

-- index playlists_created_idx on playlists
CREATE INDEX "playlists_created_idx" on "playlists" ("created_at", "id");

-- index playlists_owner_idx on playlists
CREATE INDEX "playlists_owner_idx" on "playlists" ("owner_id");

-- index refresh_tokens_family_idx on refresh_tokens
CREATE INDEX "refresh_tokens_family_idx" on "refresh_tokens" ("family");

-- index refresh_tokens_user_idx on refresh_tokens
CREATE INDEX "refresh_tokens_user_idx" on "refresh_tokens" ("user_id", "revoked_at");

-- index release_artists_artist_idx on release_artists
CREATE INDEX release_artists_artist_idx on release_artists (artist_id, release_id);

-- index releases_created_idx on releases
CREATE INDEX releases_created_idx on releases (created_at, id);

-- index releases_date_idx on releases
CREATE INDEX releases_date_idx on releases (original_release_date, id);

-- index releases_go_live_idx on releases
CREATE INDEX releases_go_live_idx on releases (go_live_at) where status = 'scheduled';

-- index releases_readiness_errors_idx on releases
CREATE INDEX releases_readiness_errors_idx on releases (readiness_errors) where readiness_errors > 0;

-- index releases_title_key_idx on releases
CREATE INDEX releases_title_key_idx on releases (title_key, id);

-- index releases_type_idx on releases
CREATE INDEX releases_type_idx on releases (type, created_at, id);

-- index releases_upc_key on releases
CREATE UNIQUE INDEX releases_upc_key on releases (upc) where upc is not null;

-- index sqlite_autoindex_api_keys_1 on api_keys
-- (made by SQLite)

-- index sqlite_autoindex_bulk_track_rows_1 on bulk_track_rows
-- (made by SQLite)

-- index sqlite_autoindex_bulk_user_rows_1 on bulk_user_rows
-- (made by SQLite)

-- index sqlite_autoindex_genres_1 on genres
-- (made by SQLite)

-- index sqlite_autoindex_kysely_migration_1 on kysely_migration
-- (made by SQLite)

-- index sqlite_autoindex_kysely_migration_lock_1 on kysely_migration_lock
-- (made by SQLite)

-- index sqlite_autoindex_meta_1 on meta
-- (made by SQLite)

-- index sqlite_autoindex_oidc_handoffs_1 on oidc_handoffs
-- (made by SQLite)

-- index sqlite_autoindex_oidc_identities_1 on oidc_identities
-- (made by SQLite)

-- index sqlite_autoindex_oidc_sessions_1 on oidc_sessions
-- (made by SQLite)

-- index sqlite_autoindex_playlist_tracks_1 on playlist_tracks
-- (made by SQLite)

-- index sqlite_autoindex_refresh_tokens_1 on refresh_tokens
-- (made by SQLite)

-- index sqlite_autoindex_users_1 on users
-- (made by SQLite)

-- index sqlite_autoindex_users_2 on users
-- (made by SQLite)

-- index track_analysis_attention_idx on track_analysis
CREATE INDEX track_analysis_attention_idx on track_analysis (track_id) where status = 'done' and finding_count > 0;

-- index track_analysis_status_idx on track_analysis
CREATE INDEX track_analysis_status_idx on track_analysis (status);

-- index track_artists_artist_idx on track_artists
CREATE INDEX track_artists_artist_idx on track_artists (artist_id, role, track_id);

-- index track_credits_artist_idx on track_credits
CREATE INDEX track_credits_artist_idx on track_credits (artist_id) where artist_id is not null;

-- index track_credits_track_idx on track_credits
CREATE INDEX track_credits_track_idx on track_credits (track_id, position);

-- index track_links_isrc_key on track_links
CREATE UNIQUE INDEX track_links_isrc_key on track_links (isrc) where isrc is not null;

-- index track_links_release_idx on track_links
CREATE INDEX track_links_release_idx on track_links (release_id, disc_number, track_number);

-- index track_play_counts_idx on track_play_counts
CREATE INDEX "track_play_counts_idx" on "track_play_counts" ("play_count", "track_id");

-- index tracks_artist_idx on tracks
CREATE INDEX "tracks_artist_idx" on "tracks" ("artist", "id");

-- index tracks_audio_hash_idx on tracks
CREATE INDEX "tracks_audio_hash_idx" on "tracks" ("audio_hash");

-- index tracks_audio_key_idx on tracks
CREATE INDEX "tracks_audio_key_idx" on "tracks" ("audio_key");

-- index tracks_created_at_idx on tracks
CREATE INDEX "tracks_created_at_idx" on "tracks" ("created_at", "id");

-- index tracks_duration_idx on tracks
CREATE INDEX "tracks_duration_idx" on "tracks" ("duration", "id");

-- index tracks_genre_created_idx on tracks
CREATE INDEX "tracks_genre_created_idx" on "tracks" ("genre", "created_at", "id");

-- index tracks_release_date_idx on tracks
CREATE INDEX "tracks_release_date_idx" on "tracks" ("release_date", "id");

-- index tracks_title_idx on tracks
CREATE INDEX "tracks_title_idx" on "tracks" ("title", "id");

-- index users_created_idx on users
CREATE INDEX "users_created_idx" on "users" ("created_at", "id");

-- index users_email_lower_key on users
CREATE UNIQUE INDEX users_email_lower_key on users (lower(email));

-- index users_role_idx on users
CREATE INDEX "users_role_idx" on "users" ("role", "id");

-- index users_status_idx on users
CREATE INDEX "users_status_idx" on "users" ("status", "id");

-- index users_username_lower_key on users
CREATE UNIQUE INDEX users_username_lower_key on users (lower(username));

-- index webhook_attempts_delivery_idx on webhook_attempts
CREATE INDEX webhook_attempts_delivery_idx on webhook_attempts (delivery_id, id);

-- index webhook_deliveries_endpoint_idx on webhook_deliveries
CREATE INDEX webhook_deliveries_endpoint_idx on webhook_deliveries (endpoint_id, id);

-- table api_key_usage on api_key_usage
CREATE TABLE "api_key_usage" (
  "api_key_id" integer not null,
  "hour" text not null,
  "requests" integer not null,
  primary key ("api_key_id", "hour")
) without rowid;

-- table api_keys on api_keys
CREATE TABLE "api_keys" (
  "id" integer primary key autoincrement,
  "name" text not null,
  "prefix" text not null,
  "key_hash" text not null unique,
  "scope" text not null,
  "created_by" integer not null,
  "created_at" text not null,
  "last_used_at" text,
  "revoked_at" text
);

-- table artists on artists
CREATE TABLE artists (
  id integer primary key autoincrement,
  name text not null,
  name_key text not null,
  sort_name text not null default '',
  country text,
  image_url text,
  biography text not null default '',
  links text not null default '[]',
  created_at text not null,
  updated_at text not null
);

-- table audit_log on audit_log
CREATE TABLE "audit_log" (
  "id" integer primary key autoincrement,
  "created_at" text not null,
  "user_id" integer,
  "api_key_id" integer,
  "action" text not null,
  "entity" text not null,
  "entity_id" text,
  "before" text,
  "after" text,
  "request_id" text,
  "ip" text,
  entity_name text
);

-- table bulk_operations on bulk_operations
CREATE TABLE "bulk_operations" (
  "id" integer primary key autoincrement,
  "entity" text not null,
  "kind" text not null,
  "user_id" integer,
  "created_at" text not null,
  "expires_at" text not null,
  "stamp" text not null,
  "changes" text not null,
  "count" integer not null,
  "undone_at" text
);

-- table bulk_play_rows on bulk_play_rows
CREATE TABLE "bulk_play_rows" (
  "operation_id" integer not null,
  "id" integer not null,
  "track_id" integer not null,
  "user_id" integer not null,
  "played_at" text not null,
  "seconds_played" integer not null,
  "device" text not null,
  "country" text not null,
  "event_id" text
);

-- table bulk_playlist_rows on bulk_playlist_rows
CREATE TABLE "bulk_playlist_rows" (
  "operation_id" integer not null,
  "playlist_id" integer not null,
  "track_id" integer not null,
  "position" integer not null,
  "added_at" text not null
);

-- table bulk_track_edits on bulk_track_edits
CREATE TABLE "bulk_track_edits" (
  "operation_id" integer not null,
  "track_id" integer not null,
  "genre" text,
  "status" text,
  "explicit" integer,
  "artist" text,
  "album" text,
  "release_date" text,
  "updated_at" text not null,
  constraint "bulk_track_edits_pk" primary key ("operation_id", "track_id")
) without rowid;

-- table bulk_track_rows on bulk_track_rows
CREATE TABLE "bulk_track_rows" (
  "operation_id" integer not null,
  "track_id" integer not null,
  "title" text not null,
  "artist" text not null,
  "album" text not null,
  "genre" text not null,
  "duration" integer not null,
  "release_date" text,
  "cover_url" text,
  "audio_key" text,
  "mime_type" text,
  "size" integer,
  "status" text not null,
  "explicit" integer not null,
  "created_at" text not null,
  "updated_at" text not null,
  "audio_hash" text,
  constraint "bulk_track_rows_pk" primary key ("operation_id", "track_id")
);

-- table bulk_user_rows on bulk_user_rows
CREATE TABLE "bulk_user_rows" (
  "operation_id" integer not null,
  "user_id" integer not null,
  "role" text not null,
  "status" text not null,
  constraint "bulk_user_rows_pk" primary key ("operation_id", "user_id")
);

-- table catalog_changes on catalog_changes
CREATE TABLE catalog_changes (
  kind text not null check (kind in ('release', 'track')),
  entity_id integer not null,
  position integer not null,
  changed_at text not null,
  primary key (kind, entity_id)
) without rowid;

-- table genres on genres
CREATE TABLE genres (
  slug text primary key,
  name text not null,
  position integer not null,
  created_at text not null
);

-- table jobs on jobs
CREATE TABLE jobs (
  id integer primary key autoincrement,
  name text not null,
  data text not null,
  state text not null default 'created' check (state in ('created', 'retry', 'active', 'failed')),
  singleton_key text,
  run_at text not null,
  attempts integer not null default 0,
  retry_limit integer not null default 0,
  retry_delay integer not null default 0,
  retry_backoff integer not null default 0 check (retry_backoff in (0, 1)),
  locked_until text,
  lock_token text,
  last_error text,
  created_at text not null
);

-- table lifecycle_transitions on lifecycle_transitions
CREATE TABLE lifecycle_transitions (
  id integer primary key autoincrement,
  release_id integer references releases (id) on delete cascade,
  track_id integer references tracks (id) on delete cascade,
  from_status text not null,
  to_status text not null,
  at text not null,
  user_id integer references users (id) on delete set null,
  reason text not null default '',
  go_live_at text,
  go_live_zone text
);

-- table meta on meta
CREATE TABLE "meta" (
  "key" text primary key,
  "value" text not null
);

-- table oidc_handoffs on oidc_handoffs
CREATE TABLE oidc_handoffs (
  code_hash text primary key,
  user_id integer not null references users (id) on delete cascade,
  issuer text not null,
  return_to text,
  id_token text,
  provider_refresh text,
  expires_at text not null
);

-- table oidc_identities on oidc_identities
CREATE TABLE oidc_identities (
  issuer text not null,
  subject text not null,
  user_id integer not null references users (id) on delete cascade,
  email text,
  created_at text not null,
  last_sign_in_at text not null,
  primary key (issuer, subject)
);

-- table oidc_sessions on oidc_sessions
CREATE TABLE oidc_sessions (
  family text primary key,
  user_id integer not null references users (id) on delete cascade,
  issuer text not null,
  id_token text,
  provider_refresh text,
  created_at text not null
);

-- table play_daily on play_daily
CREATE TABLE "play_daily" (
  "day" text primary key,
  "plays" integer default 0 not null,
  "listeners" integer default 0 not null,
  "version" bigint default 1 not null
) without rowid;

-- table play_daily_artists on play_daily_artists
CREATE TABLE "play_daily_artists" (
  "day" text not null,
  "artist" text not null,
  "plays" integer not null,
  constraint "play_daily_artists_pk" primary key ("day", "artist")
) without rowid;

-- table play_daily_genres on play_daily_genres
CREATE TABLE "play_daily_genres" (
  "day" text not null,
  "genre" text not null,
  "plays" integer not null,
  constraint "play_daily_genres_pk" primary key ("day", "genre")
) without rowid;

-- table play_daily_listeners on play_daily_listeners
CREATE TABLE "play_daily_listeners" (
  "day" text not null,
  "user_id" integer not null,
  "plays" integer not null,
  constraint "play_daily_listeners_pk" primary key ("day", "user_id")
) without rowid;

-- table play_daily_tracks on play_daily_tracks
CREATE TABLE "play_daily_tracks" (
  "day" text not null,
  "track_id" integer not null,
  "plays" integer not null,
  constraint "play_daily_tracks_pk" primary key ("day", "track_id")
) without rowid;

-- table play_histories on play_histories
CREATE TABLE "play_histories" (
  "id" integer primary key autoincrement,
  "track_id" integer not null references "tracks" ("id") on delete cascade,
  "user_id" integer not null references "users" ("id") on delete cascade,
  "played_at" text not null,
  "seconds_played" integer not null,
  "device" text not null,
  "country" text default '' not null,
  "event_id" text
);

-- table play_pending on play_pending
CREATE TABLE "play_pending" (
  "id" integer primary key,
  "day" text not null,
  "track_id" integer not null,
  "user_id" integer not null,
  "plays" integer not null
);

-- table playlist_tracks on playlist_tracks
CREATE TABLE "playlist_tracks" (
  "playlist_id" integer not null references "playlists" ("id") on delete cascade,
  "track_id" integer not null references "tracks" ("id") on delete cascade,
  "position" integer not null,
  "added_at" text not null,
  constraint "playlist_tracks_pk" primary key ("playlist_id", "track_id")
);

-- table playlists on playlists
CREATE TABLE "playlists" (
  "id" integer primary key autoincrement,
  "name" text not null,
  "description" text default '' not null,
  "owner_id" integer not null references "users" ("id") on delete cascade,
  "is_public" integer default 1 not null,
  "created_at" text not null
);

-- table refresh_tokens on refresh_tokens
CREATE TABLE "refresh_tokens" (
  "id" integer primary key autoincrement,
  "user_id" integer not null references "users" ("id") on delete cascade,
  "family" text not null,
  "token_hash" text not null unique,
  "expires_at" text not null,
  "revoked_at" text,
  "created_at" text not null,
  "user_agent" text
);

-- table release_artists on release_artists
CREATE TABLE release_artists (
  release_id integer not null references releases (id) on delete cascade,
  artist_id integer not null references artists (id),
  position integer not null,
  primary key (release_id, artist_id)
) without rowid;

-- table releases on releases
CREATE TABLE releases (
  id integer primary key autoincrement,
  title text not null,
  title_key text not null,
  type text not null default 'album' check (type in ('album', 'single', 'ep', 'compilation')),
  upc text,
  label text not null default '',
  p_line text not null default '',
  c_line text not null default '',
  original_release_date text,
  cover_url text,
  created_at text not null,
  updated_at text not null,
  status text not null default 'draft' check (status in ('draft', 'in_review', 'scheduled', 'live', 'taken_down')),
  go_live_at text,
  go_live_zone text,
  explicit integer not null default 0 check (explicit in (0, 1)),
  availability text not null default 'worldwide' check (availability in ('worldwide', 'include', 'exclude')),
  countries text not null default '',
  available_from text,
  available_until text,
  readiness_errors integer not null default 0
);

-- table sqlite_sequence on sqlite_sequence
CREATE TABLE sqlite_sequence(
  name,
 seq
);

-- table track_analysis on track_analysis
CREATE TABLE track_analysis (
  track_id integer primary key references tracks (id) on delete cascade,
  audio_key text not null,
  status text not null default 'pending' check (status in ('pending', 'analysing', 'done', 'failed', 'unavailable')),
  error text,
  approximate integer not null default 0 check (approximate in (0, 1)),
  analysed_at text,
  figures text,
  gain_db real,
  findings text not null default '[]',
  finding_count integer not null default 0,
  waveform text,
  rendition_key text,
  rendition_codec text,
  rendition_bitrate integer,
  attempts integer not null default 0,
  updated_at text not null
);

-- table track_artists on track_artists
CREATE TABLE track_artists (
  track_id integer not null references tracks (id) on delete cascade,
  artist_id integer not null references artists (id),
  role text not null check (role in ('main', 'featured', 'remixer')),
  position integer not null,
  primary key (track_id, role, artist_id)
) without rowid;

-- table track_availability on track_availability
CREATE TABLE track_availability (
  track_id integer primary key references tracks (id) on delete cascade,
  availability text not null default 'worldwide' check (availability in ('worldwide', 'include', 'exclude')),
  countries text not null default '',
  available_from text,
  available_until text,
  taken_down_at text,
  taken_down_by integer references users (id) on delete set null,
  taken_down_reason text
);

-- table track_count_days on track_count_days
CREATE TABLE "track_count_days" (
  "day" text not null,
  "genre" text not null,
  "tracks" integer not null,
  "published" integer not null,
  constraint "track_count_days_pk" primary key ("day", "genre")
) without rowid;

-- table track_count_months on track_count_months
CREATE TABLE "track_count_months" (
  "month" text not null,
  "genre" text not null,
  "tracks" integer not null,
  "published" integer not null,
  constraint "track_count_months_pk" primary key ("month", "genre")
) without rowid;

-- table track_credits on track_credits
CREATE TABLE track_credits (
  id integer primary key autoincrement,
  track_id integer not null references tracks (id) on delete cascade,
  role text not null check (role in ('composer', 'lyricist', 'producer', 'mixer', 'mastering_engineer')),
  artist_id integer references artists (id),
  name text not null,
  position integer not null
);

-- table track_links on track_links
CREATE TABLE track_links (
  track_id integer primary key references tracks (id) on delete cascade,
  release_id integer references releases (id) on delete set null,
  disc_number integer not null default 1 check (disc_number >= 1),
  track_number integer check (track_number >= 1),
  isrc text,
  version text not null default ''
);

-- table track_play_counts on track_play_counts
CREATE TABLE "track_play_counts" (
  "track_id" integer primary key references "tracks" ("id") on delete cascade,
  "play_count" integer not null default 0
);

-- table track_totals on track_totals
CREATE TABLE "track_totals" (
  "genre" text not null,
  "status" text not null,
  "tracks" integer not null,
  "seconds" bigint not null,
  constraint "track_totals_pk" primary key ("genre", "status")
) without rowid;

-- table tracks on tracks
CREATE TABLE "tracks" (
  "id" integer primary key autoincrement,
  "title" text not null,
  "artist" text not null,
  "album" text default '' not null,
  "genre" text not null,
  "duration" integer not null check (duration >= 0),
  "release_date" text,
  "cover_url" text,
  "audio_key" text,
  "mime_type" text,
  "size" integer,
  "status" text default 'draft' not null check (status in ('published', 'draft')),
  "explicit" integer default 0 not null,
  "created_at" text not null,
  "updated_at" text not null,
  "audio_hash" text
);

-- table tracks_fts on tracks_fts
CREATE VIRTUAL TABLE tracks_fts using fts5(title, artist, album, content='tracks', content_rowid='id', tokenize='unicode61 remove_diacritics 2', prefix='2 3');

-- table tracks_fts_config on tracks_fts_config
CREATE TABLE 'tracks_fts_config'(
  k PRIMARY KEY,
  v
) WITHOUT ROWID;

-- table tracks_fts_data on tracks_fts_data
CREATE TABLE 'tracks_fts_data'(
  id INTEGER PRIMARY KEY,
  block BLOB
);

-- table tracks_fts_docsize on tracks_fts_docsize
CREATE TABLE 'tracks_fts_docsize'(
  id INTEGER PRIMARY KEY,
  sz BLOB
);

-- table tracks_fts_idx on tracks_fts_idx
CREATE TABLE 'tracks_fts_idx'(
  segid,
  term,
  pgno,
  PRIMARY KEY(segid, term)
) WITHOUT ROWID;

-- table tracks_fts_terms on tracks_fts_terms
CREATE VIRTUAL TABLE tracks_fts_terms using fts5vocab(tracks_fts, 'instance');

-- table user_daily on user_daily
CREATE TABLE "user_daily" (
  "day" text primary key,
  "users" integer not null
) without rowid;

-- table users on users
CREATE TABLE "users" (
  "id" integer primary key autoincrement,
  "full_name" text not null,
  "username" text not null unique,
  "email" text not null unique,
  "password_hash" text,
  "role" text not null check (role in ('admin', 'editor', 'viewer')),
  "status" text default 'active' not null check (status in ('active', 'inactive', 'pending')),
  "plan" text default 'free' not null,
  "country" text default '' not null,
  "avatar" text,
  "created_at" text not null,
  "last_active_at" text
);

-- table users_fts on users_fts
CREATE VIRTUAL TABLE users_fts using fts5(full_name, username, email, content='users', content_rowid='id', tokenize='trigram');

-- table users_fts_config on users_fts_config
CREATE TABLE 'users_fts_config'(
  k PRIMARY KEY,
  v
) WITHOUT ROWID;

-- table users_fts_data on users_fts_data
CREATE TABLE 'users_fts_data'(
  id INTEGER PRIMARY KEY,
  block BLOB
);

-- table users_fts_docsize on users_fts_docsize
CREATE TABLE 'users_fts_docsize'(
  id INTEGER PRIMARY KEY,
  sz BLOB
);

-- table users_fts_idx on users_fts_idx
CREATE TABLE 'users_fts_idx'(
  segid,
  term,
  pgno,
  PRIMARY KEY(segid, term)
) WITHOUT ROWID;

-- table webhook_attempts on webhook_attempts
CREATE TABLE webhook_attempts (
  id integer primary key autoincrement,
  delivery_id integer not null references webhook_deliveries (id) on delete cascade,
  attempt integer not null,
  at text not null,
  status_code integer,
  duration_ms integer not null,
  error text not null default ''
);

-- table webhook_deliveries on webhook_deliveries
CREATE TABLE webhook_deliveries (
  id integer primary key autoincrement,
  endpoint_id integer not null references webhook_endpoints (id) on delete cascade,
  event text not null,
  event_id text not null,
  body text not null,
  state text not null default 'pending' check (state in ('pending', 'delivered', 'failed')),
  created_at text not null,
  retry_until text not null,
  attempts integer not null default 0,
  last_status integer,
  last_attempt_at text
);

-- table webhook_endpoints on webhook_endpoints
CREATE TABLE webhook_endpoints (
  id integer primary key autoincrement,
  url text not null,
  description text not null default '',
  events text not null,
  secret text not null,
  created_at text not null,
  created_by integer references users (id) on delete set null
);

-- trigger catalog_changes_link_deleted on track_links
CREATE TRIGGER catalog_changes_link_deleted after delete on track_links when exists (select 1 from tracks where id = old.track_id) begin
  delete from catalog_changes where kind = 'track' and entity_id = old.track_id;
  insert into catalog_changes (kind, entity_id, position, changed_at) values ('track', old.track_id, (select coalesce(max(position), 0) + 1 from catalog_changes), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  end;

-- trigger catalog_changes_link_inserted on track_links
CREATE TRIGGER catalog_changes_link_inserted after insert on track_links begin
  delete from catalog_changes where kind = 'track' and entity_id = new.track_id;
  insert into catalog_changes (kind, entity_id, position, changed_at) values ('track', new.track_id, (select coalesce(max(position), 0) + 1 from catalog_changes), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  end;

-- trigger catalog_changes_link_updated on track_links
CREATE TRIGGER catalog_changes_link_updated after update on track_links when old.release_id is not new.release_id or old.isrc is not new.isrc or old.version is not new.version or old.disc_number is not new.disc_number or old.track_number is not new.track_number begin
  delete from catalog_changes where kind = 'track' and entity_id = new.track_id;
  insert into catalog_changes (kind, entity_id, position, changed_at) values ('track', new.track_id, (select coalesce(max(position), 0) + 1 from catalog_changes), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  end;

-- trigger catalog_changes_own_deleted on track_availability
CREATE TRIGGER catalog_changes_own_deleted after delete on track_availability when exists (select 1 from tracks where id = old.track_id) begin
  delete from catalog_changes where kind = 'track' and entity_id = old.track_id;
  insert into catalog_changes (kind, entity_id, position, changed_at) values ('track', old.track_id, (select coalesce(max(position), 0) + 1 from catalog_changes), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  end;

-- trigger catalog_changes_own_inserted on track_availability
CREATE TRIGGER catalog_changes_own_inserted after insert on track_availability begin
  delete from catalog_changes where kind = 'track' and entity_id = new.track_id;
  insert into catalog_changes (kind, entity_id, position, changed_at) values ('track', new.track_id, (select coalesce(max(position), 0) + 1 from catalog_changes), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  end;

-- trigger catalog_changes_own_updated on track_availability
CREATE TRIGGER catalog_changes_own_updated after update on track_availability begin
  delete from catalog_changes where kind = 'track' and entity_id = new.track_id;
  insert into catalog_changes (kind, entity_id, position, changed_at) values ('track', new.track_id, (select coalesce(max(position), 0) + 1 from catalog_changes), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  end;

-- trigger catalog_changes_release_deleted on releases
CREATE TRIGGER catalog_changes_release_deleted after delete on releases begin
  delete from catalog_changes where kind = 'release' and entity_id = old.id;
  insert into catalog_changes (kind, entity_id, position, changed_at) values ('release', old.id, (select coalesce(max(position), 0) + 1 from catalog_changes), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  end;

-- trigger catalog_changes_release_inserted on releases
CREATE TRIGGER catalog_changes_release_inserted after insert on releases begin
  insert into catalog_changes (kind, entity_id, position, changed_at) values ('release', new.id, (select coalesce(max(position), 0) + 1 from catalog_changes), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  end;

-- trigger catalog_changes_release_updated on releases
CREATE TRIGGER catalog_changes_release_updated after update on releases when old.title is not new.title or old.upc is not new.upc or old.type is not new.type or old.label is not new.label or old.status is not new.status or old.go_live_at is not new.go_live_at or old.explicit is not new.explicit or old.availability is not new.availability or old.countries is not new.countries or old.available_from is not new.available_from or old.available_until is not new.available_until begin
  delete from catalog_changes where kind = 'release' and entity_id = new.id;
  insert into catalog_changes (kind, entity_id, position, changed_at) values ('release', new.id, (select coalesce(max(position), 0) + 1 from catalog_changes), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  delete from catalog_changes where kind = 'track' and entity_id in (select track_id from track_links where release_id = new.id);
  insert into catalog_changes (kind, entity_id, position, changed_at) select 'track', track_id, (select coalesce(max(position), 0) from catalog_changes) + row_number() over (order by track_id), strftime('%Y-%m-%dT%H:%M:%fZ', 'now') from track_links where release_id = new.id;
  end;

-- trigger catalog_changes_track_deleted on tracks
CREATE TRIGGER catalog_changes_track_deleted after delete on tracks begin
  delete from catalog_changes where kind = 'track' and entity_id = old.id;
  insert into catalog_changes (kind, entity_id, position, changed_at) values ('track', old.id, (select coalesce(max(position), 0) + 1 from catalog_changes), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  end;

-- trigger catalog_changes_track_inserted on tracks
CREATE TRIGGER catalog_changes_track_inserted after insert on tracks begin
  delete from catalog_changes where kind = 'track' and entity_id = new.id;
  insert into catalog_changes (kind, entity_id, position, changed_at) values ('track', new.id, (select coalesce(max(position), 0) + 1 from catalog_changes), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  end;

-- trigger catalog_changes_track_updated on tracks
CREATE TRIGGER catalog_changes_track_updated after update of title, artist, album, status, duration, explicit on tracks when old.title is not new.title or old.artist is not new.artist or old.album is not new.album or old.status is not new.status or old.duration is not new.duration or old.explicit is not new.explicit begin
  delete from catalog_changes where kind = 'track' and entity_id = new.id;
  insert into catalog_changes (kind, entity_id, position, changed_at) values ('track', new.id, (select coalesce(max(position), 0) + 1 from catalog_changes), strftime('%Y-%m-%dT%H:%M:%fZ', 'now'));
  end;

-- trigger play_rollups_play_deleted on play_histories
CREATE TRIGGER play_rollups_play_deleted after delete on play_histories when exists (select 1 from tracks where id = old.track_id) begin
  insert into play_pending (day, track_id, user_id, plays) values (substr(old.played_at, 1, 10), old.track_id, old.user_id, -1);
  end;

-- trigger track_counts_deleted on tracks
CREATE TRIGGER track_counts_deleted after delete on tracks begin
  update track_count_days set tracks = tracks - 1, published = published - (old.status = 'published') where day = substr(old.created_at, 1, 10) and genre = old.genre;
  update track_count_months set tracks = tracks - 1, published = published - (old.status = 'published') where month = substr(old.created_at, 1, 7) and genre = old.genre;
  end;

-- trigger track_counts_inserted on tracks
CREATE TRIGGER track_counts_inserted after insert on tracks begin
  insert into track_count_days (day, genre, tracks, published) values (substr(new.created_at, 1, 10), new.genre, 1, new.status = 'published') on conflict (day, genre) do update set tracks = "track_count_days".tracks + 1, published = "track_count_days".published + excluded.published;
  insert into track_count_months (month, genre, tracks, published) values (substr(new.created_at, 1, 7), new.genre, 1, new.status = 'published') on conflict (month, genre) do update set tracks = "track_count_months".tracks + 1, published = "track_count_months".published + excluded.published;
  end;

-- trigger track_counts_updated on tracks
CREATE TRIGGER track_counts_updated after update of genre, status, created_at on tracks when old.genre <> new.genre or old.status <> new.status or substr(old.created_at, 1, 10) <> substr(new.created_at, 1, 10) begin
  update track_count_days set tracks = tracks - 1, published = published - (old.status = 'published') where day = substr(old.created_at, 1, 10) and genre = old.genre;
  update track_count_months set tracks = tracks - 1, published = published - (old.status = 'published') where month = substr(old.created_at, 1, 7) and genre = old.genre;
  insert into track_count_days (day, genre, tracks, published) values (substr(new.created_at, 1, 10), new.genre, 1, new.status = 'published') on conflict (day, genre) do update set tracks = "track_count_days".tracks + 1, published = "track_count_days".published + excluded.published;
  insert into track_count_months (month, genre, tracks, published) values (substr(new.created_at, 1, 7), new.genre, 1, new.status = 'published') on conflict (month, genre) do update set tracks = "track_count_months".tracks + 1, published = "track_count_months".published + excluded.published;
  end;

-- trigger track_play_counts_track_inserted on tracks
CREATE TRIGGER track_play_counts_track_inserted after insert on tracks begin
  insert into track_play_counts (track_id, play_count) values (new.id, 0);
  end;

-- trigger track_totals_deleted on tracks
CREATE TRIGGER track_totals_deleted after delete on tracks begin
  update track_totals set tracks = tracks - 1, seconds = seconds - old.duration where genre = old.genre and status = old.status;
  end;

-- trigger track_totals_inserted on tracks
CREATE TRIGGER track_totals_inserted after insert on tracks begin
  insert into track_totals (genre, status, tracks, seconds) values (new.genre, new.status, 1, new.duration) on conflict (genre, status) do update set tracks = tracks + 1, seconds = seconds + excluded.seconds;
  end;

-- trigger track_totals_updated on tracks
CREATE TRIGGER track_totals_updated after update of genre, status, duration on tracks when old.genre <> new.genre or old.status <> new.status or old.duration <> new.duration begin
  update track_totals set tracks = tracks - 1, seconds = seconds - old.duration where genre = old.genre and status = old.status;
  insert into track_totals (genre, status, tracks, seconds) values (new.genre, new.status, 1, new.duration) on conflict (genre, status) do update set tracks = tracks + 1, seconds = seconds + excluded.seconds;
  end;

-- trigger tracks_fts_delete on tracks
CREATE TRIGGER tracks_fts_delete after delete on tracks begin
  insert into tracks_fts(tracks_fts, rowid, title, artist, album) values ('delete', old.id, old.title, old.artist, old.album);
  end;

-- trigger tracks_fts_insert on tracks
CREATE TRIGGER tracks_fts_insert after insert on tracks begin
  insert into tracks_fts(rowid, title, artist, album) values (new.id, new.title, new.artist, new.album);
  end;

-- trigger tracks_fts_update on tracks
CREATE TRIGGER tracks_fts_update after update of title, artist, album on tracks begin
  insert into tracks_fts(tracks_fts, rowid, title, artist, album) values ('delete', old.id, old.title, old.artist, old.album);
  insert into tracks_fts(rowid, title, artist, album) values (new.id, new.title, new.artist, new.album);
  end;

-- trigger user_daily_deleted on users
CREATE TRIGGER user_daily_deleted after delete on users begin
  update user_daily set users = users - 1 where day = substr(old.created_at, 1, 10);
  delete from user_daily where day = substr(old.created_at, 1, 10) and users <= 0;
  end;

-- trigger user_daily_inserted on users
CREATE TRIGGER user_daily_inserted after insert on users begin
  insert into user_daily (day, users) values (substr(new.created_at, 1, 10), 1) on conflict (day) do update set users = users + 1;
  end;

-- trigger user_daily_updated on users
CREATE TRIGGER user_daily_updated after update of created_at on users when substr(old.created_at, 1, 10) <> substr(new.created_at, 1, 10) begin
  update user_daily set users = users - 1 where day = substr(old.created_at, 1, 10);
  delete from user_daily where day = substr(old.created_at, 1, 10) and users <= 0;
  insert into user_daily (day, users) values (substr(new.created_at, 1, 10), 1) on conflict (day) do update set users = users + 1;
  end;

-- trigger users_fts_delete on users
CREATE TRIGGER users_fts_delete after delete on users begin
  insert into users_fts(users_fts, rowid, full_name, username, email) values ('delete', old.id, old.full_name, old.username, old.email);
  end;

-- trigger users_fts_insert on users
CREATE TRIGGER users_fts_insert after insert on users begin
  insert into users_fts(rowid, full_name, username, email) values (new.id, new.full_name, new.username, new.email);
  end;

-- trigger users_fts_update on users
CREATE TRIGGER users_fts_update after update of full_name, username, email on users begin
  insert into users_fts(users_fts, rowid, full_name, username, email) values ('delete', old.id, old.full_name, old.username, old.email);
  insert into users_fts(rowid, full_name, username, email) values (new.id, new.full_name, new.username, new.email);
  end;
