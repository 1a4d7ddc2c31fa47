-- A bulk delete's undo brings a track back whole, its audio hash included (0010 kept the rest).

alter table "bulk_track_rows" add column "audio_hash" text;
