import { describe, expect, it } from 'vitest'
import { resumeTime } from './usePlaybackMemory'

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
