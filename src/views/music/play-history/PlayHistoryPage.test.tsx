// The play history's header names the period of each figure it shows (issue 40 §6).
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installSignedInFakeDb } from '@/test/fakeDbSession'
import { hostTracks, openTestMusicHost, type TestMusicHost } from '@/test/musicHost'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import PlayHistoryPage from './PlayHistoryPage'

let mock: MockAdapter
beforeAll(() => {
  mock = installSignedInFakeDb(http)
})
afterAll(() => mock.restore())
let host: TestMusicHost
beforeEach(async () => {
  host = await openTestMusicHost({ tracks: 120 })
})
afterEach(() => host.close())

describe('play history header', () => {
  it("gives the chart's 30-day total and the all-time total, each with its period", async () => {
    const track = (await hostTracks(host)).find((t) => t.play_count > 20)!
    const { store } = renderWithProviders(<PlayHistoryPage />, {
      preloadedState: signedInAs(ROLE_ABILITIES.admin),
      route: `/music/tracks/${track.id}/history`,
      path: '/music/tracks/:id/history'
    })
    const figures = await screen.findByText(/plays? in these 30 days/)
    const history = store.getState().playHistory!.trackHistory!
    const inChart = history.perDay.reduce((sum, d) => sum + d.plays, 0)
    expect(figures).toHaveTextContent(`${inChart} plays in these 30 days · ${track.play_count} plays in all`)
  })
})
