import { describe, expect, it } from 'vitest'
import type { Track } from '@/contracts/music'
import { trackToSong } from './songs'

const track = (cover_url: string | null) =>
  ({ id: 7, title: 'Waking Journey', artist: 'Nina', cover_url, audio_url: '/a.wav', duration: 9 }) as Track

describe('trackToSong', () => {
  it('keeps a track’s own artwork', () => {
    expect(trackToSong(track('/covers/7.png')).cover).toBe('/covers/7.png')
  })

  it('gives a track without artwork a placeholder with its initials, never an empty image', () => {
    const cover = trackToSong(track(null)).cover
    expect(cover.startsWith('data:image/svg+xml,')).toBe(true)
    expect(decodeURIComponent(cover)).toContain('>WJ</text>')
  })
})
