// @vitest-environment node
import { describe, expect, it } from 'vitest'
import axios from 'axios'
import { installFakeDb } from './install'

/** The request interceptors axios still runs (ejected ones are left as null). */
function liveInterceptors(client: ReturnType<typeof axios.create>): number {
  const handlers = (client.interceptors.request as unknown as { handlers: unknown[] }).handlers
  return handlers.filter(Boolean).length
}

describe('installFakeDb', () => {
  it('answers from the fake database, and restore() takes its loader off the client again', async () => {
    const client = axios.create()
    for (let i = 0; i < 3; i++) {
      const mock = installFakeDb(client, 'mock')
      const response = await client.get<{ tasks: unknown[] }>('/apps/todo/tasks')
      expect(response.status).toBe(200)
      expect(Array.isArray(response.data.tasks)).toBe(true)
      expect(liveInterceptors(client)).toBe(1)
      mock.restore()
      expect(liveInterceptors(client)).toBe(0)
    }
  })
})
