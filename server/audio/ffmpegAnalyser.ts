// The analyser of the server (audio/analyserPort.ts) on ffmpeg: one short run reads the format (ffmpeg prints the
// input's streams; the static build has no ffprobe), then one decode feeds two outputs: the ebur128 filter (EBU R128
// integrated loudness, loudness range, true peak), and raw 32-bit float PCM on stdout that PcmScan reads as it comes
// (clipping, silence, waveform), so that no file is ever held in memory. The rendition is a third run, file to file.
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { rm } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import type { AudioFigures } from '../../src/contracts/audioAnalysis'
import type { AnalyserInput, AnalyserOutcome, AudioAnalyser, RenditionOutput } from './analyserPort'
import { UPLOAD_PREFIX } from '../media/sweep'
import { PcmScan } from './pcmScan'

/** ffmpeg prints −inf for silence; stored figures are finite. */
const FLOOR_DB = -120
/** The streaming rendition: AAC-LC in MP4 at this bitrate. */
export const RENDITION_BITRATE = 128_000
/** Only the end of ffmpeg's log is kept: the summary is there. */
const LOG_KEPT = 64 * 1024

export type FormatFacts = {
  codec: string
  sampleRate: number
  channels: number
  bitDepth: number | null
  bitrate: number | null
  /** The container's duration, in seconds; null when it does not say. */
  duration: number | null
}

const LOSSLESS = /^(pcm_|flac$|alac$|wavpack$|ape$|tta$|mlp$|truehd$)/

function channelCount(layout: string): number {
  const named: Record<string, number> = {
    mono: 1,
    stereo: 2,
    '2.1': 3,
    '4.0': 4,
    quad: 4,
    '5.0': 5,
    '5.1': 6
  }
  const counted = /^(\d+) channels/.exec(layout)
  return named[layout.split('(')[0]] ?? (counted ? Number(counted[1]) : 2)
}

/** The first audio stream of ffmpeg's input listing (its stderr), or null when it lists none. */
export function parseFormat(log: string): FormatFacts | null {
  const stream =
    /Stream #0:\d+[^:]*: Audio: ([\w]+)[^,\n]*, (\d+) Hz, ([^,\n]+), (\w+)(?: \((\d+) bit\))?(?:, (\d+) kb\/s)?/.exec(
      log
    )
  if (!stream) return null
  const [, codec, rate, layout, sampleFormat, bits, streamKbps] = stream
  const duration = /Duration: (\d+):(\d+):(\d+(?:\.\d+)?)/.exec(log)
  const containerKbps = /Duration: [^\n]*bitrate: (\d+) kb\/s/.exec(log)?.[1]
  const formatBits = /(\d+)/.exec(sampleFormat)?.[1] ?? (sampleFormat.startsWith('flt') ? '32' : null)
  const kbps = streamKbps ?? containerKbps
  return {
    codec,
    sampleRate: Number(rate),
    channels: channelCount(layout.trim()),
    bitDepth: LOSSLESS.test(codec) ? Number(bits ?? formatBits ?? 16) : null,
    bitrate: kbps ? Number(kbps) * 1000 : null,
    duration: duration ? Number(duration[1]) * 3600 + Number(duration[2]) * 60 + Number(duration[3]) : null
  }
}

/** The last ebur128 summary of the log (ffmpeg may print an empty one for a graph it configured and dropped). */
export function parseLoudness(
  log: string
): Pick<AudioFigures, 'integrated_lufs' | 'loudness_range_lu' | 'true_peak_dbtp'> | null {
  const summary = log.slice(log.lastIndexOf('Summary:'))
  const integrated = /I:\s+(-?[\d.]+|-inf) LUFS/.exec(summary)?.[1]
  const range = /LRA:\s+(-?[\d.]+) LU/.exec(summary)?.[1]
  const peak = /Peak:\s+(-?[\d.]+|-inf) dBFS/.exec(summary)?.[1]
  if (!log.includes('Summary:') || integrated === undefined || range === undefined) return null
  const db = (value: string | undefined) =>
    value === undefined || value === '-inf' ? FLOOR_DB : Number(value)
  return {
    integrated_lufs: db(integrated),
    loudness_range_lu: Math.max(0, Number(range)),
    true_peak_dbtp: db(peak)
  }
}

type Run = { code: number | null; log: string }

/** Runs ffmpeg; stdout, when asked for, goes to `onData` chunk by chunk. */
function run(
  ffmpeg: string,
  args: string[],
  signal: AbortSignal | undefined,
  onData?: (chunk: Buffer) => void
): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg, ['-hide_banner', '-nostdin', ...args], {
      stdio: ['ignore', onData ? 'pipe' : 'ignore', 'pipe'],
      signal
    })
    let log = ''
    child.stderr!.setEncoding('utf8')
    child.stderr!.on('data', (text: string) => {
      log += text
      if (log.length > 2 * LOG_KEPT) log = log.slice(-LOG_KEPT)
    })
    let failure: unknown
    if (onData)
      child.stdout!.on('data', (chunk: Buffer) => {
        if (failure) return
        try {
          onData(chunk)
        } catch (error) {
          failure = error
          child.kill('SIGKILL')
        }
      })
    child.on('error', reject)
    child.on('close', (code) => (failure ? reject(failure) : resolve({ code, log })))
  })
}

/** The reason ffmpeg gives for a file it cannot read: its last line that is not progress. */
function lastError(log: string): string {
  const lines = log
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('size=') && !/^At least one output/.test(line))
  return lines.at(-1)?.replace(/^\[[^\]]+\]\s*/, '') ?? 'ffmpeg could not read the file'
}

export async function probeFormat(ffmpeg: string, path: string, signal?: AbortSignal): Promise<FormatFacts> {
  // Without an output ffmpeg lists the input and exits with an error: that listing is what is wanted.
  const { log } = await run(ffmpeg, ['-i', path], signal)
  const format = parseFormat(log)
  if (!format) throw new Error(`Not an audio file ffmpeg can read: ${lastError(log)}`)
  return format
}

export function ffmpegAnalyser(ffmpeg: string, version: string): AudioAnalyser {
  const needPath = (input: AnalyserInput) => {
    if (!input.path) throw new Error('The ffmpeg analyser reads stored files from disk')
    return input.path
  }
  return {
    name: `ffmpeg ${version}`,
    async analyse(input, signal): Promise<AnalyserOutcome> {
      const path = needPath(input)
      const format = await probeFormat(ffmpeg, path, signal)
      const scan = new PcmScan(
        format.channels,
        format.sampleRate,
        (format.duration ?? input.storedDuration) * format.sampleRate
      )
      const { code, log } = await run(
        ffmpeg,
        [
          '-nostats',
          '-i',
          path,
          '-filter_complex',
          '[0:a:0]asplit=2[loudness][pcm];[loudness]ebur128=peak=true:framelog=verbose[measured]',
          '-map',
          '[measured]',
          '-f',
          'null',
          '-',
          '-map',
          '[pcm]',
          '-f',
          'f32le',
          'pipe:1'
        ],
        signal,
        (chunk) => scan.push(chunk)
      )
      const loudness = parseLoudness(log)
      if (code !== 0 || !loudness) throw new Error(`ffmpeg could not decode the file: ${lastError(log)}`)
      const pcm = scan.finish()
      const decoded = pcm.frames / format.sampleRate
      const bitrate =
        format.bitrate ?? (input.size && decoded > 0 ? Math.round((input.size * 8) / decoded) : null)
      return {
        kind: 'analysed',
        approximate: false,
        waveform: pcm.waveform,
        figures: {
          decoded_duration: Math.round(decoded * 1000) / 1000,
          codec: format.codec,
          sample_rate: format.sampleRate,
          bit_depth: format.bitDepth,
          channels: format.channels,
          bitrate,
          ...loudness,
          clipped_samples: pcm.clippedSamples,
          leading_silence: Math.round(pcm.leadingSilence * 1000) / 1000,
          trailing_silence: Math.round(pcm.trailingSilence * 1000) / 1000
        }
      }
    },
    async encodeRendition(input, signal): Promise<RenditionOutput> {
      const path = needPath(input)
      // Beside the original, as a temporary upload: the media sweep removes it if the job dies before it is kept.
      const out = join(dirname(path), `${UPLOAD_PREFIX}rendition-${randomUUID()}.m4a`)
      const { code, log } = await run(
        ffmpeg,
        [
          '-nostats',
          '-y',
          '-i',
          path,
          '-map',
          '0:a:0',
          '-vn',
          '-c:a',
          'aac',
          '-b:a',
          String(RENDITION_BITRATE),
          // The index at the front: playback starts before the whole file has arrived.
          '-movflags',
          '+faststart',
          '-f',
          'mp4',
          out
        ],
        signal
      )
      if (code !== 0) {
        await rm(out, { force: true })
        throw new Error(`ffmpeg could not encode the rendition: ${lastError(log)}`)
      }
      return { path: out, mime: 'audio/mp4', codec: 'aac', bitrate: RENDITION_BITRATE }
    }
  }
}
