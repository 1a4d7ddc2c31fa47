// The words' statistics as the track list reads them (no database needed).
import { describe, expect, it } from 'vitest'
import { commonPrefixes, type WordStats } from './wordStats'

const stats: WordStats = {
  words: ['midnight', 'midway', 'love', 'blue'],
  freqs: [0.03, 0.01, 0.03, 0.02, 0.01, 0.03],
  minFreq: 0.01,
  anyFreq: 0.09,
  nullFrac: 0,
  rows: 1_000_000
}

describe('commonPrefixes', () => {
  it('knows a keyword only when each of its words starts a common word', () => {
    expect(commonPrefixes(stats, ['mid'])).toBe(true)
    expect(commonPrefixes(stats, ['midnight', 'blu'])).toBe(true)
    expect(commonPrefixes(stats, ['midnight', 'zzqx'])).toBe(false)
    expect(commonPrefixes(stats, ['lovely'])).toBe(false)
    expect(commonPrefixes(null, ['love'])).toBe(false)
  })
})
