// One PostgreSQL connection of a process's own that LISTENs on a channel, connected again with a growing delay after
// an error or a disconnect. Whoever follows it must assume it missed everything while it was not `up`.
import { randomUUID } from 'node:crypto'
import pg from 'pg'

export type ListenerEvents = {
  /** LISTEN is in effect (again), in the connection's schema: every commit from now on will be told. */
  up: (schema: string) => void
  /** The connection was lost (or never made): notifications may be missed until the next `up`. */
  down: (err: Error | undefined) => void
  message: (payload: string) => void
}

export type Listener = {
  /** Resolves once the first connection attempt succeeded or failed. */
  readonly started: Promise<void>
  /**
   * Resolves once every notification of the transactions committed before the call has been handed to `message`
   * (at once while not up: there is nothing to wait for then). One round trip on the listening connection.
   */
  fence: () => Promise<void>
  close: () => Promise<void>
}

/** A connection attempt that takes longer fails (and is tried again later); the server starts meanwhile. */
const CONNECT_TIMEOUT_MS = 5000
const FIRST_DELAY_MS = 100
const LONGEST_DELAY_MS = 10_000
/** A fence that takes longer than this means a broken connection: it is dropped and made again. */
const FENCE_TIMEOUT_MS = 3000
const HEARTBEAT_MS = 10_000

export function listen(config: pg.ClientConfig, channel: string, events: ListenerEvents): Listener {
  if (!/^\w+$/.test(channel)) throw new Error(`listen: "${channel}" is not a plain channel name`)
  // A fence is a notification this connection sends itself: PostgreSQL hands each listener the notifications in
  // the order their transactions committed, so when it comes back, all those committed before it came first.
  const fencePrefix = `fence:${randomUUID()}:`
  const fences = new Map<number, (arrived: boolean) => void>()
  let fenceCount = 0
  let closed = false
  let client: pg.Client | undefined
  let drop: ((err: Error) => void) | undefined
  let up = false
  let delay = FIRST_DELAY_MS
  let retry: NodeJS.Timeout | undefined
  let markStarted: () => void = () => undefined
  const started = new Promise<void>((resolve) => (markStarted = resolve))

  const releaseFences = () => {
    for (const release of fences.values()) release(false)
    fences.clear()
  }

  /** Whether a notification sent on `current` came back; if not in time, the connection is given up. */
  const fenceOn = (current: pg.Client, broken: (err: Error) => void): Promise<boolean> => {
    const n = ++fenceCount
    return new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => {
        // Whatever else was sent may be lost too (or never come: a pooler that does not keep sessions), so start
        // again, which forgets everything.
        if (fences.delete(n))
          broken(new Error('the LISTEN connection did not hand back its own notification'))
        resolve(false)
      }, FENCE_TIMEOUT_MS)
      fences.set(n, (arrived) => {
        clearTimeout(timer)
        resolve(arrived)
      })
      current.query('select pg_notify($1, $2)', [channel, `${fencePrefix}${n}`]).catch(() => undefined)
    })
  }

  const connect = async () => {
    retry = undefined
    if (closed) return
    const current = new pg.Client({
      application_name: 'vibeline-listen',
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      ...config,
      keepAlive: true
    })
    client = current
    let lost = false
    const fail = (err?: Error) => {
      if (lost) return
      lost = true
      up = false
      current.removeAllListeners('notification')
      current.end().catch(() => undefined)
      events.down(err)
      releaseFences()
      markStarted()
      if (!closed) {
        retry = setTimeout(connect, delay)
        retry.unref()
        delay = Math.min(delay * 2, LONGEST_DELAY_MS)
      }
    }
    drop = fail
    current.on('error', fail)
    current.on('end', () => fail(closed ? undefined : new Error('the LISTEN connection ended')))
    current.on('notification', (note) => {
      if (note.channel !== channel || note.payload === undefined) return
      if (note.payload.startsWith(fencePrefix)) {
        const n = Number(note.payload.slice(fencePrefix.length))
        fences.get(n)?.(true)
        fences.delete(n)
      } else events.message(note.payload)
    })
    try {
      await current.connect()
      await current.query(`listen ${channel}`)
      const { rows } = await current.query<{ schema: string }>('select current_schema() as schema')
      // Up only once a notification made it back: proof that this connection really listens.
      if (!(await fenceOn(current, fail)) || lost || closed) return
      up = true
      delay = FIRST_DELAY_MS
      events.up(rows[0].schema)
      markStarted()
    } catch (err) {
      fail(err as Error)
    }
  }

  const fence = async (): Promise<void> => {
    if (up && client && drop) await fenceOn(client, drop)
  }

  // A connection that silently stopped carrying anything (no reset ever came) is found out within a heartbeat.
  const heartbeat = setInterval(() => void fence(), HEARTBEAT_MS)
  heartbeat.unref()

  void connect()
  return {
    started,
    fence,
    close: async () => {
      closed = true
      clearInterval(heartbeat)
      if (retry) clearTimeout(retry)
      releaseFences()
      up = false
      await client?.end().catch(() => undefined)
    }
  }
}
