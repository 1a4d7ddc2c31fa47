import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installSignedInFakeDb } from '@/test/fakeDbSession'
import { openTestMusicHost, type TestMusicHost } from '@/test/musicHost'
import { rebuildRollups } from '../../../../server/plays/rollups'
import type { PlayHistory } from '@/contracts/music'
import { makeStore } from '@/redux/store'
import * as api from './playHistoryApi'
import { fetchPlayHistory, fetchTrackHistory, playsPerDay, selectPlayHistory } from './playHistorySlice'

const play = (played_at: string): PlayHistory => ({
  id: 1,
  track_id: 1,
  user_id: 1,
  user_name: 'A',
  played_at,
  seconds_played: 5,
  device: 'web',
  country: 'US'
})

describe('play history slice', () => {
  it('loading is true while fetching and false once loaded', async () => {
    let resolve!: (v: Awaited<ReturnType<typeof api.fetchPlayHistoryPage>>) => void
    const spy = vi.spyOn(api, 'fetchPlayHistoryPage').mockReturnValue(new Promise((r) => (resolve = r)))
    const store = makeStore()
    const params = { track_id: 3, page: 1, per_page: 10 }
    const done = store.dispatch(fetchPlayHistory(params))
    expect(selectPlayHistory(store.getState())).toMatchObject({ loading: true, params })
    resolve({ data: [play('2026-10-01T10:00:00.000Z')], page_meta: { total: 1, page: 1, per_page: 10 } })
    await done
    expect(selectPlayHistory(store.getState())).toMatchObject({ loading: false, total: 1 })
    spy.mockRestore()
  })

  it('counts plays per day, with empty days as zero', () => {
    const days = playsPerDay(
      [play('2026-10-31T09:00:00.000Z'), play('2026-10-31T01:00:00.000Z'), play('2026-10-29T23:59:00.000Z')],
      '2026-10-31T09:00:00.000Z',
      3
    )
    expect(days).toEqual([
      { day: '2026-10-29', plays: 1 },
      { day: '2026-10-30', plays: 0 },
      { day: '2026-10-31', plays: 2 }
    ])
  })

  describe('against the demo database', () => {
    let mock: MockAdapter
    beforeAll(() => {
      mock = installSignedInFakeDb(http)
    })
    afterAll(() => mock.restore())
    // Demo mode's database, where track 3 was played only in the chart's 30 days (its older plays taken out and the
    // roll-ups the totals are read from counted again).
    let host: TestMusicHost
    beforeEach(async () => {
      host = await openTestMusicHost({ tracks: 120 })
      const today = Math.floor(Date.now() / 86_400_000) * 86_400_000
      const firstDay = new Date(today - 29 * 86_400_000).toISOString()
      await host.db
        .deleteFrom('play_histories')
        .where('track_id', '=', 3)
        .where('played_at', '<', firstDay)
        .execute()
      await rebuildRollups(host.db)
    })
    afterEach(() => host.close())

    it('builds the chart series of a track from all its recent plays', async () => {
      const store = makeStore()
      await store.dispatch(fetchTrackHistory(3))
      await store.dispatch(fetchPlayHistory({ track_id: 3, page: 1, per_page: 10 }))
      const state = selectPlayHistory(store.getState())
      expect(state.trackHistory?.track.id).toBe(3)
      expect(state.trackHistory?.perDay).toHaveLength(30)
      const charted = state.trackHistory!.perDay.reduce((sum, d) => sum + d.plays, 0)
      expect(charted).toBe(state.total)
      expect(charted).toBeGreaterThan(0)
      expect(state.trackLoading).toBe(false)
    })
  })
})
