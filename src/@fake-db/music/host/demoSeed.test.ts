// @vitest-environment node
// Demo mode's seeded tracks come analysed (issue 38): each with the analysis of the melody the page plays for it
// (music/audio.ts demoAudioUrl), answered by the demo host's analysis and waveform routes like an upload's.
import { describe, expect, it } from 'vitest'
import { WAVEFORM_PAIRS, type AudioAnalysis, type Waveform } from '@/contracts/audioAnalysis'
import { MUSIC_PATHS } from '@/contracts/music'
import { demoApiOverTestHost } from '@/test/demoApi'
import { analyseSeedWav } from '../../../../server/audio/seededAnalysis'
import { DEMO_MELODY_SECONDS, synthesizeMelody } from '../audio'

const { client, signIn } = demoApiOverTestHost({ tracks: 30 })

const admin = () => signIn()

describe('the demo seed’s analysis', () => {
  it('answers every seeded track analysed, with the waveform of the melody the page plays for it', async () => {
    const auth = await admin()
    const tracks = (await client.get(`${MUSIC_PATHS.tracks}?per_page=50`, auth)).data.data as {
      id: number
      analysis_status: string | null
    }[]
    expect(tracks).toHaveLength(30)
    expect(tracks.every((t) => t.analysis_status === 'done')).toBe(true)

    // Tracks 1 and 13 play melody 1 (ids modulo the 12 melodies); track 2 plays melody 2.
    const waveformOf = async (id: number) =>
      (await client.get(`${MUSIC_PATHS.tracks}/${id}/waveform`, auth)).data.data as Waveform
    const [one, thirteen, two] = await Promise.all([waveformOf(1), waveformOf(13), waveformOf(2)])
    const melody1 = analyseSeedWav(synthesizeMelody(1))
    expect(one.min).toHaveLength(WAVEFORM_PAIRS)
    expect([one.min, one.max]).toEqual([melody1.waveform.min, melody1.waveform.max])
    expect(thirteen.max).toEqual(one.max)
    expect(two.max).not.toEqual(one.max)
    expect(one.duration).toBeCloseTo(DEMO_MELODY_SECONDS, 2)

    const analysis = (await client.get(`${MUSIC_PATHS.tracks}/1/analysis`, auth)).data.data as AudioAnalysis
    expect(analysis).toMatchObject({ status: 'done', approximate: true, error: null })
    expect(analysis.figures).toEqual(melody1.figures)
    expect(analysis.findings.map((f) => f.rule)).toEqual(
      expect.arrayContaining(['audio.sample_rate', 'audio.mono'])
    )
  })
})
