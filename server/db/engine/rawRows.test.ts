import { sql, type Kysely } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Db } from './database'
import { closeTempSqlite, openTempSqlite, type TempSqlite } from '../test/tempSqlite'

let temp: TempSqlite
let database: Db

type Notes = { notes: { id: number; body: string; stars: number | null; color: string | null } }
const notes = () => database.db as unknown as Kysely<Notes>

beforeAll(async () => {
  temp = openTempSqlite('raw-rows')
  database = temp.database
  await sql`create table notes (id integer primary key, body text not null, stars integer)`.execute(
    database.db
  )
  await sql`insert into notes (body, stars) values ('one', 1), ('two', null)`.execute(database.db)
})

afterAll(() => closeTempSqlite(temp))

describe('SQLite rows as Kysely reads them', () => {
  it('are objects keyed by column, the last of two same-named columns winning', async () => {
    expect((await sql`select * from notes order by id`.execute(database.db)).rows).toEqual([
      { id: 1, body: 'one', stars: 1 },
      { id: 2, body: 'two', stars: null }
    ])
    const twice = await sql`select body as x, stars as x from notes where id = 1`.execute(database.db)
    expect(twice.rows).toEqual([{ x: 1 }])
    const odd = await sql`select body as "__proto__" from notes where id = 1`.execute(database.db)
    expect(Object.keys(odd.rows[0] as object)).toEqual(['__proto__'])
    expect(Object.getPrototypeOf(odd.rows[0])).toBe(Object.prototype)
  })

  it('follow a change of the table: a cached statement prepared again answers the new columns', async () => {
    const all = () => notes().selectFrom('notes').selectAll().where('id', '=', 1)
    expect(await all().execute()).toEqual([{ id: 1, body: 'one', stars: 1 }])
    await sql`alter table notes add column color text default 'red'`.execute(database.db)
    expect(await all().execute()).toEqual([{ id: 1, body: 'one', stars: 1, color: 'red' }])
  })

  it('stream, and answer writes with their counts and RETURNING rows', async () => {
    const inserted = await sql`insert into notes (body) values ('three') returning id, body`.execute(
      database.db
    )
    expect(inserted.rows).toEqual([{ id: 3, body: 'three' }])
    const updated = await sql`update notes set stars = 5 where stars is null`.execute(database.db)
    expect(updated.numAffectedRows).toBe(2n)
    const rows = []
    for await (const row of notes().selectFrom('notes').select('id').orderBy('id').stream()) rows.push(row)
    expect(rows).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }])
  })
})
