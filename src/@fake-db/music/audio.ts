// Playable demo audio without a server: short deterministic melodies synthesized into WAV files in the browser.
// A handful of melodies are shared by all tracks (track id → melody), each built once, on first use.
// Relative: demo mode's seed (host/demoSeed.ts) reads the melodies too, and the build runs it in Node.
import { seededRandom } from '../../lib/random'

const SAMPLE_RATE = 11025
const NOTE_SECONDS = 0.25
const NOTES_PER_MELODY = 32
const MELODY_COUNT = 12
// A pentatonic scale sounds pleasant whatever the random walk picks.
const SCALE = [261.63, 293.66, 329.63, 392.0, 440.0, 523.25, 587.33, 659.25, 783.99, 880.0]

/** An 8-bit mono WAV of a melody chosen by `seed`: the same seed always gives the same bytes. */
export function synthesizeMelody(seed: number, notes = NOTES_PER_MELODY): Uint8Array {
  const random = seededRandom(seed * 7919 + 1)
  const samplesPerNote = Math.round(SAMPLE_RATE * NOTE_SECONDS)
  const sampleCount = samplesPerNote * notes
  const bytes = new Uint8Array(44 + sampleCount)
  const view = new DataView(bytes.buffer)
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[offset + i] = text.charCodeAt(i)
  }
  ascii(0, 'RIFF')
  view.setUint32(4, 36 + sampleCount, true)
  ascii(8, 'WAVE')
  ascii(12, 'fmt ')
  view.setUint32(16, 16, true)
  view.setUint16(20, 1, true) // PCM
  view.setUint16(22, 1, true) // mono
  view.setUint32(24, SAMPLE_RATE, true)
  view.setUint32(28, SAMPLE_RATE, true) // byte rate: 1 byte per sample
  view.setUint16(32, 1, true)
  view.setUint16(34, 8, true)
  ascii(36, 'data')
  view.setUint32(40, sampleCount, true)
  let step = Math.floor(random() * SCALE.length)
  for (let n = 0; n < notes; n++) {
    step = Math.min(SCALE.length - 1, Math.max(0, step + Math.floor(random() * 5) - 2))
    const frequency = SCALE[step]
    for (let i = 0; i < samplesPerNote; i++) {
      const t = i / SAMPLE_RATE
      // A soft attack and decay per note keeps the melody free of clicks.
      const envelope = Math.min(1, i / 200) * Math.exp((-3 * i) / samplesPerNote)
      const value = 0.6 * Math.sin(2 * Math.PI * frequency * t) + 0.2 * Math.sin(4 * Math.PI * frequency * t)
      bytes[44 + n * samplesPerNote + i] = 128 + Math.round(90 * envelope * value)
    }
  }
  return bytes
}

export const DEMO_MELODY_SECONDS = NOTES_PER_MELODY * NOTE_SECONDS

function toDataUri(bytes: Uint8Array): string {
  let binary = ''
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000))
  }
  return `data:audio/wav;base64,${btoa(binary)}`
}

const urls = new Map<number, string>()

/** The playable URL of a demo track's audio: an object URL in the browser, a data URI elsewhere. */
/** The melody a demo track plays (the seed of synthesizeMelody). */
export const melodyOf = (trackId: number) => trackId % MELODY_COUNT

export function demoAudioUrl(trackId: number): string {
  const melody = melodyOf(trackId)
  let url = urls.get(melody)
  if (!url) {
    const bytes = synthesizeMelody(melody)
    url =
      typeof URL.createObjectURL === 'function' && typeof Blob !== 'undefined'
        ? URL.createObjectURL(new Blob([bytes.buffer as ArrayBuffer], { type: 'audio/wav' }))
        : toDataUri(bytes)
    urls.set(melody, url)
  }
  return url
}
