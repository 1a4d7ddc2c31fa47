import MockAdapter from 'axios-mock-adapter'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import { http } from '@/auth/http'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import type { AudioAnalysis, AudioFigures } from '@/contracts/audioAnalysis'
import type { Track } from '@/contracts/music'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import { AudioCard } from './AudioCard'

// wavesurfer draws on a canvas jsdom does not have: the card's part is handing it the stored peaks.
const created: { peaks: unknown; duration: number; click?: (x: number) => void }[] = []
vi.mock('wavesurfer.js', () => ({
  default: {
    create: (options: { peaks: unknown; duration: number }) => {
      const entry: (typeof created)[number] = { peaks: options.peaks, duration: options.duration }
      created.push(entry)
      return {
        on: (event: string, handler: (x: number) => void) => {
          if (event === 'click') entry.click = handler
        },
        destroy: () => {}
      }
    }
  }
}))

const at = '2026-03-01T10:00:00.000Z'
const track: Track = {
  id: 7,
  title: 'Harbour Lights',
  artist: 'Mara Vell',
  album: '',
  genre: 'pop',
  duration: 20,
  release_date: null,
  cover_url: null,
  audio_url: 'blob:track-7',
  mime_type: 'audio/wav',
  size: 1000,
  status: 'draft',
  explicit: false,
  play_count: 0,
  created_at: at,
  updated_at: at,
  analysis_status: 'done',
  gain_db: -3.1
}
const figures: AudioFigures = {
  decoded_duration: 20,
  codec: 'pcm_s16le',
  sample_rate: 44100,
  bit_depth: 16,
  channels: 2,
  bitrate: 1411200,
  integrated_lufs: -10.9,
  loudness_range_lu: 3.2,
  true_peak_dbtp: -0.4,
  clipped_samples: 0,
  leading_silence: 5,
  trailing_silence: 0.1
}
const analysis = (over: Partial<AudioAnalysis>): AudioAnalysis => ({
  track_id: 7,
  status: 'pending',
  error: null,
  approximate: false,
  analysed_at: null,
  figures: null,
  gain_db: null,
  findings: [],
  rendition: null,
  ...over
})
const done = analysis({
  status: 'done',
  analysed_at: at,
  figures,
  gain_db: -3.1,
  findings: [
    {
      rule: 'audio.leading_silence',
      severity: 'warning',
      field: 'leading_silence',
      value: 5,
      message: 'The track starts with 5 s of silence (more than 2 s)'
    }
  ]
})
const waveform = { track_id: 7, duration: 20, min: [-0.5, -0.2], max: [0.5, 0.3] }

let mock: MockAdapter
beforeEach(() => {
  created.length = 0
  mock = new MockAdapter(http)
})
afterEach(() => mock.restore())

const editor = () => signedInAs(ROLE_ABILITIES.editor)
const viewer = () => signedInAs(ROLE_ABILITIES.viewer)

describe('the Audio card', () => {
  it('shows “analysing” and asks again until the analysis is done, then the waveform, figures and findings', async () => {
    const answers = [analysis({ status: 'analysing' }), done]
    mock.onGet('/admin/v2/tracks/7/analysis').reply(() => [200, { data: answers.shift() ?? done }])
    mock.onGet('/admin/v2/tracks/7/waveform').reply(200, { data: waveform })
    const { store } = renderWithProviders(<AudioCard track={track} />, { preloadedState: editor() })

    expect(await screen.findByText('Analysing the audio…')).toBeInTheDocument()
    expect(await screen.findByText('-10.9 LUFS', {}, { timeout: 3000 })).toBeInTheDocument()
    expect(
      screen.getByText('3.1 dB louder than the -14 LUFS target; will be turned down.')
    ).toBeInTheDocument()
    expect(screen.getByText('The track starts with 5 s of silence (more than 2 s).')).toBeInTheDocument()
    await waitFor(() => expect(created).toHaveLength(1))
    expect(created[0]).toMatchObject({ peaks: [waveform.max, waveform.min], duration: 20 })

    // A click on the waveform starts this track in the player at that point.
    created[0].click?.(0.5)
    const player = store.getState().player
    expect(player.songs[0]).toMatchObject({ id: 7, musicSrc: 'blob:track-7#t=10' })
    expect(player.isPlaying).toBe(true)
  })

  it('seeks the player when the track is already its current song', async () => {
    mock.onGet('/admin/v2/tracks/7/analysis').reply(200, { data: done })
    mock.onGet('/admin/v2/tracks/7/waveform').reply(200, { data: waveform })
    const song = { id: 7, name: 'Harbour Lights', singer: 'Mara Vell', cover: '', musicSrc: 'blob:track-7' }
    const { store } = renderWithProviders(<AudioCard track={track} />, {
      preloadedState: { ...editor(), player: { songs: [song], index: 0, isPlaying: false } }
    })
    await waitFor(() => expect(created).toHaveLength(1))
    created[0].click?.(0.25)
    expect(store.getState().player.seek).toMatchObject({ songId: 7, seconds: 5 })
    expect(store.getState().player.songs[0].musicSrc).toBe('blob:track-7')
  })

  it('shows why it failed, and Retry queues it again for an editor', async () => {
    let analysed = analysis({ status: 'failed', error: 'ffmpeg could not decode the file' })
    mock.onGet('/admin/v2/tracks/7/analysis').reply(() => [200, { data: analysed }])
    mock.onPost('/admin/v2/tracks/7/analysis').reply(() => {
      analysed = analysis({ status: 'analysing' })
      return [202, { data: analysed }]
    })
    const { user } = renderWithProviders(<AudioCard track={track} />, { preloadedState: editor() })
    expect(
      await screen.findByText('The analysis failed: ffmpeg could not decode the file')
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Analysing the audio…')).toBeInTheDocument()
    expect(mock.history.post).toHaveLength(1)
  })

  it('shows an unavailable analysis with its reason, without Retry for a viewer', async () => {
    mock.onGet('/admin/v2/tracks/7/analysis').reply(200, {
      data: analysis({ status: 'unavailable', error: 'No ffmpeg was found on this machine.' })
    })
    renderWithProviders(<AudioCard track={track} />, { preloadedState: viewer() })
    expect(
      await screen.findByText('The analysis is unavailable: No ffmpeg was found on this machine.')
    ).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument()
  })

  it('labels the demo host’s estimate as approximate', async () => {
    mock.onGet('/admin/v2/tracks/7/analysis').reply(200, { data: { ...done, approximate: true } })
    mock.onGet('/admin/v2/tracks/7/waveform').reply(200, { data: waveform })
    renderWithProviders(<AudioCard track={track} />, { preloadedState: viewer() })
    expect(await screen.findByText('Approximate')).toBeInTheDocument()
  })

  it('shows a load error with a way to try again', async () => {
    mock.onGet('/admin/v2/tracks/7/analysis').replyOnce(500, { error: 'The database is busy.' })
    mock.onGet('/admin/v2/tracks/7/analysis').reply(200, { data: analysis({ status: 'pending' }) })
    const { user } = renderWithProviders(<AudioCard track={track} />, { preloadedState: editor() })
    expect(
      await screen.findByText('The analysis could not be loaded: The database is busy.')
    ).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Not analysed yet.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Analyse now' })).toBeInTheDocument()
    // Nothing is running: no spinner says otherwise.
    expect(document.querySelector('.spinner-border')).toBeNull()
  })
})
