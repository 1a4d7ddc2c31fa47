import { describe, expect, it, vi, beforeEach } from 'vitest'
import { makeStore } from '@/redux/store'
import { DEFAULT_TRACK_PARAMS, deleteTrack, fetchTracks, saveTrackThunk, selectTracks } from './tracksSlice'
import * as api from './tracksApi'
import type { Page, Track } from '@/contracts/music'

const track = (id: number): Track => ({
  id,
  title: `Track ${id}`,
  artist: 'Artist',
  album: '',
  genre: 'pop',
  duration: 100,
  release_date: null,
  cover_url: null,
  audio_url: 'blob:x',
  mime_type: 'audio/wav',
  size: 1,
  status: 'published',
  explicit: false,
  play_count: 0,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  analysis_status: 'done',
  gain_db: null
})
const page = (rows: Track[], total = rows.length): Page<Track> => ({
  data: rows,
  page_meta: { total, page: 1, per_page: 10 }
})

function deferred<T>() {
  let resolve!: (v: T) => void
  let reject!: (e: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

beforeEach(() => vi.restoreAllMocks())

describe('tracks slice', () => {
  it('starts with the spec §3 shape', () => {
    const state = selectTracks(makeStore().getState())
    expect(state).toMatchObject({
      data: [],
      total: 0,
      params: DEFAULT_TRACK_PARAMS,
      allData: [],
      selectedTrack: null,
      loading: false
    })
  })

  it('loading is true while fetching and false once loaded, with data and total from the page', async () => {
    const answer = deferred<Page<Track>>()
    vi.spyOn(api, 'fetchTrackPage').mockReturnValue(answer.promise)
    const store = makeStore()
    const params = { ...DEFAULT_TRACK_PARAMS, filters: { keyword: 'rain' } }
    const done = store.dispatch(fetchTracks(params))
    expect(selectTracks(store.getState())).toMatchObject({ loading: true, params })
    answer.resolve(page([track(1), track(2)], 42))
    await done
    expect(selectTracks(store.getState())).toMatchObject({ loading: false, total: 42, error: null })
    expect(selectTracks(store.getState()).data.map((t) => t.id)).toEqual([1, 2])
    expect(selectTracks(store.getState()).allData.map((t) => t.id)).toEqual([1, 2])
  })

  it('keeps whether the total is an estimate, and clears it with the next exact page', async () => {
    const store = makeStore()
    const spy = vi.spyOn(api, 'fetchTrackPage')
    const estimated = page([track(1)], 28_000)
    spy.mockResolvedValueOnce({ ...estimated, page_meta: { ...estimated.page_meta, total_estimated: true } })
    await store.dispatch(fetchTracks({ ...DEFAULT_TRACK_PARAMS, filters: { keyword: 'midnight' } }))
    expect(selectTracks(store.getState())).toMatchObject({ total: 28_000, totalEstimated: true })
    spy.mockResolvedValueOnce(page([track(2)], 7))
    await store.dispatch(fetchTracks({ ...DEFAULT_TRACK_PARAMS, filters: { keyword: 'midnight blue' } }))
    expect(selectTracks(store.getState())).toMatchObject({ total: 7, totalEstimated: false })
  })

  it('loading is false with the message once a fetch fails', async () => {
    vi.spyOn(api, 'fetchTrackPage').mockRejectedValue(new Error('boom'))
    const store = makeStore()
    await store.dispatch(fetchTracks(DEFAULT_TRACK_PARAMS))
    expect(selectTracks(store.getState())).toMatchObject({
      loading: false,
      error: 'Something went wrong. Please try again.'
    })
  })

  it('an older answer arriving late does not replace the newer list', async () => {
    const slow = deferred<Page<Track>>()
    const spy = vi.spyOn(api, 'fetchTrackPage')
    spy.mockReturnValueOnce(slow.promise).mockResolvedValueOnce(page([track(2)]))
    const store = makeStore()
    const first = store.dispatch(fetchTracks({ ...DEFAULT_TRACK_PARAMS, page: 1 }))
    await store.dispatch(fetchTracks({ ...DEFAULT_TRACK_PARAMS, page: 2 }))
    slow.resolve(page([track(1)]))
    await first
    expect(selectTracks(store.getState()).data.map((t) => t.id)).toEqual([2])
    expect(selectTracks(store.getState()).params.page).toBe(2)
  })

  it('saving and deleting reload the list with the current params', async () => {
    const fetchSpy = vi.spyOn(api, 'fetchTrackPage').mockResolvedValue(page([track(1), track(2)]))
    vi.spyOn(api, 'saveTrack').mockResolvedValue(track(3))
    vi.spyOn(api, 'deleteTrackById').mockResolvedValue()
    const store = makeStore()
    const params = { ...DEFAULT_TRACK_PARAMS, page: 3 }
    await store.dispatch(fetchTracks(params))
    await store.dispatch(
      saveTrackThunk({ input: { title: 'x', artist: 'y', genre: 'pop', duration: 1 }, audio: null })
    )
    expect(fetchSpy).toHaveBeenCalledTimes(2)
    expect(fetchSpy.mock.calls[1][0]).toEqual(params)
    fetchSpy.mockResolvedValue(page([track(2)]))
    await store.dispatch(deleteTrack(1))
    expect(fetchSpy).toHaveBeenCalledTimes(3)
    await vi.waitFor(() => expect(selectTracks(store.getState()).data.map((t) => t.id)).toEqual([2]))
  })
})
