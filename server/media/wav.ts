// Synthesizes short, distinct, playable tunes as 8-bit mono WAV files (the demo catalogue's audio).
import { seededRandom } from '../../src/lib/random'

const SCALES = [
  [0, 2, 4, 5, 7, 9, 11, 12], // major
  [0, 2, 3, 5, 7, 8, 10, 12], // minor
  [0, 2, 4, 7, 9, 12, 14, 16], // pentatonic
  [0, 3, 5, 6, 7, 10, 12, 15] // blues
]

export const SAMPLE_RATE = 8000

/** A tune of `seconds` seconds: a melody over one scale with a soft bass note, seeded by `seed`. */
export function synthesizeTune(seed: number, seconds: number): Buffer {
  const random = seededRandom(seed * 7919 + 17)
  const scale = SCALES[Math.floor(random() * SCALES.length)]
  const root = 48 + Math.floor(random() * 12) // C3..B3
  const beat = 0.18 + random() * 0.22
  const harmonics = 1 + Math.floor(random() * 3)
  const total = Math.floor(seconds * SAMPLE_RATE)
  const samples = new Float32Array(total)
  const notes: { start: number; length: number; freq: number }[] = []
  for (let t = 0; t < seconds;) {
    const length = beat * (random() < 0.25 ? 2 : 1)
    const degree = scale[Math.floor(random() * scale.length)]
    notes.push({ start: t, length, freq: 440 * 2 ** ((root + 12 + degree - 69) / 12) })
    t += length
  }
  for (const note of notes) {
    const from = Math.floor(note.start * SAMPLE_RATE)
    const to = Math.min(total, Math.floor((note.start + note.length) * SAMPLE_RATE))
    for (let i = from; i < to; i++) {
      const t = (i - from) / SAMPLE_RATE
      const envelope = Math.min(1, t * 60) * Math.exp(-t * 5)
      let value = 0
      for (let h = 1; h <= harmonics; h++) value += Math.sin(2 * Math.PI * note.freq * h * t) / h
      samples[i] += 0.45 * envelope * value
    }
  }
  const bass = 440 * 2 ** ((root - 69) / 12)
  for (let i = 0; i < total; i++) {
    const t = i / SAMPLE_RATE
    samples[i] +=
      0.2 * Math.sin(2 * Math.PI * bass * t) * (0.6 + 0.4 * Math.sin((2 * Math.PI * t) / (beat * 4)))
  }
  const fade = SAMPLE_RATE / 4
  for (let i = 0; i < fade && i < total; i++) samples[total - 1 - i] *= i / fade
  return encodeWav(samples)
}

function encodeWav(samples: Float32Array): Buffer {
  const header = Buffer.alloc(44)
  header.write('RIFF', 0)
  header.writeUInt32LE(36 + samples.length, 4)
  header.write('WAVE', 8)
  header.write('fmt ', 12)
  header.writeUInt32LE(16, 16)
  header.writeUInt16LE(1, 20) // PCM
  header.writeUInt16LE(1, 22) // mono
  header.writeUInt32LE(SAMPLE_RATE, 24)
  header.writeUInt32LE(SAMPLE_RATE, 28) // byte rate: 1 byte per sample
  header.writeUInt16LE(1, 32)
  header.writeUInt16LE(8, 34)
  header.write('data', 36)
  header.writeUInt32LE(samples.length, 40)
  const body = Buffer.alloc(samples.length)
  for (let i = 0; i < samples.length; i++) {
    const clipped = Math.max(-1, Math.min(1, samples[i]))
    body[i] = Math.round(128 + clipped * 127)
  }
  return Buffer.concat([header, body])
}
