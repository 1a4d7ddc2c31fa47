import MockAdapter from 'axios-mock-adapter'
import type { AxiosInstance, AxiosRequestConfig } from 'axios'
import type { ApiMode } from '@/configs/apiMode'
import { activeAreas } from './areas'
import { restoreArea, saveArea } from './persist'
import type { MockArea } from './mock'

export type FakeDbOptions = { delayMs?: number }

/** The fake database on one client: its mock adapter, and the loader of the area that answers a URL. */
export type FakeDb = {
  mock: MockAdapter
  /** Loads the handlers of the area that answers `url` (once); resolves to false when no area answers it. */
  prepare: (url: string) => Promise<boolean>
  /** The adapter that answers a request and then keeps the area's changes in the browser (./persist). */
  keepingAdapter: () => NonNullable<AxiosRequestConfig['adapter']>
}

/**
 * Puts the mock adapter on `client` (unmatched requests pass through to the network). In 'server' mode only the
 * template areas are answered here and everything else goes to the API server (DESIGN.md §1).
 */
export function createFakeDb(client: AxiosInstance, mode: ApiMode, options: FakeDbOptions = {}): FakeDb {
  const mock = new MockAdapter(client, { onNoMatch: 'passthrough', delayResponse: options.delayMs ?? 0 })
  const active = activeAreas(mode)
  const loading = new Map<MockArea, Promise<void>>()

  async function prepare(url: string): Promise<boolean> {
    const area = active.find((a) => a.matches(url))
    if (!area) return false
    let pending = loading.get(area)
    if (!pending) {
      pending = Promise.all([area.load(), restoreArea(area.name)]).then(([module]) => module.register(mock))
      loading.set(area, pending)
    }
    await pending
    return true
  }
  function keepingAdapter(): NonNullable<AxiosRequestConfig['adapter']> {
    const answer = mock.adapter()
    return async (config) => {
      try {
        return await answer(config)
      } finally {
        const area = active.find((a) => a.matches(config.url ?? ''))
        if (area && (config.method ?? 'get').toLowerCase() !== 'get') await saveArea(area.name)
      }
    }
  }
  return { mock, prepare, keepingAdapter }
}

/** Attaches the fake database to the client at once (tests); the app uses installFakeDbOnDemand (./registry). */
export function installFakeDb(
  client: AxiosInstance,
  mode: ApiMode,
  options: FakeDbOptions = {}
): MockAdapter {
  const { mock, prepare } = createFakeDb(client, mode, options)
  const interceptor = client.interceptors.request.use(async (config) => {
    await prepare(config.url ?? '')
    return config
  })
  // Tests install a fresh fake database before each test and restore the client after it: take the loader off too,
  // or the shared client would collect one interceptor per test.
  const restoreAdapter = mock.restore.bind(mock)
  mock.restore = () => {
    client.interceptors.request.eject(interceptor)
    restoreAdapter()
  }
  return mock
}
