-- The core tables: users, tracks, playlists and their tracks, plays, refresh tokens (sessions) and meta
-- (key/value settings of the database itself).

create table "users" (
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

create index "users_role_idx" on "users" ("role", "id");

create index "users_status_idx" on "users" ("status", "id");

create table "tracks" (
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
  "play_count" integer default 0 not null,
  "created_at" text not null,
  "updated_at" text not null
);

-- Every sort key gets (key, id) so pages can seek instead of skipping rows.
create index "tracks_created_at_idx" on "tracks" ("created_at", "id");

create index "tracks_title_idx" on "tracks" ("title", "id");

create index "tracks_artist_idx" on "tracks" ("artist", "id");

create index "tracks_play_count_idx" on "tracks" ("play_count", "id");

create index "tracks_duration_idx" on "tracks" ("duration", "id");

create index "tracks_release_date_idx" on "tracks" ("release_date", "id");

create index "tracks_genre_created_idx" on "tracks" ("genre", "created_at", "id");

create index "tracks_audio_key_idx" on "tracks" ("audio_key");

create table "playlists" (
  "id" integer primary key autoincrement,
  "name" text not null,
  "description" text default '' not null,
  "owner_id" integer not null references "users" ("id") on delete cascade,
  "is_public" integer default 1 not null,
  "created_at" text not null
);

create index "playlists_created_idx" on "playlists" ("created_at", "id");

create index "playlists_owner_idx" on "playlists" ("owner_id");

create table "playlist_tracks" (
  "playlist_id" integer not null references "playlists" ("id") on delete cascade,
  "track_id" integer not null references "tracks" ("id") on delete cascade,
  "position" integer not null,
  "added_at" text not null,
  constraint "playlist_tracks_pk" primary key ("playlist_id", "track_id")
);

create index "playlist_tracks_track_idx" on "playlist_tracks" ("track_id");

create index "playlist_tracks_position_idx" on "playlist_tracks" ("playlist_id", "position");

create table "play_histories" (
  "id" integer primary key autoincrement,
  "track_id" integer not null references "tracks" ("id") on delete cascade,
  "user_id" integer not null references "users" ("id") on delete cascade,
  "played_at" text not null,
  "seconds_played" integer not null,
  "device" text not null,
  "country" text default '' not null
);

create index "play_histories_track_idx" on "play_histories" ("track_id", "played_at", "id");

create index "play_histories_user_idx" on "play_histories" ("user_id");

create index "play_histories_played_idx" on "play_histories" ("played_at", "id");

create table "refresh_tokens" (
  "id" integer primary key autoincrement,
  "user_id" integer not null references "users" ("id") on delete cascade,
  "family" text not null,
  "token_hash" text not null unique,
  "expires_at" text not null,
  "revoked_at" text,
  "created_at" text not null
);

create index "refresh_tokens_family_idx" on "refresh_tokens" ("family");

create table "meta" (
  "key" text primary key,
  "value" text not null
);
