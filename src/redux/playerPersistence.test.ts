import { afterEach, describe, expect, it } from 'vitest'
import type { UserData } from '@/contracts/auth'
import { http } from '@/auth/http'
import { logout } from '@/auth/authThunks'
import { installSignedInFakeDb } from '@/test/fakeDbSession'
import { loggedIn, loggedOut } from './authSlice'
import { indexChanged, playerDestroyed, songsReplaced, type Song } from './playerSlice'
import {
  forgetStoredPlayer,
  parsePlayback,
  parseStoredQueue,
  readPlayback,
  readStoredQueue,
  serializeQueue,
  writePlayback
} from './playerPersistence'
import { makeStore } from './store'

const song = (id: number): Song => ({
  id,
  name: `Song ${id}`,
  singer: 'Singer',
  cover: `/media/covers/${id}.svg`,
  musicSrc: `blob:http://localhost/${id}`,
  duration: 60 + id
})

const user = (id: number): UserData => ({
  id,
  fullName: `User ${id}`,
  username: `user${id}`,
  avatar: null,
  email: `user${id}@example.com`,
  role: 'admin',
  ability: [{ action: 'manage', subject: 'all' }],
  extras: { eCommerceCartItemsCount: 0 }
})

const signedIn = (id: number) =>
  makeStore({ auth: { userData: user(id), accessToken: 'access', refreshToken: 'refresh' } })

describe('stored player queue', () => {
  it('keeps the songs and the index, but no audio URL (they expire)', () => {
    const raw = serializeQueue({ songs: [song(1), song(2)], index: 1 })
    expect(raw).not.toContain('blob:')
    expect(parseStoredQueue(raw)).toEqual({
      songs: [song(1), song(2)].map((s) => ({ ...s, musicSrc: '' })),
      index: 1
    })
  })

  it('reads nothing from a missing, empty or damaged entry', () => {
    expect(parseStoredQueue(null)).toBeNull()
    expect(parseStoredQueue('not json')).toBeNull()
    expect(parseStoredQueue('{"songs":[],"index":0}')).toBeNull()
    expect(parseStoredQueue('{"songs":[{"id":"1","name":"x","singer":"y"}],"index":0}')).toBeNull()
    expect(parseStoredQueue('[1,2]')).toBeNull()
  })

  it('starts at the first song when the stored index does not fit the list', () => {
    const raw = JSON.stringify({ songs: [{ id: 4, name: 'Four', singer: 'S' }], index: 7 })
    expect(parseStoredQueue(raw)).toEqual({
      songs: [{ id: 4, name: 'Four', singer: 'S', cover: '', musicSrc: '' }],
      index: 0
    })
  })

  it('reads a playback place only when it is whole', () => {
    expect(parsePlayback('{"songId":3,"seconds":12.5}')).toEqual({ songId: 3, seconds: 12.5 })
    expect(parsePlayback('{"songId":3,"seconds":-1}')).toBeNull()
    expect(parsePlayback('{"seconds":4}')).toBeNull()
    expect(parsePlayback('oops')).toBeNull()
  })
})

describe('persistPlayerQueue (through makeStore)', () => {
  afterEach(() => {
    localStorage.clear()
  })

  it('brings the queue and the current song back after a reload, paused', () => {
    const before = signedIn(7)
    before.dispatch(songsReplaced([song(1), song(2), song(3)]))
    before.dispatch(indexChanged(2))
    expect(before.getState().player.isPlaying).toBe(true)

    const after = signedIn(7).getState().player
    expect(after.songs.map((s) => s.id)).toEqual([1, 2, 3])
    expect(after.songs[0]).toMatchObject({ name: 'Song 1', singer: 'Singer', cover: '/media/covers/1.svg' })
    expect(after.songs.every((s) => s.musicSrc === '')).toBe(true)
    expect(after.index).toBe(2)
    expect(after.isPlaying).toBe(false)
  })

  it('keeps each user’s queue apart', () => {
    signedIn(7).dispatch(songsReplaced([song(1)]))
    signedIn(8).dispatch(songsReplaced([song(5), song(6)]))
    expect(
      signedIn(7)
        .getState()
        .player.songs.map((s) => s.id)
    ).toEqual([1])
    expect(
      signedIn(8)
        .getState()
        .player.songs.map((s) => s.id)
    ).toEqual([5, 6])
    expect(signedIn(9).getState().player.songs).toEqual([])
  })

  it('forgets the queue when the player is closed', () => {
    const store = signedIn(7)
    store.dispatch(songsReplaced([song(1)]))
    writePlayback(7, { songId: 1, seconds: 30 })
    store.dispatch(playerDestroyed())
    expect(readStoredQueue(7)).toBeNull()
    expect(readPlayback(7)).toBeNull()
  })

  it('empties the player when the session ends, and gives the queue back when the same user signs in again', () => {
    const store = signedIn(7)
    store.dispatch(songsReplaced([song(1), song(2)]))
    store.dispatch(loggedOut())
    expect(store.getState().player.songs).toEqual([])
    expect(readStoredQueue(7)?.songs.map((s) => s.id)).toEqual([1, 2])

    store.dispatch(loggedIn({ userData: user(7), accessToken: 'a', refreshToken: 'r' }))
    expect(store.getState().player.songs.map((s) => s.id)).toEqual([1, 2])
    expect(store.getState().player.isPlaying).toBe(false)
  })

  it('does not leave one user’s songs playing for another who signs in without a sign-out in between', () => {
    signedIn(8).dispatch(songsReplaced([song(5)]))
    const store = signedIn(7)
    store.dispatch(songsReplaced([song(1), song(2)]))

    store.dispatch(loggedIn({ userData: user(8), accessToken: 'a', refreshToken: 'r' }))
    expect(store.getState().player.songs.map((s) => s.id)).toEqual([5])
    store.dispatch(loggedIn({ userData: user(9), accessToken: 'a', refreshToken: 'r' }))
    expect(store.getState().player.songs).toEqual([])
    // The first user's queue is still theirs.
    expect(readStoredQueue(7)?.songs.map((s) => s.id)).toEqual([1, 2])
  })

  it('does not replace songs a store starts with (a test’s preloaded player)', () => {
    signedIn(7).dispatch(songsReplaced([song(1)]))
    const store = makeStore({
      auth: { userData: user(7), accessToken: 'a', refreshToken: 'r' },
      player: { songs: [song(9)], index: 0, isPlaying: true }
    })
    expect(store.getState().player.songs.map((s) => s.id)).toEqual([9])
  })

  it('keeps nothing without a signed-in user', () => {
    const store = makeStore({ auth: { userData: null, accessToken: null, refreshToken: null } })
    store.dispatch(songsReplaced([song(1)]))
    expect(Object.keys(localStorage).filter((key) => key.startsWith('vibeline.player.'))).toEqual([])
  })

  it('signing out forgets the user’s queue and place', async () => {
    const mock = installSignedInFakeDb(http)
    try {
      const store = signedIn(1)
      store.dispatch(songsReplaced([song(1), song(2)]))
      writePlayback(1, { songId: 1, seconds: 12 })
      signedIn(2).dispatch(songsReplaced([song(3)]))

      await store.dispatch(logout())

      expect(readStoredQueue(1)).toBeNull()
      expect(readPlayback(1)).toBeNull()
      expect(store.getState().player.songs).toEqual([])
      // Only the one who signed out.
      expect(readStoredQueue(2)?.songs.map((s) => s.id)).toEqual([3])
    } finally {
      mock.restore()
    }
  })

  it('forgetStoredPlayer removes both entries of that user only', () => {
    signedIn(3).dispatch(songsReplaced([song(1)]))
    writePlayback(3, { songId: 1, seconds: 5 })
    forgetStoredPlayer(3)
    expect(readStoredQueue(3)).toBeNull()
    expect(readPlayback(3)).toBeNull()
  })
})
