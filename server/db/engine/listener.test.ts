// The LISTEN connection (PostgreSQL, with TEST_DATABASE_URL): notifications in commit order, fences, reconnection.
import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { listen } from './listener'

const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined

async function until(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 5000
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within 5 s`)
    await new Promise((resolve) => setTimeout(resolve, 10))
  }
}

describe.skipIf(!url)('listen', () => {
  let other: pg.Client
  beforeAll(async () => {
    other = new pg.Client({ connectionString: url })
    await other.connect()
  })
  afterAll(() => other?.end())

  it('hands over what was committed before a fence, and reconnects after its connection is killed', async () => {
    const channel = `test_listen_${randomBytes(4).toString('hex')}`
    const name = `listen-test-${randomBytes(4).toString('hex')}`
    const events: string[] = []
    const messages: string[] = []
    const listener = listen({ connectionString: url, application_name: name }, channel, {
      up: () => events.push('up'),
      down: () => events.push('down'),
      message: (payload) => messages.push(payload)
    })
    try {
      await listener.started
      expect(events).toEqual(['up'])
      await other.query('select pg_notify($1, $2)', [channel, 'one'])
      await other.query('select pg_notify($1, $2)', [channel, 'two'])
      await listener.fence()
      expect(messages).toEqual(['one', 'two'])

      await other.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1',
        [name]
      )
      await until(() => events.includes('down'), 'noticing the lost connection')
      // Down, a fence has nothing to wait for.
      if (events.at(-1) === 'down') await listener.fence()
      await until(() => events.filter((e) => e === 'up').length === 2, 'connecting again')
      await other.query('select pg_notify($1, $2)', [channel, 'three'])
      await listener.fence()
      expect(messages).toEqual(['one', 'two', 'three'])
    } finally {
      await listener.close()
    }
    expect(events.at(-1)).toBe('down')
  })

  it('gives up quietly when closed before it could connect', async () => {
    const events: string[] = []
    const listener = listen({ connectionString: 'postgres://nobody@127.0.0.1:1/none' }, 'test_nowhere', {
      up: () => events.push('up'),
      down: () => events.push('down'),
      message: () => undefined
    })
    await listener.started
    expect(events[0]).toBe('down')
    expect(events).not.toContain('up')
    await listener.fence()
    await listener.close()
  })
})
