import { describe, expect, it } from 'vitest'
import { WriteWatch, writesTo } from './writeWatch'

const SESSIONS = writesTo(['users', 'refresh_tokens'], { inserts: false })

describe('writesTo', () => {
  it('matches updates and deletes of the tables, as Kysely or a person writes them', () => {
    for (const text of [
      'update "users" set "role" = $1 where "id" = $2',
      'delete from "refresh_tokens" where "family" = $1',
      'UPDATE public.users SET status = $1',
      'insert into "users" ("id", "role") values ($1, $2) on conflict ("id") do update set "role" = excluded.role',
      'with gone as (delete from refresh_tokens where id = $1 returning id) select count(*) from gone'
    ])
      expect(SESSIONS.test(text), text).toBe(true)
  })

  it('leaves other tables, reads and (when told) inserts alone', () => {
    for (const text of [
      'update "tracks" set "title" = $1',
      'update "users_archive" set "x" = 1',
      'insert into "refresh_tokens" ("user_id") values ($1)',
      'insert into "refresh_tokens" ("user_id") values ($1) on conflict do nothing',
      'insert into "plays" ("id") values ($1) on conflict ("id") do update set "n" = 1',
      'select "id" from "users" where "id" = $1 for update'
    ])
      expect(SESSIONS.test(text), text).toBe(false)
    expect(writesTo(['users']).test('insert into "users" ("id") values ($1)')).toBe(true)
  })
})

describe('WriteWatch', () => {
  const setup = () => {
    const watch = new WriteWatch()
    const events: string[] = []
    watch.watch(SESSIONS, async () => {
      events.push('hook')
    })
    const track = watch.connection()
    const send = (text: string) =>
      track(text, async () => {
        events.push(text)
      }).then(() => events.push(`done ${text}`))
    return { watch, events, send }
  }

  it('runs the hook after a write outside a transaction, before its caller goes on', async () => {
    const { events, send } = setup()
    await send('update "users" set "status" = $1')
    expect(events).toEqual([
      'update "users" set "status" = $1',
      'hook',
      'done update "users" set "status" = $1'
    ])
  })

  it('holds a write in a transaction until the COMMIT', async () => {
    const { events, send } = setup()
    await send('begin')
    await send('update "refresh_tokens" set "revoked_at" = $1')
    expect(events).not.toContain('hook')
    await send('commit')
    expect(events.slice(-3)).toEqual(['commit', 'hook', 'done commit'])
  })

  it('drops it on a ROLLBACK, and ignores reads and other tables', async () => {
    const { events, send } = setup()
    await send('begin')
    await send('delete from "users" where "id" = $1')
    await send('rollback')
    await send('select * from "users"')
    await send('update "tracks" set "title" = $1')
    expect(events).not.toContain('hook')
  })

  it('stops when told', async () => {
    const watch = new WriteWatch()
    let runs = 0
    const stop = watch.watch(SESSIONS, async () => {
      runs++
    })
    const track = watch.connection()
    await track('update "users" set "role" = $1', async () => undefined)
    stop()
    await track('update "users" set "role" = $1', async () => undefined)
    expect(runs).toBe(1)
  })

  it('runs the hook also when the statement fails, and passes the failure on', async () => {
    const { watch } = setup()
    let runs = 0
    watch.watch(SESSIONS, async () => {
      runs++
    })
    const track = watch.connection()
    await expect(
      track('update "users" set "role" = $1', async () => {
        throw new Error('lost')
      })
    ).rejects.toThrow('lost')
    expect(runs).toBe(1)
  })
})
