// How the navbar search on PostgreSQL chooses to look for users, from the columns' statistics (no database needed).
import { describe, expect, it } from 'vitest'
import { walksUsers, type UserStats } from './userSearchStats'

/** 50,000 users whose histogram of names has 100 entries, 3 of them containing "ann". */
const names = [...Array.from({ length: 97 }, (_, i) => `Person ${i}`), 'Anna Bell', 'Joanne Roe', 'Hanna Li']
const stats: UserStats = {
  rows: 50_000,
  columns: new Map([
    ['full_name', { values: ['Maria Garcia'], freqs: [0.002], histogram: names, nullFrac: 0 }],
    ['username', { values: [], freqs: [], histogram: names.map((n) => n.replace(' ', '.')), nullFrac: 0 }],
    ['email', { values: [], freqs: [], histogram: names.map((_, i) => `u${i}@example.com`), nullFrac: 0 }]
  ])
}

describe('walksUsers', () => {
  it('walks from the newest for a keyword too short for the trigram indexes when it is common or unknown', () => {
    expect(walksUsers(stats, ['full_name', 'username'], 'an', 4)).toBe(true)
    expect(walksUsers(stats, ['full_name', 'username'], 'zq', 4)).toBe(false)
    expect(walksUsers(null, ['email'], 'é', 4)).toBe(true)
  })

  it('walks for a keyword common in the sample and reads the trigram indexes for a rare one', () => {
    expect(walksUsers(stats, ['full_name', 'username'], 'ANN', 4)).toBe(true)
    expect(walksUsers(stats, ['email'], 'example.com', 4)).toBe(true)
    expect(walksUsers(stats, ['full_name', 'username'], 'zzqx', 4)).toBe(false)
    expect(walksUsers(stats, ['email'], 'anna', 4)).toBe(false)
  })

  it('counts the most common values by their share', () => {
    // 0.2% of the users are one Maria Garcia: below √(4 / 50,000) ≈ 0.9%, so not worth a walk; 2% is.
    expect(walksUsers(stats, ['full_name'], 'garcia', 4)).toBe(false)
    const common = { ...stats, columns: new Map(stats.columns) }
    common.columns.set('full_name', {
      values: ['Maria Garcia'],
      freqs: [0.02],
      histogram: names,
      nullFrac: 0
    })
    expect(walksUsers(common, ['full_name'], 'garcia', 4)).toBe(true)
  })

  it('reads the trigram indexes when the table has no statistics', () => {
    expect(walksUsers(null, ['full_name'], 'ann', 4)).toBe(false)
    expect(walksUsers({ rows: 0, columns: new Map() }, ['full_name'], 'ann', 4)).toBe(false)
  })
})
