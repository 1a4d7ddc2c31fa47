// @vitest-environment node
// Demo mode's CSV export: the file is made in the page from the server's export chunks over the host's database and
// holds the list's rows, in its order.
import { describe, expect, it } from 'vitest'
import { demoApiOverTestHost } from '@/test/demoApi'
import { issueToken } from '../../auth/tokens'

const { client, host } = demoApiOverTestHost({ tracks: 60, histories: 500 })

const admin = () => ({ Authorization: `Bearer ${issueToken(1, 'access')}` })
const idsOf = (text: string) =>
  text
    .slice(1)
    .split('\r\n')
    .slice(1, -1)
    .map((line) => Number(line.split(',')[0]))

describe('demo export', () => {
  it('the tracks file holds the filtered, sorted list with formula cells escaped', async () => {
    const [first] = await host().db.selectFrom('tracks').select('id').orderBy('id').execute()
    await host()
      .db.updateTable('tracks')
      .set({ title: '=cmd|"/c calc"!A1', genre: 'pop' })
      .where('id', '=', first.id)
      .execute()
    const params = { sort_by: 'title', sort_dir: 'asc', filters: '{"genre":"pop"}' }
    const file = await client.get('/admin/v2/tracks/export', { params, headers: admin() })
    expect(file.status).toBe(200)
    const text = String(file.data)
    expect(text.startsWith('\uFEFFid,title,')).toBe(true)
    const list = await client.get('/admin/v2/tracks', {
      params: { ...params, per_page: 100 },
      headers: admin()
    })
    expect(idsOf(text)).toEqual(list.data.data.map((t: { id: number }) => t.id))
    expect(idsOf(text)).toContain(first.id)
    expect(text).toContain(`,"'=cmd|""/c calc""!A1",`)
  })

  it('refuses a bad query as the list does, and holds every user of the list', async () => {
    const refused = await client.get('/admin/v2/users/export', {
      params: { sort_by: 'nope' },
      headers: admin()
    })
    expect(refused.status).toBe(400)
    const file = await client.get('/admin/v2/users/export', { headers: admin() })
    const users = await host().db.selectFrom('users').select('id').execute()
    expect(String(file.data).trim().split('\r\n')).toHaveLength(users.length + 1)
  })
})
