// The player's queue, current song and place in it survive a reload, per signed-in user and in this browser only;
// signing out forgets them. Audio URLs are not kept: the server's are signed for an hour and the demo's are object
// URLs that end with the page, so a restored song asks for a fresh one when it is played (FloatingPlayer).
import { queueRestored, type PlayerState, type Song } from './playerSlice'

export type StoredQueue = { songs: Song[]; index: number }
/** How far into which song the listener was. */
export type Playback = { songId: number; seconds: number }

const queueKey = (userId: number) => `vibeline.player.queue.${userId}`
const playbackKey = (userId: number) => `vibeline.player.playback.${userId}`

function record(value: unknown): Record<string, unknown> | null {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null
}

function storedSong(value: unknown): Song | null {
  const v = record(value)
  if (!v || typeof v.id !== 'number' || typeof v.name !== 'string' || typeof v.singer !== 'string')
    return null
  const song: Song = {
    id: v.id,
    name: v.name,
    singer: v.singer,
    cover: typeof v.cover === 'string' ? v.cover : '',
    musicSrc: ''
  }
  if (typeof v.duration === 'number') song.duration = v.duration
  return song
}

/** Reads a stored queue; anything malformed (an older format, a hand edit) counts as no queue. */
export function parseStoredQueue(raw: string | null): StoredQueue | null {
  if (!raw) return null
  try {
    const v = record(JSON.parse(raw))
    if (!v || !Array.isArray(v.songs) || typeof v.index !== 'number') return null
    const songs = v.songs.map(storedSong)
    if (songs.length === 0 || songs.some((s) => s === null)) return null
    const kept = songs as Song[]
    const index = Number.isInteger(v.index) && v.index >= 0 && v.index < kept.length ? v.index : 0
    return { songs: kept, index }
  } catch {
    return null
  }
}

export function serializeQueue(state: Pick<PlayerState, 'songs' | 'index'>): string {
  const songs = state.songs.map(({ musicSrc: _src, ...song }) => song)
  return JSON.stringify({ songs, index: state.index })
}

export function parsePlayback(raw: string | null): Playback | null {
  if (!raw) return null
  try {
    const v = record(JSON.parse(raw))
    if (!v || typeof v.songId !== 'number' || typeof v.seconds !== 'number') return null
    if (!Number.isFinite(v.seconds) || v.seconds < 0) return null
    return { songId: v.songId, seconds: v.seconds }
  } catch {
    return null
  }
}

function safely(action: () => void): void {
  try {
    action()
  } catch {
    // Storage full or blocked: playing goes on, only the next visit starts without the queue.
  }
}

export const readStoredQueue = (userId: number): StoredQueue | null =>
  parseStoredQueue(localStorage.getItem(queueKey(userId)))

export function writeStoredQueue(userId: number, state: Pick<PlayerState, 'songs' | 'index'>): void {
  safely(() => {
    if (state.songs.length === 0) {
      localStorage.removeItem(queueKey(userId))
      localStorage.removeItem(playbackKey(userId))
    } else localStorage.setItem(queueKey(userId), serializeQueue(state))
  })
}

export const readPlayback = (userId: number): Playback | null =>
  parsePlayback(localStorage.getItem(playbackKey(userId)))

export function writePlayback(userId: number, playback: Playback): void {
  safely(() =>
    localStorage.setItem(
      playbackKey(userId),
      JSON.stringify({ songId: playback.songId, seconds: Math.round(playback.seconds * 10) / 10 })
    )
  )
}

/** Signing out: the next person at this browser must not find this user's queue. */
export function forgetStoredPlayer(userId: number): void {
  safely(() => {
    localStorage.removeItem(queueKey(userId))
    localStorage.removeItem(playbackKey(userId))
  })
}

type StoreLike = {
  getState(): { auth: { userData: { id: number } | null }; player: PlayerState }
  dispatch(action: ReturnType<typeof queueRestored>): unknown
  subscribe(listener: () => void): () => void
}

/**
 * Keeps the signed-in user's queue in localStorage, and puts it back when that user's session starts (a reload, or
 * signing in again after the session ended without signing out).
 */
export function persistPlayerQueue(store: StoreLike): () => void {
  if (typeof localStorage === 'undefined') return () => {}
  let userId: number | null = null
  let saved: Pick<PlayerState, 'songs' | 'index'> | null = null

  const sync = () => {
    const { auth, player } = store.getState()
    const current = auth.userData?.id ?? null
    if (current !== userId) {
      const previous = userId
      userId = current
      saved = player
      if (current === null) return
      // Someone else signing in without a sign-out in between must not find the previous user's songs playing.
      const switched = previous !== null
      const stored = readStoredQueue(current)
      const next = stored && (switched || player.songs.length === 0) ? stored : null
      if (next || (switched && player.songs.length > 0)) {
        // The dispatch below calls this listener again; with nothing saved yet it does not write the queue back.
        saved = null
        store.dispatch(queueRestored(next ?? { songs: [], index: 0 }))
        saved = store.getState().player
      }
      return
    }
    if (userId === null || !saved) return
    if (player.songs === saved.songs && player.index === saved.index) return
    saved = player
    writeStoredQueue(userId, player)
  }

  const unsubscribe = store.subscribe(sync)
  sync()
  return unsubscribe
}
