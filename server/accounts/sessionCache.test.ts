import { describe, expect, it } from 'vitest'
import { SessionCache } from './sessionCache'

const editor = { id: 7, role: 'editor', status: 'active' }

function enabled(limit?: number): SessionCache {
  const cache = new SessionCache(limit)
  cache.enable()
  return cache
}

describe('SessionCache', () => {
  it('answers what a lookup found', () => {
    const cache = enabled()
    cache.remember(cache.generation, editor, { family: 'f1', liveUntil: Date.now() + 60_000 })
    expect(cache.user(7)).toEqual(editor)
    expect(cache.sessionLive('f1', Date.now())).toBe(true)
  })

  it('keeps nothing from a lookup that a change overtook', () => {
    const cache = enabled()
    const before = cache.generation
    // The lookup is on its way to the database when the change is told.
    cache.forgetUser(99)
    cache.remember(before, editor, { family: 'f1', liveUntil: Date.now() + 60_000 })
    expect(cache.user(7)).toBeUndefined()
    expect(cache.sessionLive('f1', Date.now())).toBe(false)
  })

  it('forgets the user, the session or everything it is told changed', () => {
    const cache = enabled()
    const later = Date.now() + 60_000
    cache.remember(cache.generation, editor, { family: 'f1', liveUntil: later })
    cache.remember(cache.generation, { ...editor, id: 8 }, { family: 'f2', liveUntil: later })
    cache.forgetUser(7)
    cache.forgetSession('f1')
    expect(cache.user(7)).toBeUndefined()
    expect(cache.sessionLive('f1', Date.now())).toBe(false)
    expect(cache.user(8)?.id).toBe(8)
    expect(cache.sessionLive('f2', Date.now())).toBe(true)
    cache.forgetAll()
    expect(cache.user(8)).toBeUndefined()
    expect(cache.sessionLive('f2', Date.now())).toBe(false)
  })

  it('stops believing in a session once its last token has expired', () => {
    const cache = enabled()
    const until = Date.now() + 1000
    cache.remember(cache.generation, editor, { family: 'f1', liveUntil: until })
    expect(cache.sessionLive('f1', until - 1)).toBe(true)
    expect(cache.sessionLive('f1', until)).toBe(false)
    expect(cache.sessionLive('f1', until - 1)).toBe(false)
  })

  it('keeps no missing user and no dead session', () => {
    const cache = enabled()
    cache.remember(cache.generation, undefined, { family: 'f1', liveUntil: Number.NaN })
    expect(cache.user(7)).toBeUndefined()
    expect(cache.sessionLive('f1', Date.now())).toBe(false)
  })

  it('answers and keeps nothing while changes are not followed, and starts empty when they are again', () => {
    const cache = new SessionCache()
    cache.remember(cache.generation, editor)
    expect(cache.user(7)).toBeUndefined()
    cache.enable()
    cache.remember(cache.generation, editor)
    const generation = cache.generation
    cache.disable()
    expect(cache.user(7)).toBeUndefined()
    cache.remember(generation, editor)
    cache.enable()
    expect(cache.user(7)).toBeUndefined()
  })

  it('starts again from none rather than grow past its bound', () => {
    const cache = enabled(3)
    const later = Date.now() + 60_000
    for (let id = 1; id <= 3; id++)
      cache.remember(cache.generation, { ...editor, id }, { family: `f${id}`, liveUntil: later })
    expect(cache.user(3)?.id).toBe(3)
    cache.remember(cache.generation, { ...editor, id: 4 }, { family: 'f4', liveUntil: later })
    expect([1, 2, 3].map((id) => cache.user(id))).toEqual([undefined, undefined, undefined])
    expect(cache.user(4)?.id).toBe(4)
    expect(cache.sessionLive('f1', Date.now())).toBe(false)
    expect(cache.sessionLive('f4', Date.now())).toBe(true)
  })
})
