import { describe, expect, it } from 'vitest'
import { analyseAll } from './analyseAll'
import type { Progress } from './analysisRepository'

const counts = (pending: number, analysing: number, done: number): Progress => ({
  total: 4,
  pending,
  analysing,
  done,
  failed: 4 - pending - analysing - done,
  unavailable: 0
})

describe('npm run analyse', () => {
  it('queues, then reports the counts until nothing waits or runs', async () => {
    const seen = [counts(3, 1, 0), counts(1, 1, 2), counts(0, 0, 3)]
    const lines: string[] = []
    let ticks = 0
    const last = await analyseAll(
      {
        requestAll: async () => ({ queued: 4 }),
        progress: async () => seen.shift()!,
        report: (line) => lines.push(line),
        tick: async () => void ticks++
      },
      false
    )
    expect(last).toEqual(counts(0, 0, 3))
    expect(ticks).toBe(2)
    expect(lines[0]).toBe('Queued 4 track(s) for analysis.')
    expect(lines.at(-1)).toBe('3/4 analysed, 0 waiting, 0 analysing, 1 failed, 0 unavailable')
  })

  it('only queues with --queue-only', async () => {
    const lines: string[] = []
    const last = await analyseAll(
      {
        requestAll: async () => ({ queued: 2 }),
        progress: () => Promise.reject(new Error('not read')),
        report: (line) => lines.push(line),
        tick: () => Promise.reject(new Error('not waited'))
      },
      true
    )
    expect(last).toBeNull()
    expect(lines).toEqual(['Queued 2 track(s) for analysis.'])
  })
})
