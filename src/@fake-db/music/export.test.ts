// @vitest-environment node
// Demo mode's CSV export: the file is made in the browser from the fake database and holds the list's rows.
import { describe, expect, it } from 'vitest'
import { encodeListQuery } from '@/contracts/list'
import { trackListQuery, userListQuery } from '@/contracts/music'
import { decodeListQuery } from '@/contracts/list'
import type { MockRequest } from '../mock'
import { exportTracks, selectTracks } from './tracks'
import { exportUsers, selectUsers } from './users'
import { db } from './data'

const request = (url: string, params: Record<string, unknown>): MockRequest => ({
  url,
  method: 'get',
  params,
  body: undefined,
  headers: {}
})

describe('demo export', () => {
  it('the tracks file holds the filtered, sorted list with formula cells escaped', () => {
    const params = decodeListQuery(trackListQuery, 'http', {
      sort_by: 'title',
      sort_dir: 'asc',
      filters: '{"genre":"pop"}'
    })
    if (!params.ok) throw new Error('bad params')
    db.tracks[0].title = '=cmd|"/c calc"!A1'
    db.tracks[0].genre = 'pop'
    const [status, body] = exportTracks(
      request('/admin/v2/tracks/export', encodeListQuery(trackListQuery, 'http', params.params))
    )
    expect(status).toBe(200)
    const text = String(body)
    expect(text.startsWith('\uFEFFid,title,')).toBe(true)
    const ids = text
      .slice(1)
      .split('\r\n')
      .slice(1, -1)
      .map((line) => Number(line.split(',')[0]))
    expect(ids).toEqual(selectTracks(params.params).map((t) => t.id))
    expect(text).toContain(`,"'=cmd|""/c calc""!A1",`)
  })

  it('refuses a bad query as the list does', () => {
    const [status] = exportUsers(request('/admin/v2/users/export', { sort_by: 'nope' }))
    expect(status).toBe(400)
    const params = decodeListQuery(userListQuery, 'http', {})
    if (!params.ok) throw new Error('bad params')
    const [, body] = exportUsers(request('/admin/v2/users/export', {}))
    expect(String(body).trim().split('\r\n')).toHaveLength(selectUsers(params.params).length + 1)
  })
})
