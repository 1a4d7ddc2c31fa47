// Keeps a process's SessionCache true to the database (PostgreSQL): the triggers of db/engine/sessionNotifications.ts
// tell every process what changed, and the cache is used only while this process's LISTEN connection is up.
import type { Db } from '../db/engine/database'
import { listen } from '../db/engine/listener'
import { SESSION_CHANNEL } from '../db/engine/sessionNotifications'
import { writesTo } from '../db/engine/writeWatch'
import { SessionCache } from './sessionCache'

export type SessionChanges = {
  cache: SessionCache
  /** Resolves once the first connection attempt is over (the cache is in use if it succeeded). */
  started: Promise<void>
  close: () => Promise<void>
}

type Told = { schema?: unknown; all?: unknown; users?: unknown; sessions?: unknown }

const SESSION_WRITES = writesTo(['users', 'refresh_tokens'], { inserts: false })

export function followSessionChanges(
  database: Db,
  warn: (message: string) => void = () => undefined
): SessionChanges | undefined {
  const { connection, writes } = database
  if (database.dialect !== 'postgres' || !connection || !writes) return undefined
  const cache = new SessionCache()
  let schema: string | undefined
  const listener = listen(connection, SESSION_CHANNEL, {
    up: (current) => {
      schema = current
      cache.enable()
    },
    down: (err) => {
      cache.disable()
      if (err) warn(`The session-change listener lost its PostgreSQL connection: ${err.message}`)
    },
    message: (payload) => {
      let told: Told
      try {
        told = JSON.parse(payload) as Told
      } catch {
        // Not ours to read, but on our channel: forgetting too much is the safe side.
        cache.forgetAll()
        return
      }
      if (told.schema !== schema) return
      if (told.all === true) cache.forgetAll()
      if (Array.isArray(told.users)) for (const id of told.users) cache.forgetUser(Number(id))
      if (Array.isArray(told.sessions))
        for (const family of told.sessions) cache.forgetSession(String(family))
    }
  })
  // This process's own changes must show in its very next request, which may come before the NOTIFY would: the
  // write's caller goes on only once the listener has received every notification committed before (a fence,
  // one round trip on the listening connection). Found from the SQL the pool sends, not from a list of call sites
  // that every new route writing users or refresh tokens would have to join. Inserts are not told (see the
  // triggers), so they need no fence.
  const unwatch = writes.watch(SESSION_WRITES, listener.fence)
  return {
    cache,
    started: listener.started,
    close: async () => {
      unwatch()
      await listener.close()
    }
  }
}
