import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { Provider } from 'react-redux'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { http } from '@/auth/http'
import { makeStore } from '@/redux/store'
import { songsReplaced, type Song } from '@/redux/playerSlice'
import { installSignedInFakeDb } from '@/test/fakeDbSession'
import { openTestMusicHost, type TestMusicHost } from '@/test/musicHost'
import { fetchAudioUrl } from './playerApi'
import { editedQueue, sameSongIds, toAudioLists, usePlayerAudioLists, type AudioList } from './playerQueue'

const song = (id: number, musicSrc = `blob:${id}`): Song => ({
  id,
  name: `Song ${id}`,
  singer: 'Singer',
  cover: '',
  musicSrc
})

/** The library's copy of a list: each song with its own key. */
const inLibrary = (songs: Song[]): AudioList[] => songs.map((s) => ({ ...s, __PLAYER_KEY__: `key-${s.id}` }))

describe('toAudioLists', () => {
  it('hands songs with a URL over as they are', () => {
    expect(toAudioLists([song(1)])).toEqual([song(1)])
  })

  it('gives a restored song (no URL) a function that asks for a fresh one by its track id', async () => {
    const fetchUrl = vi.fn(async (id: number) => `/media/audio/${id}.mp3?signature=fresh`)
    const [item] = toAudioLists([song(7, '')], fetchUrl)
    expect(typeof item.musicSrc).toBe('function')
    await expect((item.musicSrc as () => Promise<string>)()).resolves.toBe(
      '/media/audio/7.mp3?signature=fresh'
    )
    expect(fetchUrl).toHaveBeenCalledWith(7)
  })
})

describe('fetchAudioUrl', () => {
  // Demo mode's database: the server's services on SQLite, the demo seed.
  let host: TestMusicHost
  beforeEach(async () => {
    host = await openTestMusicHost({ tracks: 20, histories: 100 })
  })
  afterEach(() => host.close())

  it('asks the tracks API for the track and answers its current audio URL', async () => {
    const mock = installSignedInFakeDb(http)
    try {
      const url = await fetchAudioUrl(3)
      expect(url).toMatch(/^(blob:|data:audio\/wav)/)
    } finally {
      mock.restore()
    }
  })

  it('fails for a track that does not exist, so the player moves on', async () => {
    const mock = installSignedInFakeDb(http)
    try {
      await expect(fetchAudioUrl(999_999)).rejects.toThrow()
    } finally {
      mock.restore()
    }
  })
})

describe('editedQueue', () => {
  it('reads the song ids in the library’s order and the index of the song being played', () => {
    const lists = inLibrary([song(3), song(1), song(2)])
    expect(editedQueue('key-1', lists)).toEqual({ ids: [3, 1, 2], index: 1 })
  })

  it('says -1 when the playing song is not in the list (it was removed, or the list was cleared)', () => {
    expect(editedQueue('key-9', inLibrary([song(1)]))).toEqual({ ids: [1], index: -1 })
    expect(editedQueue('', [])).toEqual({ ids: [], index: -1 })
  })

  it('compares lists by song id and order', () => {
    expect(sameSongIds([song(1), song(2)], [1, 2])).toBe(true)
    expect(sameSongIds([song(1), song(2)], [2, 1])).toBe(false)
    expect(sameSongIds([song(1)], [1, 2])).toBe(false)
  })
})

describe('usePlayerAudioLists', () => {
  function setup(songs: Song[]) {
    const store = makeStore()
    store.dispatch(songsReplaced(songs))
    const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>
    const hook = renderHook(() => usePlayerAudioLists(store.getState().player.songs), { wrapper })
    return { store, hook }
  }

  it('puts an edit of the library’s own queue in the store, and keeps the list the library already shows', () => {
    const { store, hook } = setup([song(1), song(2), song(3)])
    const shown = hook.result.current.audioLists

    act(() => hook.result.current.onAudioListsChange('key-3', inLibrary([song(1), song(3)])))
    hook.rerender()

    expect(store.getState().player.songs.map((s) => s.id)).toEqual([1, 3])
    expect(store.getState().player.index).toBe(1)
    // The same array: the library compares lists and would start the queue over on a new one.
    expect(hook.result.current.audioLists).toBe(shown)
  })

  it('hands over a new list when a page replaces the songs', () => {
    const { store, hook } = setup([song(1), song(2)])
    act(() => {
      store.dispatch(songsReplaced([song(4), song(5)]))
    })
    hook.rerender()
    expect(hook.result.current.audioLists.map((item) => item.id)).toEqual([4, 5])
  })
})
