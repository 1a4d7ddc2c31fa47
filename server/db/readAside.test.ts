// Reads on a second connection in a thread of its own (issue 15): while a transaction begun IMMEDIATE writes, they
// see the database as that transaction found it.
import { sql } from 'kysely'
import { afterEach, describe, expect, it } from 'vitest'
import { readAside, readingAsideFor } from './readAside'
import { closeTempSqlite, openTempSqlite, type TempSqlite } from './test/tempSqlite'

let temp: TempSqlite | undefined
afterEach(async () => {
  await closeTempSqlite(temp)
  temp = undefined
})

function open() {
  temp = openTempSqlite('aside')
  temp.database.sqlite!.exec(
    "create table notes (id integer primary key, body text not null); insert into notes (body) values ('a'), ('b')"
  )
  return { db: temp.database.db, file: temp.file }
}

describe('readAside', () => {
  it('reads what a writing transaction found, not what it wrote since, with temporary tables of its own', async () => {
    const { db, file } = open()
    const counted = await db.transaction().execute(async (trx) => {
      await sql`insert into notes (body) values ('c')`.execute(trx)
      await sql`update notes set body = 'changed' where id = 1`.execute(trx)
      return readAside(
        file,
        [
          sql`create temp table kept (body text not null)`,
          sql`insert into kept (body) select body from notes where id <= ${3}`,
          sql`select body from kept order by body`,
          sql`select count(*) as n from notes`
        ].map((statement) => statement.compile(trx))
      )
    })
    expect(counted).toEqual([[], [], [{ body: 'a' }, { body: 'b' }], [{ n: 2 }]])
    // Once committed, a new read sees the writes.
    const after = await readAside(file, [sql`select count(*) as n from notes`.compile(db)])
    expect(after).toEqual([[{ n: 3 }]])
  })

  it('fails with the database’s message, and writes nothing to the database', async () => {
    const { db, file } = open()
    await expect(readAside(file, [sql`select body from nowhere`.compile(db)])).rejects.toThrow(/nowhere/)
    await expect(readAside(file, [sql`insert into notes (body) values ('d')`.compile(db)])).resolves.toEqual([
      []
    ])
    const { rows } = await sql<{ n: number }>`select count(*) as n from notes`.execute(db)
    expect(rows[0].n).toBe(2)
  })

  it('stops when its answer is no longer wanted', async () => {
    const { db, file } = open()
    const stop = new AbortController()
    const reading = readAside(file, [sql`select count(*) as n from notes`.compile(db)], stop.signal)
    stop.abort()
    await expect(reading).rejects.toThrow(/exited/)
  })

  it('stops when the work it was begun for fails', async () => {
    const { db, file } = open()
    let outcome: Promise<string> | undefined
    const failing = readingAsideFor(async (signal) => {
      outcome = readAside(file, [sql`select count(*) as n from notes`.compile(db)], signal).then(
        () => 'answered',
        (error: Error) => error.message
      )
      throw new Error('the transaction failed')
    })
    await expect(failing).rejects.toThrow('the transaction failed')
    await expect(outcome).resolves.toMatch(/exited/)
  })

  it('lets a read answer when the work it was begun for awaits it', async () => {
    const { db, file } = open()
    const rows = await readingAsideFor((signal) =>
      readAside(file, [sql`select count(*) as n from notes`.compile(db)], signal)
    )
    expect(rows).toEqual([[{ n: 2 }]])
  })
})
