// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { loggedOut } from './authSlice'
import {
  indexChanged,
  paused,
  played,
  playerDestroyed,
  playerSlice,
  queueEdited,
  queueRestored,
  songAdded,
  songsReplaced,
  type PlayerState,
  type Song
} from './playerSlice'

const song = (id: number): Song => ({
  id,
  name: `Song ${id}`,
  singer: 'Singer',
  cover: '',
  musicSrc: `blob:${id}`
})
const reduce = playerSlice.reducer
const idle: PlayerState = reduce(undefined, { type: 'init' })

describe('player slice (spec §4)', () => {
  it('starts with no songs, at index 0, not playing', () => {
    expect(idle).toEqual({ index: 0, isPlaying: false, songs: [] })
  })

  it('adding a song replaces the list with that one song and starts playing', () => {
    const before: PlayerState = { index: 2, isPlaying: false, songs: [song(1), song(2), song(3)] }
    expect(reduce(before, songAdded(song(9)))).toEqual({ index: 0, isPlaying: true, songs: [song(9)] })
  })

  it('play all replaces the list with the given songs and plays from the first', () => {
    const before: PlayerState = { index: 1, isPlaying: false, songs: [song(1), song(2)] }
    expect(reduce(before, songsReplaced([song(4), song(5), song(6)]))).toEqual({
      index: 0,
      isPlaying: true,
      songs: [song(4), song(5), song(6)]
    })
    expect(reduce(before, songsReplaced([])).isPlaying).toBe(false)
  })

  it('changing the index sets the index and plays', () => {
    const before: PlayerState = { index: 0, isPlaying: false, songs: [song(1), song(2)] }
    expect(reduce(before, indexChanged(1))).toEqual({ ...before, index: 1, isPlaying: true })
  })

  it('an index outside the list is ignored', () => {
    const before: PlayerState = { index: 0, isPlaying: false, songs: [song(1)] }
    expect(reduce(before, indexChanged(5))).toEqual(before)
  })

  it('play sets isPlaying and pause clears it, leaving the list alone', () => {
    const list: PlayerState = { index: 0, isPlaying: false, songs: [song(1)] }
    const playing = reduce(list, played())
    expect(playing).toEqual({ ...list, isPlaying: true })
    expect(reduce(playing, paused())).toEqual({ ...list, isPlaying: false })
  })

  it('destroying the player clears the list', () => {
    const before: PlayerState = { index: 1, isPlaying: true, songs: [song(1), song(2)] }
    expect(reduce(before, playerDestroyed())).toEqual({ index: 0, isPlaying: false, songs: [] })
  })

  it('a queue restored after a reload comes back paused, at its song', () => {
    const restored = reduce(idle, queueRestored({ songs: [song(1), song(2), song(3)], index: 2 }))
    expect(restored).toEqual({ index: 2, isPlaying: false, songs: [song(1), song(2), song(3)] })
    expect(reduce(idle, queueRestored({ songs: [song(1)], index: 4 })).index).toBe(0)
  })

  it('a song removed in the player’s queue panel leaves the list, the playing song keeps its place', () => {
    const before: PlayerState = { index: 2, isPlaying: true, songs: [song(1), song(2), song(3)] }
    expect(reduce(before, queueEdited({ ids: [1, 3], index: 1 }))).toEqual({
      index: 1,
      isPlaying: true,
      songs: [song(1), song(3)]
    })
  })

  it('a reordered queue follows the panel; without a known song the index stays inside the list', () => {
    const before: PlayerState = { index: 2, isPlaying: true, songs: [song(1), song(2), song(3)] }
    expect(reduce(before, queueEdited({ ids: [3, 1, 2], index: 0 }))).toEqual({
      index: 0,
      isPlaying: true,
      songs: [song(3), song(1), song(2)]
    })
    expect(reduce(before, queueEdited({ ids: [1, 2], index: -1 })).index).toBe(1)
  })

  it('an unchanged queue report changes nothing', () => {
    const before: PlayerState = { index: 1, isPlaying: false, songs: [song(1), song(2)] }
    expect(reduce(before, queueEdited({ ids: [1, 2], index: -1 }))).toBe(before)
  })

  it('clearing the queue in the panel empties the player', () => {
    const before: PlayerState = { index: 1, isPlaying: true, songs: [song(1), song(2)] }
    expect(reduce(before, queueEdited({ ids: [], index: -1 }))).toEqual({
      index: 0,
      isPlaying: false,
      songs: []
    })
  })

  it('signing out empties the player for the next person', () => {
    const before: PlayerState = { index: 1, isPlaying: true, songs: [song(1), song(2)] }
    expect(reduce(before, loggedOut())).toEqual(idle)
  })
})
