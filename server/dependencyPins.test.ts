// package.json "overrides" pins cookie 1.x (Node >= 18) under light-my-request, whose cookie 2 asks for Node 22
// while we support Node 20.19. light-my-request only calls cookie's stringifySetCookie, which 1.1 has: this proves
// the cookies of an injected request (every API test injects) still arrive.
import Fastify from 'fastify'
import { createRequire } from 'node:module'
import { describe, expect, it } from 'vitest'

describe('the cookie pin under light-my-request', () => {
  it('resolves cookie 1.x for light-my-request', () => {
    const fromInject = createRequire(createRequire(import.meta.url).resolve('light-my-request'))
    const version = (fromInject('cookie/package.json') as { version: string }).version
    expect(version).toMatch(/^1\./)
  })

  it('sends the cookies of an injected request', async () => {
    const app = Fastify()
    app.get('/a/b', async (request) => ({ cookie: request.headers.cookie ?? null }))
    const res = await app.inject({
      method: 'GET',
      url: '/a/b',
      cookies: { plain: 'x y', other: '1' }
    })
    expect(res.json()).toEqual({ cookie: 'plain=x%20y; other=1' })
    await app.close()
  })
})
