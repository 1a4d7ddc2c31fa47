// @vitest-environment node
import { describe, expect, it } from 'vitest'
import axios, { type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios'
import { activeAreas } from './areas'
import { installFakeDbOnDemand } from './registry'

/** A client whose "network" records the URLs it was asked for and answers 200 { network: true }. */
function clientWithFakeNetwork() {
  const sent: string[] = []
  const network: AxiosAdapter = (config: InternalAxiosRequestConfig) => {
    sent.push(config.url ?? '')
    return Promise.resolve({ data: { network: true }, status: 200, statusText: 'OK', headers: {}, config })
  }
  const client = axios.create({ adapter: network })
  return { client, sent, network }
}

describe('activeAreas', () => {
  it('answers sign-in and music only in mock mode, the template areas in both modes', () => {
    const names = (mode: 'mock' | 'server') => activeAreas(mode).map((a) => a.name)
    const api = ['auth', 'tracks', 'playlists', 'play-histories', 'music-users']
    expect(names('mock')).toEqual(expect.arrayContaining([...api, 'todo', 'email']))
    for (const name of api) expect(names('server')).not.toContain(name)
    expect(names('server')).toContain('todo')
  })
})

describe('installFakeDbOnDemand', () => {
  it('leaves the client alone until a request that an area answers', async () => {
    const { client, sent, network } = clientWithFakeNetwork()
    installFakeDbOnDemand(client, 'server')
    const response = await client.get('/jwt/login')
    expect(response.data).toEqual({ network: true })
    expect(sent).toEqual(['/jwt/login'])
    expect(client.defaults.adapter).toBe(network)
  })

  it('answers an area request from the fake database on the first request', async () => {
    const { client, sent } = clientWithFakeNetwork()
    installFakeDbOnDemand(client, 'mock')
    const response = await client.get<{ tasks: unknown[] }>('/apps/todo/tasks')
    expect(response.status).toBe(200)
    expect(Array.isArray(response.data.tasks)).toBe(true)
    expect(response.data.tasks.length).toBeGreaterThan(0)
    expect(sent).toEqual([])
  })

  it('passes requests that no area answers through to the network once the adapter is in place', async () => {
    const { client, sent } = clientWithFakeNetwork()
    installFakeDbOnDemand(client, 'mock')
    await client.get('/apps/todo/tasks')
    const response = await client.get('/health')
    expect(response.data).toEqual({ network: true })
    expect(sent).toEqual(['/health'])
  })

  it('sends the API routes to the network in server mode even after a template area loaded', async () => {
    const { client, sent } = clientWithFakeNetwork()
    installFakeDbOnDemand(client, 'server')
    await client.get('/apps/todo/tasks')
    await client.get('/admin/v2/tracks')
    expect(sent).toEqual(['/admin/v2/tracks'])
  })

  it('answers every request that starts before the adapter has loaded', async () => {
    const { client, sent } = clientWithFakeNetwork()
    installFakeDbOnDemand(client, 'mock')
    const responses = await Promise.all([
      client.get<{ tasks: unknown[] }>('/apps/todo/tasks'),
      client.get<{ tasks: unknown[] }>('/apps/todo/tasks'),
      client.get('/health')
    ])
    expect(responses[0].data.tasks.length).toBeGreaterThan(0)
    expect(responses[1].data.tasks.length).toBeGreaterThan(0)
    expect(sent).toEqual(['/health'])
  })
})
