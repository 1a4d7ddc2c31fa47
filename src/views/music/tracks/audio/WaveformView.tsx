// The stored waveform of a track, drawn by wavesurfer.js from its peaks (the audio is not fetched or decoded again).
// wavesurfer.js is loaded here only, on demand, so it stays out of every other screen's chunks. A click (or Enter on
// the focused waveform, which starts at its beginning) asks to play from that point.
import { useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { Waveform } from '@/contracts/audioAnalysis'

type Props = {
  waveform: Waveform
  title: string
  /** Redraws in the skin's colours when the skin changes. */
  skin: string
  onSeek: (seconds: number) => void
}

function cssColour(element: Element, name: string, fallback: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || fallback
}

export function WaveformView({ waveform, title, skin, onSeek }: Props) {
  const { t } = useTranslation()
  const container = useRef<HTMLDivElement>(null)
  const seek = useRef(onSeek)
  const [failed, setFailed] = useState(false)

  useEffect(() => {
    seek.current = onSeek
  }, [onSeek])

  useEffect(() => {
    const element = container.current
    if (!element) return
    let destroyed = false
    let destroy: (() => void) | undefined
    import('wavesurfer.js')
      .then(({ default: WaveSurfer }) => {
        if (destroyed) return
        const surfer = WaveSurfer.create({
          container: element,
          height: 96,
          // max above the middle, |min| below it (wavesurfer draws a second channel mirrored).
          peaks: [waveform.max, waveform.min],
          duration: waveform.duration,
          waveColor: cssColour(element, '--bs-secondary-color', '#8a8d93'),
          progressColor: cssColour(element, '--bs-primary', '#7367f0'),
          cursorWidth: 0,
          barWidth: 2,
          barGap: 1,
          barRadius: 1,
          normalize: true,
          interact: true,
          dragToSeek: false
        })
        surfer.on('click', (relativeX) => seek.current(relativeX * waveform.duration))
        destroy = () => surfer.destroy()
      })
      .catch(() => {
        if (!destroyed) setFailed(true)
      })
    return () => {
      destroyed = true
      destroy?.()
    }
  }, [waveform, skin])

  if (failed) return <p className="text-body-secondary small mb-0">{t('music.audio.waveformFailed')}</p>
  return (
    <div
      ref={container}
      className="audio-waveform"
      role="button"
      tabIndex={0}
      aria-label={t('music.audio.waveformLabel', { title })}
      data-testid="audio-waveform"
      onKeyDown={(event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault()
          seek.current(0)
        }
      }}
    />
  )
}
