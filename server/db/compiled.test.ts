import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { compiledOnce } from './compiled'
import type { Db } from './engine/database'
import { migrate } from './migrationFiles'
import { closeTempSqlite, openTempSqlite, type TempSqlite } from './test/tempSqlite'

let temp: TempSqlite
let database: Db

beforeAll(async () => {
  temp = openTempSqlite('compiled')
  database = temp.database
  await migrate(database.db, database.dialect)
  const at = new Date().toISOString()
  await database.db
    .insertInto('users')
    .values(
      ['ada', 'bob', 'cy'].map((name, i) => ({
        full_name: name,
        username: name,
        email: `${name}@test.vibeline`,
        password_hash: 'x',
        role: i === 0 ? 'admin' : 'viewer',
        status: 'active',
        plan: 'free',
        country: 'NO',
        created_at: at
      }))
    )
    .execute()
})

afterAll(() => closeTempSqlite(temp))

describe('compiledOnce', () => {
  it('runs the compiled SQL with each call’s values, fixed values kept in their places', async () => {
    const { db } = database
    const find = compiledOnce(db, ['role', 'after'], (v) =>
      db
        .selectFrom('users')
        .select('username')
        .where('role', '=', v.role)
        .where('status', '=', 'active')
        .where('username', '>', v.after)
        .orderBy('username')
    )
    expect((await find({ role: 'viewer', after: '' })).map((r) => r.username)).toEqual(['bob', 'cy'])
    expect((await find({ role: 'viewer', after: 'bob' })).map((r) => r.username)).toEqual(['cy'])
    expect((await find({ role: 'admin', after: '' })).map((r) => r.username)).toEqual(['ada'])
  })

  it('refuses a value that does not become a parameter of the query', () => {
    const { db } = database
    expect(() =>
      compiledOnce(db, ['id', 'unused'], (v) => db.selectFrom('users').select('id').where('id', '=', v.id))
    ).toThrow(/unused is not a parameter/)
    expect(() =>
      compiledOnce(db, ['column'], (v) =>
        db.selectFrom('users').select(sql.raw<string>(v.column).as('x')).where('id', '=', v.column)
      )
    ).toThrow(/SQL text/)
  })
})
