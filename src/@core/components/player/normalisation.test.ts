import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderHook, act } from '@testing-library/react'
import type { AudioAnalysis } from '@/contracts/audioAnalysis'
import {
  applyGain,
  connectGain,
  dbToLinear,
  NORMALISE_STORAGE_KEY,
  playbackGainDb,
  readNormalise,
  type AudioContextLike
} from './normalisation'
import { useNormalisation } from './useNormalisation'

function fakeContext() {
  const gain = { gain: { value: 1 }, connect: vi.fn() }
  const source = { connect: vi.fn() }
  const context = {
    state: 'suspended' as AudioContextState,
    destination: { kind: 'speakers' },
    resume: vi.fn(async () => {}),
    createMediaElementSource: vi.fn(() => source),
    createGain: vi.fn(() => gain)
  }
  return { context, gain, source, create: () => context as unknown as AudioContextLike }
}

const figures = {
  decoded_duration: 200,
  codec: 'pcm_s16le',
  sample_rate: 44100,
  bit_depth: 16,
  channels: 2,
  bitrate: null,
  loudness_range_lu: 4,
  clipped_samples: 0,
  leading_silence: 0,
  trailing_silence: 0
}
const analysed = (integrated: number, peak: number, gain: number | null): AudioAnalysis => ({
  track_id: 1,
  status: 'done',
  error: null,
  approximate: false,
  analysed_at: null,
  figures: { ...figures, integrated_lufs: integrated, true_peak_dbtp: peak },
  gain_db: gain,
  findings: [],
  rendition: null
})

afterEach(() => localStorage.clear())

describe('the playback gain', () => {
  it('is the analysis gain, capped by what normalisationGain allows, and 0 until analysed', () => {
    expect(playbackGainDb(analysed(-10.9, -0.4, -3.1))).toBe(-3.1)
    // A quiet master whose peaks are near the ceiling: a gain above what its true peak allows is refused.
    expect(playbackGainDb(analysed(-20, -3, 6))).toBe(2)
    expect(playbackGainDb(analysed(-20, -3, null))).toBe(2)
    expect(playbackGainDb(null)).toBe(0)
    expect(playbackGainDb({ status: 'analysing', figures: null, gain_db: null })).toBe(0)
  })
})

describe('the gain node', () => {
  it('routes the element through a gain node to the speakers and sets the linear gain', () => {
    const fake = fakeContext()
    const audio = document.createElement('audio')
    audio.src = 'blob:http://localhost/1'
    const graph = connectGain(audio, fake.create)
    expect(graph).not.toBeNull()
    expect(fake.context.createMediaElementSource).toHaveBeenCalledWith(audio)
    expect(fake.source.connect).toHaveBeenCalledWith(fake.gain)
    expect(fake.gain.connect).toHaveBeenCalledWith(fake.context.destination)
    applyGain(graph!, -6, true)
    expect(fake.gain.gain.value).toBeCloseTo(dbToLinear(-6))
    expect(fake.context.resume).toHaveBeenCalled()
    applyGain(graph!, -6, false)
    expect(fake.gain.gain.value).toBe(1)
  })

  it('leaves audio of another origin alone (Web Audio would play it silent)', () => {
    const fake = fakeContext()
    const audio = document.createElement('audio')
    audio.src = 'https://cdn.example.com/a.mp3'
    expect(connectGain(audio, fake.create)).toBeNull()
    expect(fake.context.createMediaElementSource).not.toHaveBeenCalled()
  })

  it('connects on play, follows the track’s gain and the switch, and remembers the switch', () => {
    const fake = fakeContext()
    const audio = document.createElement('audio')
    audio.src = 'blob:http://localhost/1'
    const ref = { current: audio }
    const { result, rerender } = renderHook(({ gain }) => useNormalisation(ref, gain, fake.create), {
      initialProps: { gain: -3 }
    })
    expect(fake.context.createMediaElementSource).not.toHaveBeenCalled()
    act(() => void audio.dispatchEvent(new Event('play')))
    expect(fake.context.createMediaElementSource).toHaveBeenCalledTimes(1)
    expect(fake.gain.gain.value).toBeCloseTo(dbToLinear(-3))

    rerender({ gain: 2 })
    expect(fake.gain.gain.value).toBeCloseTo(dbToLinear(2))

    act(() => result.current.toggle())
    expect(result.current.on).toBe(false)
    expect(fake.gain.gain.value).toBe(1)
    expect(localStorage.getItem(NORMALISE_STORAGE_KEY)).toBe('off')
    expect(readNormalise()).toBe(false)
    // An element feeds one source node only, ever.
    act(() => void audio.dispatchEvent(new Event('play')))
    expect(fake.context.createMediaElementSource).toHaveBeenCalledTimes(1)
  })
})
