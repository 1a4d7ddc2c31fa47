// The fake database's plumbing: handlers are plain functions of a request to [status, body],
// so they are unit-tested without a browser; `on` wires one onto the mock adapter.
import type MockAdapter from 'axios-mock-adapter'
import type { AxiosRequestConfig } from 'axios'

export type MockRequest = {
  url: string
  method: string
  params: Record<string, unknown>
  body: unknown
  headers: Record<string, unknown>
}
export type MockResponse = [status: number, body?: unknown]
export type MockHandler = (request: MockRequest) => MockResponse | Promise<MockResponse>
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

export function toMockRequest(config: AxiosRequestConfig): MockRequest {
  let body: unknown = config.data
  if (typeof body === 'string') {
    try {
      body = JSON.parse(body)
    } catch {
      // leave non-JSON bodies as they are
    }
  }
  return {
    url: config.url ?? '',
    method: (config.method ?? 'get').toLowerCase(),
    params: (config.params as Record<string, unknown> | undefined) ?? {},
    body,
    headers: { ...(config.headers as Record<string, unknown> | undefined) }
  }
}

const METHODS = {
  get: 'onGet',
  post: 'onPost',
  put: 'onPut',
  patch: 'onPatch',
  delete: 'onDelete'
} as const

export function on(mock: MockAdapter, method: Method, path: string | RegExp, handler: MockHandler): void {
  mock[METHODS[method]](path).reply(async (config) => handler(toMockRequest(config)))
}

/** A mock area: the URL prefixes it answers and its lazily loaded registration. */
export type MockArea = {
  name: string
  matches: (url: string) => boolean
  /** 'always': template demo areas; 'demo': only when the fake database stands in for the API server. */
  mode: 'always' | 'demo'
  load: () => Promise<{ register: (mock: MockAdapter) => void }>
}

export const byPrefix =
  (...prefixes: string[]) =>
  (url: string): boolean =>
    prefixes.some(
      (p) => url === p || url.startsWith(p.endsWith('/') ? p : `${p}/`) || url.startsWith(`${p}?`)
    )
