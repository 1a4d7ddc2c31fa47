// The page bench/demo-host.mjs measures: demo mode's service-hosted track handlers, called as the axios mock adapter
// calls them (the sign-in guard left out: it is the same synchronous check on both hosts).
import type { MockRequest, MockResponse } from '../../src/@fake-db/mock'
import { listTracks, updateTrack } from '../../src/@fake-db/music/host/tracks'

const request = (method: string, url: string, body?: unknown): MockRequest => ({
  url,
  method,
  params: {},
  body,
  headers: {}
})

async function timed(answer: Promise<MockResponse>) {
  const start = performance.now()
  const [status, body] = await answer
  return { ms: performance.now() - start, status, body: body as { data: unknown } }
}

declare global {
  interface Window {
    probe: {
      list: (url: string) => ReturnType<typeof timed>
      edit: (id: number, fields: Record<string, unknown>) => ReturnType<typeof timed>
    }
  }
}

window.probe = {
  list: (url) => timed(Promise.resolve(listTracks(request('get', url)))),
  edit: (id, fields) => timed(Promise.resolve(updateTrack(request('put', `/admin/v2/tracks/${id}`, fields))))
}
document.body.dataset.ready = 'true'
