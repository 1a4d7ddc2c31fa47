// Demo mode's analyser behind the server's port (server/audio/analyserPort.ts): the file is decoded in the page with
// Web Audio (OfflineAudioContext.decodeAudioData, at the file's own sample rate), its container read by
// music-metadata for codec, bit depth and bitrate, and its figures estimated by server/audio/audioMeasure.ts (approximate: true).
// The demo's "path" of a file is a URL the page can fetch (an upload's object URL, a synthesized melody).
import type { AudioFigures } from '@/contracts/audioAnalysis'
import type { AnalyserInput, AnalyserOutcome, AudioAnalyser } from '../../../../server/audio/analyserPort'
import { measureAudio } from '../../../../server/audio/audioMeasure'

async function bytesOf(input: AnalyserInput): Promise<ArrayBuffer> {
  if (input.path) return (await fetch(input.path)).arrayBuffer()
  if (!input.open) throw new Error('The file is not in this page any more; upload it again.')
  const parts: Uint8Array[] = []
  for await (const part of input.open()) parts.push(part)
  return new Blob(parts as BlobPart[]).arrayBuffer()
}

export const webAudioAnalyser: AudioAnalyser = {
  name: 'Web Audio',
  async analyse(input): Promise<AnalyserOutcome> {
    if (typeof OfflineAudioContext === 'undefined')
      return { kind: 'unavailable', reason: 'This browser has no Web Audio to analyse the file with.' }
    const bytes = await bytesOf(input)
    const { parseBuffer } = await import('music-metadata')
    const { format } = await parseBuffer(new Uint8Array(bytes), { mimeType: input.mime ?? undefined })
    const sampleRate = format.sampleRate ?? 44100
    const channelCount = format.numberOfChannels ?? 2
    let buffer: AudioBuffer
    try {
      buffer = await new OfflineAudioContext(channelCount, 1, sampleRate).decodeAudioData(bytes.slice(0))
    } catch {
      throw new Error('This browser could not decode the file.')
    }
    const channels = Array.from({ length: buffer.numberOfChannels }, (_, i) => buffer.getChannelData(i))
    const { waveform, ...measured } = measureAudio(channels, buffer.sampleRate)
    const bitrate =
      format.bitrate ??
      (input.size && measured.decoded_duration > 0 ? (input.size * 8) / measured.decoded_duration : null)
    const figures: AudioFigures = {
      ...measured,
      codec: (format.codec ?? format.container ?? 'unknown').toLowerCase(),
      sample_rate: Math.round(buffer.sampleRate),
      bit_depth: format.lossless === false ? null : (format.bitsPerSample ?? null),
      channels: buffer.numberOfChannels,
      bitrate: bitrate === null ? null : Math.round(bitrate)
    }
    return { kind: 'analysed', figures, waveform, approximate: true }
  }
}
