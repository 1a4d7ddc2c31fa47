-- A bulk edit or delete and the previous values of every row it changed, kept for its undo
-- (server/routes/bulk.ts). Rows go when the undo window has passed.

create table "bulk_operations" (
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

create index "bulk_operations_expires_idx" on "bulk_operations" ("expires_at");

create table "bulk_track_rows" (
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
  "play_count" integer not null,
  "created_at" text not null,
  "updated_at" text not null,
  constraint "bulk_track_rows_pk" primary key ("operation_id", "track_id")
);

create table "bulk_playlist_rows" (
  "operation_id" integer not null,
  "playlist_id" integer not null,
  "track_id" integer not null,
  "position" integer not null,
  "added_at" text not null
);

create index "bulk_playlist_rows_op_idx" on "bulk_playlist_rows" ("operation_id");

create table "bulk_play_rows" (
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

create index "bulk_play_rows_op_idx" on "bulk_play_rows" ("operation_id");

create table "bulk_user_rows" (
  "operation_id" integer not null,
  "user_id" integer not null,
  "role" text not null,
  "status" text not null,
  constraint "bulk_user_rows_pk" primary key ("operation_id", "user_id")
);
