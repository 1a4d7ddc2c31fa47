-- The SHA-256 of a track's audio file, so that an upload of the same file is refused (issue 15 §2). Tracks stored
-- before have none: the seed's catalogues share files on purpose.

alter table "tracks" add column "audio_hash" text;

create index "tracks_audio_hash_idx" on "tracks" ("audio_hash");
