-- table api_key_usage
  api_key_id integer not null
  hour text not null
  requests integer not null

-- table api_keys
  id integer not null default nextval('api_keys_id_seq'::regclass)
  name text not null
  prefix text not null
  key_hash text not null
  scope text not null
  created_by integer not null
  created_at text not null
  last_used_at text
  revoked_at text

-- table artists
  id integer not null default nextval('artists_id_seq'::regclass)
  name text not null
  name_key text not null
  sort_name text not null default ''::text
  country text
  image_url text
  biography text not null default ''::text
  links text not null default '[]'::text
  created_at text not null
  updated_at text not null

-- table audit_log
  id integer not null default nextval('audit_log_id_seq'::regclass)
  created_at text not null
  user_id integer
  api_key_id integer
  action text not null
  entity text not null
  entity_id text
  before text
  after text
  request_id text
  ip text
  entity_name text

-- table bulk_operations
  id integer not null default nextval('bulk_operations_id_seq'::regclass)
  entity text not null
  kind text not null
  user_id integer
  created_at text not null
  expires_at text not null
  stamp text not null
  changes text not null
  count integer not null
  undone_at text

-- table bulk_play_rows
  operation_id integer not null
  id integer not null
  track_id integer not null
  user_id integer not null
  played_at text not null
  seconds_played integer not null
  device text not null
  country text not null
  event_id text

-- table bulk_playlist_rows
  operation_id integer not null
  playlist_id integer not null
  track_id integer not null
  position integer not null
  added_at text not null

-- table bulk_track_edits
  operation_id integer not null
  track_id integer not null
  genre text
  status text
  explicit integer
  artist text
  album text
  release_date text
  updated_at text not null

-- table bulk_track_rows
  operation_id integer not null
  track_id integer not null
  title text not null
  artist text not null
  album text not null
  genre text not null
  duration integer not null
  release_date text
  cover_url text
  audio_key text
  mime_type text
  size integer
  status text not null
  explicit integer not null
  created_at text not null
  updated_at text not null
  audio_hash text

-- table bulk_user_rows
  operation_id integer not null
  user_id integer not null
  role text not null
  status text not null

-- table catalog_changes
  kind text not null
  entity_id integer not null
  position bigint not null
  changed_at text not null

-- table catalog_pending
  txid xid8 not null
  kind text not null
  entity_id integer not null

-- table catalog_pending_transactions
  txid xid8 not null

-- table genres
  slug text not null
  name text not null
  position integer not null
  created_at text not null

-- table lifecycle_transitions
  id integer not null default nextval('lifecycle_transitions_id_seq'::regclass)
  release_id integer
  track_id integer
  from_status text not null
  to_status text not null
  at text not null
  user_id integer
  reason text not null default ''::text
  go_live_at text
  go_live_zone text

-- table meta
  key text not null
  value text not null

-- table oidc_handoffs
  code_hash text not null
  user_id integer not null
  issuer text not null
  return_to text
  id_token text
  provider_refresh text
  expires_at text not null

-- table oidc_identities
  issuer text not null
  subject text not null
  user_id integer not null
  email text
  created_at text not null
  last_sign_in_at text not null

-- table oidc_sessions
  family text not null
  user_id integer not null
  issuer text not null
  id_token text
  provider_refresh text
  created_at text not null

-- table play_daily
  day text not null
  plays integer not null default 0
  listeners integer not null default 0
  version bigint not null default 1

-- table play_daily_artists
  day text not null
  artist text not null
  plays integer not null

-- table play_daily_genres
  day text not null
  genre text not null
  plays integer not null

-- table play_daily_listeners
  day text not null
  user_id integer not null
  plays integer not null

-- table play_daily_tracks
  day text not null
  track_id integer not null
  plays integer not null

-- table play_histories
  id integer not null default nextval('play_histories_id_seq'::regclass)
  track_id integer not null
  user_id integer not null
  played_at text not null
  seconds_played integer not null
  device text not null
  country text not null default ''::text
  event_id text

-- table play_pending
  id bigint not null default nextval('play_pending_id_seq'::regclass)
  day text not null
  track_id integer not null
  user_id integer not null
  plays integer not null

-- table playlist_tracks
  playlist_id integer not null
  track_id integer not null
  position integer not null
  added_at text not null

-- table playlists
  id integer not null default nextval('playlists_id_seq'::regclass)
  name text not null
  description text not null default ''::text
  owner_id integer not null
  is_public integer not null default 1
  created_at text not null

-- table refresh_tokens
  id integer not null default nextval('refresh_tokens_id_seq'::regclass)
  user_id integer not null
  family text not null
  token_hash text not null
  expires_at text not null
  revoked_at text
  created_at text not null
  user_agent text

-- table release_artists
  release_id integer not null
  artist_id integer not null
  position integer not null

-- table releases
  id integer not null default nextval('releases_id_seq'::regclass)
  title text not null
  title_key text not null
  type text not null default 'album'::text
  upc text
  label text not null default ''::text
  p_line text not null default ''::text
  c_line text not null default ''::text
  original_release_date text
  cover_url text
  created_at text not null
  updated_at text not null
  status text not null default 'draft'::text
  go_live_at text
  go_live_zone text
  explicit integer not null default 0
  availability text not null default 'worldwide'::text
  countries text not null default ''::text
  available_from text
  available_until text
  readiness_errors integer not null default 0

-- table track_analysis
  track_id integer not null
  audio_key text not null
  status text not null default 'pending'::text
  error text
  approximate integer not null default 0
  analysed_at text
  figures text
  gain_db double precision
  findings text not null default '[]'::text
  finding_count integer not null default 0
  waveform text
  rendition_key text
  rendition_codec text
  rendition_bitrate integer
  attempts integer not null default 0
  updated_at text not null

-- table track_artists
  track_id integer not null
  artist_id integer not null
  role text not null
  position integer not null

-- table track_availability
  track_id integer not null
  availability text not null default 'worldwide'::text
  countries text not null default ''::text
  available_from text
  available_until text
  taken_down_at text
  taken_down_by integer
  taken_down_reason text

-- table track_count_days
  day text not null
  genre text not null
  tracks integer not null
  published integer not null

-- table track_count_months
  month text not null
  genre text not null
  tracks integer not null
  published integer not null

-- table track_credits
  id integer not null default nextval('track_credits_id_seq'::regclass)
  track_id integer not null
  role text not null
  artist_id integer
  name text not null
  position integer not null

-- table track_links
  track_id integer not null
  release_id integer
  disc_number integer not null default 1
  track_number integer
  isrc text
  version text not null default ''::text

-- table track_play_counts
  track_id integer not null
  play_count integer not null default 0

-- table track_totals
  genre text not null
  status text not null
  tracks integer not null
  seconds bigint not null

-- table tracks
  id integer not null default nextval('tracks_id_seq'::regclass)
  title text not null
  artist text not null
  album text not null default ''::text
  genre text not null
  duration integer not null
  release_date text
  cover_url text
  audio_key text
  mime_type text
  size integer
  status text not null default 'draft'::text
  explicit integer not null default 0
  created_at text not null
  updated_at text not null
  words tsvector generated always as (to_tsvector('simple'::regconfig, ((((title || ' '::text) || artist) || ' '::text) || album))) stored
  audio_hash text

-- table user_daily
  day text not null
  users integer not null

-- table users
  id integer not null default nextval('users_id_seq'::regclass)
  full_name text not null
  username text not null
  email text not null
  password_hash text
  role text not null
  status text not null default 'active'::text
  plan text not null default 'free'::text
  country text not null default ''::text
  avatar text
  created_at text not null
  last_active_at text

-- table webhook_attempts
  id integer not null default nextval('webhook_attempts_id_seq'::regclass)
  delivery_id integer not null
  attempt integer not null
  at text not null
  status_code integer
  duration_ms integer not null
  error text not null default ''::text

-- table webhook_deliveries
  id integer not null default nextval('webhook_deliveries_id_seq'::regclass)
  endpoint_id integer not null
  event text not null
  event_id text not null
  body text not null
  state text not null default 'pending'::text
  created_at text not null
  retry_until text not null
  attempts integer not null default 0
  last_status integer
  last_attempt_at text

-- table webhook_endpoints
  id integer not null default nextval('webhook_endpoints_id_seq'::regclass)
  url text not null
  description text not null default ''::text
  events text not null
  secret text not null
  created_at text not null
  created_by integer

-- constraint api_key_usage_pkey on api_key_usage
PRIMARY KEY (api_key_id, hour)

-- constraint api_keys_key_hash_key on api_keys
UNIQUE (key_hash)

-- constraint api_keys_pkey on api_keys
PRIMARY KEY (id)

-- constraint artists_pkey on artists
PRIMARY KEY (id)

-- constraint audit_log_pkey on audit_log
PRIMARY KEY (id)

-- constraint bulk_operations_pkey on bulk_operations
PRIMARY KEY (id)

-- constraint bulk_track_edits_pk on bulk_track_edits
PRIMARY KEY (operation_id, track_id)

-- constraint bulk_track_rows_pk on bulk_track_rows
PRIMARY KEY (operation_id, track_id)

-- constraint bulk_user_rows_pk on bulk_user_rows
PRIMARY KEY (operation_id, user_id)

-- constraint catalog_changes_kind_check on catalog_changes
CHECK ((kind = ANY (ARRAY['release'::text, 'track'::text])))

-- constraint catalog_changes_pkey on catalog_changes
PRIMARY KEY (kind, entity_id)

-- constraint catalog_pending_pkey on catalog_pending
PRIMARY KEY (txid, kind, entity_id)

-- constraint catalog_changes_commit on catalog_pending_transactions
TRIGGER DEFERRABLE INITIALLY DEFERRED

-- constraint catalog_pending_transactions_pkey on catalog_pending_transactions
PRIMARY KEY (txid)

-- constraint genres_pkey on genres
PRIMARY KEY (slug)

-- constraint lifecycle_transitions_pkey on lifecycle_transitions
PRIMARY KEY (id)

-- constraint lifecycle_transitions_release_id_fkey on lifecycle_transitions
FOREIGN KEY (release_id) REFERENCES releases(id) ON DELETE CASCADE

-- constraint lifecycle_transitions_track_id_fkey on lifecycle_transitions
FOREIGN KEY (track_id) REFERENCES tracks(id) ON DELETE CASCADE

-- constraint lifecycle_transitions_user_id_fkey on lifecycle_transitions
FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE SET NULL

-- constraint meta_pkey on meta
PRIMARY KEY (key)

-- constraint oidc_handoffs_pkey on oidc_handoffs
PRIMARY KEY (code_hash)

-- constraint oidc_handoffs_user_id_fkey on oidc_handoffs
FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE

-- constraint oidc_identities_pkey on oidc_identities
PRIMARY KEY (issuer, subject)

-- constraint oidc_identities_user_id_fkey on oidc_identities
FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE

-- constraint oidc_sessions_pkey on oidc_sessions
PRIMARY KEY (family)

-- constraint oidc_sessions_user_id_fkey on oidc_sessions
FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE

-- constraint play_daily_pkey on play_daily
PRIMARY KEY (day)

-- constraint play_daily_artists_pk on play_daily_artists
PRIMARY KEY (day, artist)

-- constraint play_daily_genres_pk on play_daily_genres
PRIMARY KEY (day, genre)

-- constraint play_daily_listeners_pk on play_daily_listeners
PRIMARY KEY (day, user_id)

-- constraint play_daily_tracks_pk on play_daily_tracks
PRIMARY KEY (day, track_id)

-- constraint play_histories_pkey on play_histories
PRIMARY KEY (id)

-- constraint play_histories_user_id_fkey on play_histories
FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE

-- constraint play_pending_pkey on play_pending
PRIMARY KEY (id)

-- constraint playlist_tracks_pk on playlist_tracks
PRIMARY KEY (playlist_id, track_id)

-- constraint playlist_tracks_playlist_id_fkey on playlist_tracks
FOREIGN KEY (playlist_id) REFERENCES playlists(id) ON DELETE CASCADE

-- constraint playlist_tracks_track_id_fkey on playlist_tracks
FOREIGN KEY (track_id) REFERENCES tracks(id) ON DELETE CASCADE

-- constraint playlists_owner_id_fkey on playlists
FOREIGN KEY (owner_id) REFERENCES users(id) ON DELETE CASCADE

-- constraint playlists_pkey on playlists
PRIMARY KEY (id)

-- constraint refresh_tokens_pkey on refresh_tokens
PRIMARY KEY (id)

-- constraint refresh_tokens_token_hash_key on refresh_tokens
UNIQUE (token_hash)

-- constraint refresh_tokens_user_id_fkey on refresh_tokens
FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE

-- constraint release_artists_artist_id_fkey on release_artists
FOREIGN KEY (artist_id) REFERENCES artists(id)

-- constraint release_artists_pkey on release_artists
PRIMARY KEY (release_id, artist_id)

-- constraint release_artists_release_id_fkey on release_artists
FOREIGN KEY (release_id) REFERENCES releases(id) ON DELETE CASCADE

-- constraint releases_availability_check on releases
CHECK ((availability = ANY (ARRAY['worldwide'::text, 'include'::text, 'exclude'::text])))

-- constraint releases_explicit_check on releases
CHECK ((explicit = ANY (ARRAY[0, 1])))

-- constraint releases_pkey on releases
PRIMARY KEY (id)

-- constraint releases_status_check on releases
CHECK ((status = ANY (ARRAY['draft'::text, 'in_review'::text, 'scheduled'::text, 'live'::text, 'taken_down'::text])))

-- constraint releases_type_check on releases
CHECK ((type = ANY (ARRAY['album'::text, 'single'::text, 'ep'::text, 'compilation'::text])))

-- constraint track_analysis_approximate_check on track_analysis
CHECK ((approximate = ANY (ARRAY[0, 1])))

-- constraint track_analysis_pkey on track_analysis
PRIMARY KEY (track_id)

-- constraint track_analysis_status_check on track_analysis
CHECK ((status = ANY (ARRAY['pending'::text, 'analysing'::text, 'done'::text, 'failed'::text, 'unavailable'::text])))

-- constraint track_analysis_track_id_fkey on track_analysis
FOREIGN KEY (track_id) REFERENCES tracks(id) ON DELETE CASCADE

-- constraint track_artists_artist_id_fkey on track_artists
FOREIGN KEY (artist_id) REFERENCES artists(id)

-- constraint track_artists_pkey on track_artists
PRIMARY KEY (track_id, role, artist_id)

-- constraint track_artists_role_check on track_artists
CHECK ((role = ANY (ARRAY['main'::text, 'featured'::text, 'remixer'::text])))

-- constraint track_artists_track_id_fkey on track_artists
FOREIGN KEY (track_id) REFERENCES tracks(id) ON DELETE CASCADE

-- constraint track_availability_availability_check on track_availability
CHECK ((availability = ANY (ARRAY['worldwide'::text, 'include'::text, 'exclude'::text])))

-- constraint track_availability_pkey on track_availability
PRIMARY KEY (track_id)

-- constraint track_availability_taken_down_by_fkey on track_availability
FOREIGN KEY (taken_down_by) REFERENCES users(id) ON DELETE SET NULL

-- constraint track_availability_track_id_fkey on track_availability
FOREIGN KEY (track_id) REFERENCES tracks(id) ON DELETE CASCADE

-- constraint track_count_days_pk on track_count_days
PRIMARY KEY (day, genre)

-- constraint track_count_months_pk on track_count_months
PRIMARY KEY (month, genre)

-- constraint track_credits_artist_id_fkey on track_credits
FOREIGN KEY (artist_id) REFERENCES artists(id)

-- constraint track_credits_pkey on track_credits
PRIMARY KEY (id)

-- constraint track_credits_role_check on track_credits
CHECK ((role = ANY (ARRAY['composer'::text, 'lyricist'::text, 'producer'::text, 'mixer'::text, 'mastering_engineer'::text])))

-- constraint track_credits_track_id_fkey on track_credits
FOREIGN KEY (track_id) REFERENCES tracks(id) ON DELETE CASCADE

-- constraint track_links_disc_number_check on track_links
CHECK ((disc_number >= 1))

-- constraint track_links_pkey on track_links
PRIMARY KEY (track_id)

-- constraint track_links_release_id_fkey on track_links
FOREIGN KEY (release_id) REFERENCES releases(id) ON DELETE SET NULL

-- constraint track_links_track_id_fkey on track_links
FOREIGN KEY (track_id) REFERENCES tracks(id) ON DELETE CASCADE

-- constraint track_links_track_number_check on track_links
CHECK ((track_number >= 1))

-- constraint track_play_counts_pkey on track_play_counts
PRIMARY KEY (track_id)

-- constraint track_totals_pk on track_totals
PRIMARY KEY (genre, status)

-- constraint tracks_duration_check on tracks
CHECK ((duration >= 0))

-- constraint tracks_pkey on tracks
PRIMARY KEY (id)

-- constraint tracks_status_check on tracks
CHECK ((status = ANY (ARRAY['published'::text, 'draft'::text])))

-- constraint user_daily_pkey on user_daily
PRIMARY KEY (day)

-- constraint users_email_key on users
UNIQUE (email)

-- constraint users_pkey on users
PRIMARY KEY (id)

-- constraint users_role_check on users
CHECK ((role = ANY (ARRAY['admin'::text, 'editor'::text, 'viewer'::text])))

-- constraint users_status_check on users
CHECK ((status = ANY (ARRAY['active'::text, 'inactive'::text, 'pending'::text])))

-- constraint users_username_key on users
UNIQUE (username)

-- constraint webhook_attempts_delivery_id_fkey on webhook_attempts
FOREIGN KEY (delivery_id) REFERENCES webhook_deliveries(id) ON DELETE CASCADE

-- constraint webhook_attempts_pkey on webhook_attempts
PRIMARY KEY (id)

-- constraint webhook_deliveries_endpoint_id_fkey on webhook_deliveries
FOREIGN KEY (endpoint_id) REFERENCES webhook_endpoints(id) ON DELETE CASCADE

-- constraint webhook_deliveries_pkey on webhook_deliveries
PRIMARY KEY (id)

-- constraint webhook_deliveries_state_check on webhook_deliveries
CHECK ((state = ANY (ARRAY['pending'::text, 'delivered'::text, 'failed'::text])))

-- constraint webhook_endpoints_created_by_fkey on webhook_endpoints
FOREIGN KEY (created_by) REFERENCES users(id) ON DELETE SET NULL

-- constraint webhook_endpoints_pkey on webhook_endpoints
PRIMARY KEY (id)

-- index api_key_usage_pkey
CREATE UNIQUE INDEX api_key_usage_pkey ON api_key_usage USING btree (api_key_id, hour);

-- index api_keys_key_hash_key
CREATE UNIQUE INDEX api_keys_key_hash_key ON api_keys USING btree (key_hash);

-- index api_keys_live_name_key
CREATE UNIQUE INDEX api_keys_live_name_key ON api_keys USING btree (lower(name)) WHERE (revoked_at IS NULL);

-- index api_keys_pkey
CREATE UNIQUE INDEX api_keys_pkey ON api_keys USING btree (id);

-- index artists_country_idx
CREATE INDEX artists_country_idx ON artists USING btree (country, name_key, id);

-- index artists_created_idx
CREATE INDEX artists_created_idx ON artists USING btree (created_at, id);

-- index artists_name_key_idx
CREATE INDEX artists_name_key_idx ON artists USING btree (name_key, id);

-- index artists_name_prefix_idx
CREATE INDEX artists_name_prefix_idx ON artists USING btree (name_key text_pattern_ops);

-- index artists_pkey
CREATE UNIQUE INDEX artists_pkey ON artists USING btree (id);

-- index audit_log_action_idx
CREATE INDEX audit_log_action_idx ON audit_log USING btree (action, id);

-- index audit_log_created_idx
CREATE INDEX audit_log_created_idx ON audit_log USING btree (created_at, id);

-- index audit_log_entity_id_idx
CREATE INDEX audit_log_entity_id_idx ON audit_log USING btree (entity, entity_id, id);

-- index audit_log_entity_idx
CREATE INDEX audit_log_entity_idx ON audit_log USING btree (entity, id);

-- index audit_log_pkey
CREATE UNIQUE INDEX audit_log_pkey ON audit_log USING btree (id);

-- index audit_log_user_idx
CREATE INDEX audit_log_user_idx ON audit_log USING btree (user_id, id);

-- index bulk_operations_expires_idx
CREATE INDEX bulk_operations_expires_idx ON bulk_operations USING btree (expires_at);

-- index bulk_operations_pkey
CREATE UNIQUE INDEX bulk_operations_pkey ON bulk_operations USING btree (id);

-- index bulk_play_rows_op_idx
CREATE INDEX bulk_play_rows_op_idx ON bulk_play_rows USING btree (operation_id);

-- index bulk_playlist_rows_op_idx
CREATE INDEX bulk_playlist_rows_op_idx ON bulk_playlist_rows USING btree (operation_id);

-- index bulk_track_edits_pk
CREATE UNIQUE INDEX bulk_track_edits_pk ON bulk_track_edits USING btree (operation_id, track_id);

-- index bulk_track_rows_pk
CREATE UNIQUE INDEX bulk_track_rows_pk ON bulk_track_rows USING btree (operation_id, track_id);

-- index bulk_user_rows_pk
CREATE UNIQUE INDEX bulk_user_rows_pk ON bulk_user_rows USING btree (operation_id, user_id);

-- index catalog_changes_pkey
CREATE UNIQUE INDEX catalog_changes_pkey ON catalog_changes USING btree (kind, entity_id);

-- index catalog_changes_position_idx
CREATE UNIQUE INDEX catalog_changes_position_idx ON catalog_changes USING btree ("position");

-- index catalog_pending_pkey
CREATE UNIQUE INDEX catalog_pending_pkey ON catalog_pending USING btree (txid, kind, entity_id);

-- index catalog_pending_transactions_pkey
CREATE UNIQUE INDEX catalog_pending_transactions_pkey ON catalog_pending_transactions USING btree (txid);

-- index genres_pkey
CREATE UNIQUE INDEX genres_pkey ON genres USING btree (slug);

-- index lifecycle_transitions_pkey
CREATE UNIQUE INDEX lifecycle_transitions_pkey ON lifecycle_transitions USING btree (id);

-- index lifecycle_transitions_release_idx
CREATE INDEX lifecycle_transitions_release_idx ON lifecycle_transitions USING btree (release_id, id);

-- index lifecycle_transitions_track_idx
CREATE INDEX lifecycle_transitions_track_idx ON lifecycle_transitions USING btree (track_id, id) WHERE (track_id IS NOT NULL);

-- index meta_pkey
CREATE UNIQUE INDEX meta_pkey ON meta USING btree (key);

-- index oidc_handoffs_pkey
CREATE UNIQUE INDEX oidc_handoffs_pkey ON oidc_handoffs USING btree (code_hash);

-- index oidc_identities_pkey
CREATE UNIQUE INDEX oidc_identities_pkey ON oidc_identities USING btree (issuer, subject);

-- index oidc_identities_user_idx
CREATE INDEX oidc_identities_user_idx ON oidc_identities USING btree (user_id);

-- index oidc_sessions_pkey
CREATE UNIQUE INDEX oidc_sessions_pkey ON oidc_sessions USING btree (family);

-- index oidc_sessions_user_idx
CREATE INDEX oidc_sessions_user_idx ON oidc_sessions USING btree (user_id);

-- index play_daily_artists_artist_idx
CREATE INDEX play_daily_artists_artist_idx ON play_daily_artists USING btree (artist, day, plays);

-- index play_daily_artists_pk
CREATE UNIQUE INDEX play_daily_artists_pk ON play_daily_artists USING btree (day, artist);

-- index play_daily_artists_top_idx
CREATE INDEX play_daily_artists_top_idx ON play_daily_artists USING btree (day, plays, artist);

-- index play_daily_genres_pk
CREATE UNIQUE INDEX play_daily_genres_pk ON play_daily_genres USING btree (day, genre);

-- index play_daily_listeners_pk
CREATE UNIQUE INDEX play_daily_listeners_pk ON play_daily_listeners USING btree (day, user_id);

-- index play_daily_pkey
CREATE UNIQUE INDEX play_daily_pkey ON play_daily USING btree (day);

-- index play_daily_tracks_pk
CREATE UNIQUE INDEX play_daily_tracks_pk ON play_daily_tracks USING btree (day, track_id);

-- index play_daily_tracks_top_idx
CREATE INDEX play_daily_tracks_top_idx ON play_daily_tracks USING btree (day, plays, track_id);

-- index play_daily_tracks_track_idx
CREATE INDEX play_daily_tracks_track_idx ON play_daily_tracks USING btree (track_id, day, plays);

-- index play_histories_event_idx
CREATE UNIQUE INDEX play_histories_event_idx ON play_histories USING btree (event_id);

-- index play_histories_pkey
CREATE UNIQUE INDEX play_histories_pkey ON play_histories USING btree (id);

-- index play_histories_played_idx
CREATE INDEX play_histories_played_idx ON play_histories USING btree (played_at, id);

-- index play_histories_track_idx
CREATE INDEX play_histories_track_idx ON play_histories USING btree (track_id, played_at, id);

-- index play_histories_user_idx
CREATE INDEX play_histories_user_idx ON play_histories USING btree (user_id);

-- index play_pending_pkey
CREATE UNIQUE INDEX play_pending_pkey ON play_pending USING btree (id);

-- index playlist_tracks_pk
CREATE UNIQUE INDEX playlist_tracks_pk ON playlist_tracks USING btree (playlist_id, track_id);

-- index playlist_tracks_position_idx
CREATE INDEX playlist_tracks_position_idx ON playlist_tracks USING btree (playlist_id, "position");

-- index playlist_tracks_track_idx
CREATE INDEX playlist_tracks_track_idx ON playlist_tracks USING btree (track_id);

-- index playlists_created_idx
CREATE INDEX playlists_created_idx ON playlists USING btree (created_at, id);

-- index playlists_owner_idx
CREATE INDEX playlists_owner_idx ON playlists USING btree (owner_id);

-- index playlists_pkey
CREATE UNIQUE INDEX playlists_pkey ON playlists USING btree (id);

-- index refresh_tokens_family_idx
CREATE INDEX refresh_tokens_family_idx ON refresh_tokens USING btree (family);

-- index refresh_tokens_pkey
CREATE UNIQUE INDEX refresh_tokens_pkey ON refresh_tokens USING btree (id);

-- index refresh_tokens_token_hash_key
CREATE UNIQUE INDEX refresh_tokens_token_hash_key ON refresh_tokens USING btree (token_hash);

-- index refresh_tokens_user_idx
CREATE INDEX refresh_tokens_user_idx ON refresh_tokens USING btree (user_id, revoked_at);

-- index release_artists_artist_idx
CREATE INDEX release_artists_artist_idx ON release_artists USING btree (artist_id, release_id);

-- index release_artists_pkey
CREATE UNIQUE INDEX release_artists_pkey ON release_artists USING btree (release_id, artist_id);

-- index releases_created_idx
CREATE INDEX releases_created_idx ON releases USING btree (created_at, id);

-- index releases_date_idx
CREATE INDEX releases_date_idx ON releases USING btree (original_release_date, id);

-- index releases_go_live_idx
CREATE INDEX releases_go_live_idx ON releases USING btree (go_live_at) WHERE (status = 'scheduled'::text);

-- index releases_pkey
CREATE UNIQUE INDEX releases_pkey ON releases USING btree (id);

-- index releases_readiness_errors_idx
CREATE INDEX releases_readiness_errors_idx ON releases USING btree (readiness_errors) WHERE (readiness_errors > 0);

-- index releases_title_key_idx
CREATE INDEX releases_title_key_idx ON releases USING btree (title_key, id);

-- index releases_title_prefix_idx
CREATE INDEX releases_title_prefix_idx ON releases USING btree (title_key text_pattern_ops);

-- index releases_type_idx
CREATE INDEX releases_type_idx ON releases USING btree (type, created_at, id);

-- index releases_upc_key
CREATE UNIQUE INDEX releases_upc_key ON releases USING btree (upc) WHERE (upc IS NOT NULL);

-- index track_analysis_attention_idx
CREATE INDEX track_analysis_attention_idx ON track_analysis USING btree (track_id) WHERE ((status = 'done'::text) AND (finding_count > 0));

-- index track_analysis_pkey
CREATE UNIQUE INDEX track_analysis_pkey ON track_analysis USING btree (track_id);

-- index track_analysis_status_idx
CREATE INDEX track_analysis_status_idx ON track_analysis USING btree (status);

-- index track_artists_artist_idx
CREATE INDEX track_artists_artist_idx ON track_artists USING btree (artist_id, role, track_id);

-- index track_artists_pkey
CREATE UNIQUE INDEX track_artists_pkey ON track_artists USING btree (track_id, role, artist_id);

-- index track_availability_pkey
CREATE UNIQUE INDEX track_availability_pkey ON track_availability USING btree (track_id);

-- index track_count_days_pk
CREATE UNIQUE INDEX track_count_days_pk ON track_count_days USING btree (day, genre);

-- index track_count_months_pk
CREATE UNIQUE INDEX track_count_months_pk ON track_count_months USING btree (month, genre);

-- index track_credits_artist_idx
CREATE INDEX track_credits_artist_idx ON track_credits USING btree (artist_id) WHERE (artist_id IS NOT NULL);

-- index track_credits_pkey
CREATE UNIQUE INDEX track_credits_pkey ON track_credits USING btree (id);

-- index track_credits_track_idx
CREATE INDEX track_credits_track_idx ON track_credits USING btree (track_id, "position");

-- index track_links_isrc_key
CREATE UNIQUE INDEX track_links_isrc_key ON track_links USING btree (isrc) WHERE (isrc IS NOT NULL);

-- index track_links_pkey
CREATE UNIQUE INDEX track_links_pkey ON track_links USING btree (track_id);

-- index track_links_release_idx
CREATE INDEX track_links_release_idx ON track_links USING btree (release_id, disc_number, track_number);

-- index track_play_counts_idx
CREATE INDEX track_play_counts_idx ON track_play_counts USING btree (play_count, track_id);

-- index track_play_counts_pkey
CREATE UNIQUE INDEX track_play_counts_pkey ON track_play_counts USING btree (track_id);

-- index track_totals_pk
CREATE UNIQUE INDEX track_totals_pk ON track_totals USING btree (genre, status);

-- index tracks_artist_idx
CREATE INDEX tracks_artist_idx ON tracks USING btree (artist, id);

-- index tracks_audio_hash_idx
CREATE INDEX tracks_audio_hash_idx ON tracks USING btree (audio_hash);

-- index tracks_audio_key_idx
CREATE INDEX tracks_audio_key_idx ON tracks USING btree (audio_key);

-- index tracks_created_at_idx
CREATE INDEX tracks_created_at_idx ON tracks USING btree (created_at, id);

-- index tracks_duration_idx
CREATE INDEX tracks_duration_idx ON tracks USING btree (duration, id);

-- index tracks_genre_created_idx
CREATE INDEX tracks_genre_created_idx ON tracks USING btree (genre, created_at, id) INCLUDE (words);

-- index tracks_pkey
CREATE UNIQUE INDEX tracks_pkey ON tracks USING btree (id);

-- index tracks_release_date_idx
CREATE INDEX tracks_release_date_idx ON tracks USING btree (release_date, id);

-- index tracks_title_idx
CREATE INDEX tracks_title_idx ON tracks USING btree (title, id);

-- index tracks_words_idx
CREATE INDEX tracks_words_idx ON tracks USING gin (words);

-- index user_daily_pkey
CREATE UNIQUE INDEX user_daily_pkey ON user_daily USING btree (day);

-- index users_created_idx
CREATE INDEX users_created_idx ON users USING btree (created_at, id);

-- index users_email_key
CREATE UNIQUE INDEX users_email_key ON users USING btree (email);

-- index users_email_lower_key
CREATE UNIQUE INDEX users_email_lower_key ON users USING btree (lower(email));

-- index users_email_trgm_idx
CREATE INDEX users_email_trgm_idx ON users USING gin (email gin_trgm_ops);

-- index users_full_name_trgm_idx
CREATE INDEX users_full_name_trgm_idx ON users USING gin (full_name gin_trgm_ops);

-- index users_pkey
CREATE UNIQUE INDEX users_pkey ON users USING btree (id);

-- index users_role_idx
CREATE INDEX users_role_idx ON users USING btree (role, id);

-- index users_status_idx
CREATE INDEX users_status_idx ON users USING btree (status, id);

-- index users_username_key
CREATE UNIQUE INDEX users_username_key ON users USING btree (username);

-- index users_username_lower_key
CREATE UNIQUE INDEX users_username_lower_key ON users USING btree (lower(username));

-- index users_username_trgm_idx
CREATE INDEX users_username_trgm_idx ON users USING gin (username gin_trgm_ops);

-- index webhook_attempts_delivery_idx
CREATE INDEX webhook_attempts_delivery_idx ON webhook_attempts USING btree (delivery_id, id);

-- index webhook_attempts_pkey
CREATE UNIQUE INDEX webhook_attempts_pkey ON webhook_attempts USING btree (id);

-- index webhook_deliveries_endpoint_idx
CREATE INDEX webhook_deliveries_endpoint_idx ON webhook_deliveries USING btree (endpoint_id, id);

-- index webhook_deliveries_pkey
CREATE UNIQUE INDEX webhook_deliveries_pkey ON webhook_deliveries USING btree (id);

-- index webhook_endpoints_pkey
CREATE UNIQUE INDEX webhook_endpoints_pkey ON webhook_endpoints USING btree (id);

-- sequence api_keys_id_seq
integer

-- sequence artists_id_seq
integer

-- sequence audit_log_id_seq
integer

-- sequence bulk_operations_id_seq
integer

-- sequence catalog_change_positions
bigint

-- sequence lifecycle_transitions_id_seq
integer

-- sequence play_histories_id_seq
integer

-- sequence play_pending_id_seq
bigint

-- sequence playlists_id_seq
integer

-- sequence refresh_tokens_id_seq
integer

-- sequence releases_id_seq
integer

-- sequence track_credits_id_seq
integer

-- sequence tracks_id_seq
integer

-- sequence users_id_seq
integer

-- sequence webhook_attempts_id_seq
integer

-- sequence webhook_deliveries_id_seq
integer

-- sequence webhook_endpoints_id_seq
integer

-- trigger catalog_changes_commit on catalog_pending_transactions
CREATE CONSTRAINT TRIGGER catalog_changes_commit AFTER INSERT ON catalog_pending_transactions DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION catalog_changes_commit();

-- trigger play_rollups_plays_deleted on play_histories
CREATE TRIGGER play_rollups_plays_deleted AFTER DELETE ON play_histories REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION play_rollups_plays_deleted();

-- trigger catalog_changes_releases on releases
CREATE TRIGGER catalog_changes_releases AFTER INSERT OR DELETE ON releases FOR EACH ROW EXECUTE FUNCTION catalog_release_changed();

-- trigger catalog_changes_releases_updated on releases
CREATE TRIGGER catalog_changes_releases_updated AFTER UPDATE ON releases FOR EACH ROW WHEN (((old.title IS DISTINCT FROM new.title) OR (old.upc IS DISTINCT FROM new.upc) OR (old.type IS DISTINCT FROM new.type) OR (old.label IS DISTINCT FROM new.label) OR (old.status IS DISTINCT FROM new.status) OR (old.go_live_at IS DISTINCT FROM new.go_live_at) OR (old.explicit IS DISTINCT FROM new.explicit) OR (old.availability IS DISTINCT FROM new.availability) OR (old.countries IS DISTINCT FROM new.countries) OR (old.available_from IS DISTINCT FROM new.available_from) OR (old.available_until IS DISTINCT FROM new.available_until))) EXECUTE FUNCTION catalog_release_changed();

-- trigger catalog_changes_own on track_availability
CREATE TRIGGER catalog_changes_own AFTER INSERT OR DELETE OR UPDATE ON track_availability FOR EACH ROW EXECUTE FUNCTION catalog_track_own_changed();

-- trigger catalog_changes_links_added on track_links
CREATE TRIGGER catalog_changes_links_added AFTER INSERT ON track_links REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION catalog_links_added();

-- trigger catalog_changes_links_gone on track_links
CREATE TRIGGER catalog_changes_links_gone AFTER DELETE ON track_links REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION catalog_links_gone();

-- trigger catalog_changes_links_updated on track_links
CREATE TRIGGER catalog_changes_links_updated AFTER UPDATE ON track_links REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_links_updated();

-- trigger catalog_changes_tracks_added on tracks
CREATE TRIGGER catalog_changes_tracks_added AFTER INSERT ON tracks REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION catalog_tracks_added();

-- trigger catalog_changes_tracks_gone on tracks
CREATE TRIGGER catalog_changes_tracks_gone AFTER DELETE ON tracks REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION catalog_tracks_gone();

-- trigger catalog_changes_tracks_updated on tracks
CREATE TRIGGER catalog_changes_tracks_updated AFTER UPDATE ON tracks REFERENCING OLD TABLE AS before_rows NEW TABLE AS after_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_tracks_updated();

-- trigger track_counts_inserted on tracks
CREATE TRIGGER track_counts_inserted AFTER INSERT OR DELETE ON tracks FOR EACH ROW EXECUTE FUNCTION track_counts_changed();

-- trigger track_counts_updated on tracks
CREATE TRIGGER track_counts_updated AFTER UPDATE OF genre, status, created_at ON tracks FOR EACH ROW WHEN (((old.genre <> new.genre) OR (old.status <> new.status) OR (substr(old.created_at, 1, 10) <> substr(new.created_at, 1, 10)))) EXECUTE FUNCTION track_counts_changed();

-- trigger track_play_counts_tracks_deleted on tracks
CREATE TRIGGER track_play_counts_tracks_deleted AFTER DELETE ON tracks REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION track_play_counts_tracks_deleted();

-- trigger track_play_counts_tracks_inserted on tracks
CREATE TRIGGER track_play_counts_tracks_inserted AFTER INSERT ON tracks REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION track_play_counts_tracks_inserted();

-- trigger track_totals_inserted on tracks
CREATE TRIGGER track_totals_inserted AFTER INSERT OR DELETE ON tracks FOR EACH ROW EXECUTE FUNCTION track_totals_changed();

-- trigger track_totals_updated on tracks
CREATE TRIGGER track_totals_updated AFTER UPDATE OF genre, status, duration ON tracks FOR EACH ROW WHEN (((old.genre <> new.genre) OR (old.status <> new.status) OR (old.duration <> new.duration))) EXECUTE FUNCTION track_totals_changed();

-- trigger tracks_deleted_take_plays on tracks
CREATE TRIGGER tracks_deleted_take_plays AFTER DELETE ON tracks REFERENCING OLD TABLE AS gone FOR EACH STATEMENT EXECUTE FUNCTION tracks_deleted_take_plays();

-- trigger tracks_lock_out_plays on tracks
CREATE TRIGGER tracks_lock_out_plays BEFORE DELETE ON tracks FOR EACH STATEMENT EXECUTE FUNCTION tracks_lock_out_plays();

-- trigger user_daily_inserted on users
CREATE TRIGGER user_daily_inserted AFTER INSERT OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION user_daily_changed();

-- trigger user_daily_updated on users
CREATE TRIGGER user_daily_updated AFTER UPDATE OF created_at ON users FOR EACH ROW WHEN ((substr(old.created_at, 1, 10) <> substr(new.created_at, 1, 10))) EXECUTE FUNCTION user_daily_changed();

-- function catalog_changes_commit() returns trigger language plpgsql
begin perform pg_advisory_xact_lock(hashtextextended('vibeline:catalog-changes:' || current_schema(), 0));
  insert into catalog_changes (kind, entity_id, position, changed_at) select kind, entity_id, nextval('catalog_change_positions'), to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') from (select kind, entity_id from catalog_pending where txid = new.txid order by kind, entity_id) noted on conflict (kind, entity_id) do update set position = excluded.position, changed_at = excluded.changed_at;
  delete from catalog_pending where txid = new.txid;
  delete from catalog_pending_transactions where txid = new.txid;
  return null;
  end

-- function catalog_links_added() returns trigger language plpgsql
begin perform note_catalog_changes('track', array(select track_id from added order by track_id));
  return null;
  end

-- function catalog_links_gone() returns trigger language plpgsql
begin perform note_catalog_changes('track', array(select track_id from gone order by track_id));
  return null;
  end

-- function catalog_links_updated() returns trigger language plpgsql
begin perform note_catalog_changes('track', array(select n.track_id from after_rows n join before_rows o on o.track_id = n.track_id where o.release_id is distinct from n.release_id or o.isrc is distinct from n.isrc or o.version is distinct from n.version or o.disc_number is distinct from n.disc_number or o.track_number is distinct from n.track_number order by n.track_id));
  return null;
  end

-- function catalog_release_changed() returns trigger language plpgsql
begin if tg_op = 'DELETE' then perform note_catalog_changes('release', array[old.id]);
  return null;
  end if;
  perform note_catalog_changes('release', array[new.id]);
  if tg_op = 'UPDATE' then perform note_catalog_changes('track', array(select track_id from track_links where release_id = new.id));
  end if;
  return null;
  end

-- function catalog_track_own_changed() returns trigger language plpgsql
begin perform note_catalog_changes('track', array[case when tg_op = 'DELETE' then old.track_id else new.track_id end]);
  return null;
  end

-- function catalog_tracks_added() returns trigger language plpgsql
begin perform note_catalog_changes('track', array(select id from added order by id));
  return null;
  end

-- function catalog_tracks_gone() returns trigger language plpgsql
begin perform note_catalog_changes('track', array(select id from gone order by id));
  return null;
  end

-- function catalog_tracks_updated() returns trigger language plpgsql
begin perform note_catalog_changes('track', array(select n.id from after_rows n join before_rows o on o.id = n.id where o.title is distinct from n.title or o.artist is distinct from n.artist or o.album is distinct from n.album or o.status is distinct from n.status or o.duration is distinct from n.duration or o.explicit is distinct from n.explicit order by n.id));
  return null;
  end

-- function note_catalog_changes(change_kind text, ids integer[]) returns void language plpgsql
begin if coalesce(cardinality(ids), 0) = 0 then return;
  end if;
  insert into catalog_pending (txid, kind, entity_id) select pg_current_xact_id(), change_kind, id from unnest(ids) as changed (id) on conflict do nothing;
  insert into catalog_pending_transactions (txid) values (pg_current_xact_id()) on conflict do nothing;
  end

-- function play_rollups_plays_deleted() returns trigger language plpgsql
begin insert into play_pending (day, track_id, user_id, plays) select substr(p.played_at, 1, 10), p.track_id, p.user_id, -count(*) from gone p join tracks t on t.id = p.track_id group by substr(p.played_at, 1, 10), p.track_id, p.user_id;
  return null;
  end

-- function track_counts_changed() returns trigger language plpgsql
begin if tg_op in ('DELETE', 'UPDATE') then update track_count_days set tracks = tracks - 1, published = published - (old.status = 'published')::int where day = substr(old.created_at, 1, 10) and genre = old.genre;
  update track_count_months set tracks = tracks - 1, published = published - (old.status = 'published')::int where month = substr(old.created_at, 1, 7) and genre = old.genre;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then insert into track_count_days (day, genre, tracks, published) values (substr(new.created_at, 1, 10), new.genre, 1, (new.status = 'published')::int) on conflict (day, genre) do update set tracks = "track_count_days".tracks + 1, published = "track_count_days".published + excluded.published;
  insert into track_count_months (month, genre, tracks, published) values (substr(new.created_at, 1, 7), new.genre, 1, (new.status = 'published')::int) on conflict (month, genre) do update set tracks = "track_count_months".tracks + 1, published = "track_count_months".published + excluded.published;
  end if;
  return null;
  end

-- function track_play_counts_tracks_deleted() returns trigger language plpgsql
begin delete from track_play_counts c using gone g where c.track_id = g.id;
  return null;
  end

-- function track_play_counts_tracks_inserted() returns trigger language plpgsql
begin insert into track_play_counts (track_id) select id from added;
  return null;
  end

-- function track_totals_changed() returns trigger language plpgsql
begin if tg_op in ('DELETE', 'UPDATE') then update track_totals set tracks = tracks - 1, seconds = seconds - old.duration where genre = old.genre and status = old.status;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then insert into track_totals (genre, status, tracks, seconds) values (new.genre, new.status, 1, new.duration) on conflict (genre, status) do update set tracks = track_totals.tracks + 1, seconds = track_totals.seconds + excluded.seconds;
  end if;
  return null;
  end

-- function tracks_deleted_take_plays() returns trigger language plpgsql
begin delete from play_histories p using gone g where p.track_id = g.id;
  return null;
  end

-- function tracks_lock_out_plays() returns trigger language plpgsql
begin perform pg_advisory_xact_lock(hashtextextended('vibeline:plays-follow-tracks:' || current_schema(), 0));
  return null;
  end

-- function user_daily_changed() returns trigger language plpgsql
begin if tg_op in ('DELETE', 'UPDATE') then update user_daily set users = users - 1 where day = substr(old.created_at, 1, 10);
  delete from user_daily where day = substr(old.created_at, 1, 10) and users <= 0;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then insert into user_daily (day, users) values (substr(new.created_at, 1, 10), 1) on conflict (day) do update set users = user_daily.users + 1;
  end if;
  return null;
  end
