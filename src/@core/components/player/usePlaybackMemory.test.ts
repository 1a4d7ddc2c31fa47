// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { resumeTime, withStartTime } from './usePlaybackMemory'

describe('resumeTime', () => {
  it('takes a restored song back to where the listener was', () => {
    expect(resumeTime({ songId: 4, seconds: 42.5 }, 4, 180)).toBe(42.5)
  })

  it('starts from the beginning when the saved place belongs to another song', () => {
    expect(resumeTime({ songId: 5, seconds: 42.5 }, 4, 180)).toBeNull()
  })

  it('starts from the beginning when the song had (nearly) ended or nothing was saved', () => {
    expect(resumeTime({ songId: 4, seconds: 179.5 }, 4, 180)).toBeNull()
    expect(resumeTime({ songId: 4, seconds: 0 }, 4, 180)).toBeNull()
    expect(resumeTime(null, 4, 180)).toBeNull()
  })

  it('resumes even before the length is known (a stream without a duration)', () => {
    expect(resumeTime({ songId: 4, seconds: 30 }, 4, Number.NaN)).toBe(30)
  })
})

describe('withStartTime', () => {
  it('starts a signed URL at the saved place without touching its query', () => {
    expect(withStartTime('/media/audio/a.wav?expires=1&signature=x', 42.56)).toBe(
      '/media/audio/a.wav?expires=1&signature=x#t=42.5'
    )
  })

  it('replaces a start the URL already had', () => {
    expect(withStartTime('blob:http://localhost/abc#t=3', 7)).toBe('blob:http://localhost/abc#t=7')
  })
})
