// The analysis of tracks' audio as the API sees it (issue 38): a track's analysis and waveform, asking for an
// analysis (one track, or every track whose analysis is missing, stale, failed or unavailable), the progress over the
// catalogue, and what a track response carries of it. Kysely and contracts only: the demo host runs it too, with its
// own queue. The runs themselves are analysisJob.ts's.
import type { Kysely } from 'kysely'
import {
  audioFiguresSchema,
  type AnalysisStatus,
  type AudioAnalysis,
  type QualityFinding,
  type Waveform
} from '../../src/contracts/audioAnalysis'
import type { DB } from '../db/schema'
import { notFound } from '../httpError'
import { findTrack } from '../catalog/tracksRepository'
import {
  analysisOf,
  briefsOf,
  markPending,
  progress,
  trackAudio,
  tracksToAnalyse,
  type AnalysisRow,
  type Progress
} from './analysisRepository'

/** Where a request for an analysis goes: the job queue on the server (analysisJob.ts), the demo host's own. */
export type AnalysisRequests = { send: (trackId: number) => Promise<unknown> }

/** What a track response says of its audio's analysis: null status when it has no audio. */
export type TrackAnalysisFields = {
  analysis_status: AnalysisStatus | null
  gain_db: number | null
  /** The file the audio URL streams: the rendition once encoded, the original before. */
  stream_key: string | null
}

const parsed = <T>(text: string | null, fallback: T): T => (text ? (JSON.parse(text) as T) : fallback)

export function toAnalysis(trackId: number, row: AnalysisRow | undefined, currentKey: string): AudioAnalysis {
  if (!row || row.audio_key !== currentKey)
    return {
      track_id: trackId,
      status: 'pending',
      error: null,
      approximate: false,
      analysed_at: null,
      figures: null,
      gain_db: null,
      findings: [],
      rendition: null
    }
  const figures = row.figures ? audioFiguresSchema.parse(JSON.parse(row.figures)) : null
  return {
    track_id: trackId,
    status: row.status,
    error: row.error,
    approximate: row.approximate === 1,
    analysed_at: row.analysed_at,
    figures,
    gain_db: row.gain_db,
    findings: parsed<QualityFinding[]>(row.findings, []),
    rendition:
      row.rendition_key && row.rendition_codec && row.rendition_bitrate
        ? { codec: row.rendition_codec, bitrate: row.rendition_bitrate }
        : null
  }
}

export class AnalysisService {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly requests: AnalysisRequests,
    private readonly clock: () => Date = () => new Date()
  ) {}

  private async audioOf(trackId: number) {
    const track = await trackAudio(this.db, trackId)
    if (track === undefined) throw notFound(`Track ${trackId}`)
    if (track === null) throw notFound(`The audio of track ${trackId}`)
    return track
  }

  async get(trackId: number): Promise<AudioAnalysis> {
    const track = await this.audioOf(trackId)
    return toAnalysis(trackId, track.analysis, track.audio_key)
  }

  async waveform(trackId: number): Promise<Waveform> {
    const track = await this.audioOf(trackId)
    const row = track.analysis
    if (!row || row.audio_key !== track.audio_key || !row.waveform)
      throw notFound(`The waveform of track ${trackId} (not analysed yet)`)
    const peaks = JSON.parse(row.waveform) as { min: number[]; max: number[] }
    const figures = row.figures ? (JSON.parse(row.figures) as { decoded_duration: number }) : null
    return { track_id: trackId, duration: figures?.decoded_duration ?? track.duration, ...peaks }
  }

  /** Queues the (re-)analysis of a track's current file (the upload's, the retry's). */
  async request(trackId: number): Promise<AudioAnalysis> {
    const track = await this.audioOf(trackId)
    await markPending(this.db, trackId, track.audio_key, this.clock().toISOString())
    await this.requests.send(trackId)
    return toAnalysis(trackId, await analysisOf(this.db, trackId), track.audio_key)
  }

  /** Queues every track whose analysis is missing, stale, failed or unavailable. */
  async requestAll(): Promise<{ queued: number }> {
    const tracks = await tracksToAnalyse(this.db)
    const now = this.clock().toISOString()
    for (const track of tracks) {
      await markPending(this.db, track.id, track.audio_key, now)
      await this.requests.send(track.id)
    }
    return { queued: tracks.length }
  }

  /** The stored master of a track: its key, type and title (for the download's name). */
  async original(trackId: number) {
    const track = await findTrack(this.db, trackId)
    if (!track) throw notFound(`Track ${trackId}`)
    if (!track.audio_key) throw notFound(`The audio of track ${trackId}`)
    return { key: track.audio_key, mime: track.mime_type, title: track.title }
  }

  progress(): Promise<Progress> {
    return progress(this.db)
  }
}

/** The analysis fields of each track response, read in one query for a page of tracks. */
export async function analysisFields(
  db: Kysely<DB>,
  tracks: readonly { id: number; audio_key: string | null }[]
): Promise<Map<number, TrackAnalysisFields>> {
  const briefs = await briefsOf(
    db,
    tracks.filter((t) => t.audio_key).map((t) => t.id)
  )
  const fields = new Map<number, TrackAnalysisFields>()
  for (const track of tracks) {
    const brief = briefs.get(track.id)
    const current = brief && brief.audio_key === track.audio_key ? brief : undefined
    fields.set(track.id, {
      analysis_status: track.audio_key ? (current?.status ?? 'pending') : null,
      gain_db: current?.gain_db ?? null,
      stream_key: current?.rendition_key ?? track.audio_key
    })
  }
  return fields
}
