// The current song's waveform drawn under the player's progress bar (the played part in the primary colour), in
// place of the bar's plain rail; a song without a stored waveform keeps the plain bar. The library's slider stays on
// top and keeps its pointer and keyboard handling.
import { useEffect, useRef, useState, type RefObject } from 'react'
import { createPortal } from 'react-dom'
import type { Waveform } from '@/contracts/audioAnalysis'

const BAR = 3
const GAP = 1

/** The pairs of `waveform` folded into `bars` columns: each column's highest max and lowest min. */
export function foldPeaks(
  waveform: Pick<Waveform, 'min' | 'max'>,
  bars: number
): { min: number; max: number }[] {
  const n = Math.min(waveform.min.length, waveform.max.length)
  if (n === 0 || bars <= 0) return []
  const columns = Math.min(bars, n)
  const out: { min: number; max: number }[] = []
  for (let c = 0; c < columns; c++) {
    const from = Math.floor((c * n) / columns)
    const to = Math.max(from + 1, Math.floor(((c + 1) * n) / columns))
    let min = 0
    let max = 0
    for (let i = from; i < to; i++) {
      if (waveform.max[i] > max) max = waveform.max[i]
      if (waveform.min[i] < min) min = waveform.min[i]
    }
    out.push({ min, max })
  }
  return out
}

function draw(canvas: HTMLCanvasElement, waveform: Waveform, progress: number) {
  const context = canvas.getContext('2d')
  if (!context) return
  const ratio = window.devicePixelRatio || 1
  const width = canvas.clientWidth
  const height = canvas.clientHeight
  if (width === 0 || height === 0) return
  if (canvas.width !== Math.round(width * ratio)) canvas.width = Math.round(width * ratio)
  if (canvas.height !== Math.round(height * ratio)) canvas.height = Math.round(height * ratio)
  context.setTransform(ratio, 0, 0, ratio, 0, 0)
  context.clearRect(0, 0, width, height)
  const columns = foldPeaks(waveform, Math.floor(width / (BAR + GAP)))
  const peak = Math.max(0.01, ...columns.map((c) => Math.max(c.max, -c.min)))
  const style = getComputedStyle(canvas)
  const played = style.getPropertyValue('--bs-primary').trim() || '#7367f0'
  const rest = style.getPropertyValue('--bs-secondary-color').trim() || '#8a8d93'
  const middle = height / 2
  const step = width / columns.length
  columns.forEach((column, i) => {
    const x = i * step
    const top = (column.max / peak) * middle
    const bottom = (-column.min / peak) * middle
    context.fillStyle = (i + 0.5) / columns.length <= progress ? played : rest
    context.fillRect(
      x,
      middle - Math.max(1, top),
      Math.max(1, step - GAP),
      Math.max(1, top) + Math.max(1, bottom)
    )
  })
}

type Props = { waveform: Waveform | null; audio: RefObject<HTMLAudioElement | null> }

export function ProgressWaveform({ waveform, audio }: Props) {
  const [host, setHost] = useState<HTMLElement | null>(null)
  const canvas = useRef<HTMLCanvasElement>(null)

  // The library renders its full panel (and so the bar) only in full mode, and the phone's full-screen player only when
  // opened: follow them as they come and go.
  useEffect(() => {
    const root = document.querySelector('.react-jinke-music-player-main.vibeline-player')
    if (!root) return
    // The panel's bar on a wide screen, the full-screen player's on a phone.
    const find = () =>
      setHost(
        root.querySelector<HTMLElement>(
          '.music-player-panel .progress-bar-content .progress-bar, .react-jinke-music-player-mobile-progress-bar'
        )
      )
    find()
    const observer = new MutationObserver(find)
    observer.observe(root, { childList: true, subtree: true })
    return () => observer.disconnect()
  }, [])

  useEffect(() => {
    if (!host) return
    host.classList.toggle('has-waveform', waveform !== null)
    return () => host.classList.remove('has-waveform')
  }, [host, waveform])

  useEffect(() => {
    const element = canvas.current
    const media = audio.current
    if (!element || !waveform) return
    const redraw = () => {
      const duration = media && Number.isFinite(media.duration) && media.duration > 0 ? media.duration : 0
      draw(element, waveform, duration ? (media?.currentTime ?? 0) / duration : 0)
    }
    redraw()
    media?.addEventListener('timeupdate', redraw)
    media?.addEventListener('seeked', redraw)
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(redraw)
    resize?.observe(element)
    return () => {
      media?.removeEventListener('timeupdate', redraw)
      media?.removeEventListener('seeked', redraw)
      resize?.disconnect()
    }
  }, [host, waveform, audio])

  if (!host || !waveform) return null
  return createPortal(
    <canvas ref={canvas} className="player-waveform" aria-hidden="true" data-testid="player-waveform" />,
    host
  )
}
