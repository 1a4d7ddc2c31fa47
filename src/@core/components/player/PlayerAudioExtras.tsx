// What the player adds from the current song's analysis: the gain for volume normalisation and the waveform on the
// progress bar. It is the library player's sibling, so the analysis arriving (a request per song) never re-renders
// the library's player: a re-render while it restores a remembered song made it start playing.
import type { RefObject } from 'react'
import { playbackGainDb } from './normalisation'
import { ProgressWaveform } from './ProgressWaveform'
import { useCurrentAnalysis } from './useCurrentAnalysis'
import { useNormalisation } from './useNormalisation'

type Props = { songId: number | undefined; audio: RefObject<HTMLAudioElement | null> }

export function PlayerAudioExtras({ songId, audio }: Props) {
  const current = useCurrentAnalysis(songId)
  useNormalisation(audio, playbackGainDb(current.analysis))
  return <ProgressWaveform waveform={current.waveform} audio={audio} />
}
