-- The audio of a track, analysed (issue 38): one row per track with audio, written by the analysis job
-- (server/audio/analysisJob.ts). audio_key is the file the row describes: a new upload makes the row stale and it is
-- analysed again. figures, findings and the waveform are JSON (src/contracts/audioAnalysis.ts); finding_count is
-- what the tracks list's "needs attention" filter reads (analysed tracks with at least one finding).

create table track_analysis (
  track_id integer primary key references tracks (id) on delete cascade,
  audio_key text not null,
  status text not null default 'pending'
    check (status in ('pending', 'analysing', 'done', 'failed', 'unavailable')),
  -- Why it failed or is unavailable.
  error text,
  approximate integer not null default 0 check (approximate in (0, 1)),
  analysed_at text,
  figures text,
  gain_db real,
  findings text not null default '[]',
  finding_count integer not null default 0,
  -- {"min": [...], "max": [...]}, WAVEFORM_PAIRS pairs in -1..1.
  waveform text,
  -- The streaming rendition kept in the media store beside the original.
  rendition_key text,
  rendition_codec text,
  rendition_bitrate integer,
  attempts integer not null default 0,
  updated_at text not null
);

create index track_analysis_attention_idx on track_analysis (track_id) where status = 'done' and finding_count > 0;

create index track_analysis_status_idx on track_analysis (status);
