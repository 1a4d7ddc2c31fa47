import MockAdapter from 'axios-mock-adapter'
import type { AxiosInstance } from 'axios'
import type { ApiMode } from '@/configs/apiMode'
import { mockAreas } from './registry'
import type { MockArea } from './mock'

/**
 * Attaches the fake database to the app's one HTTP client. In 'server' mode only the template areas are
 * answered here and everything else passes through to the API server (DESIGN.md §1).
 */
export function installFakeDb(
  client: AxiosInstance,
  mode: ApiMode,
  options: { delayMs?: number } = {}
): MockAdapter {
  const mock = new MockAdapter(client, { onNoMatch: 'passthrough', delayResponse: options.delayMs ?? 0 })
  const active = mockAreas.filter((area) => area.mode === 'always' || mode === 'mock')
  const loading = new Map<MockArea, Promise<void>>()

  function ensureLoaded(area: MockArea): Promise<void> {
    let pending = loading.get(area)
    if (!pending) {
      pending = area.load().then((module) => module.register(mock))
      loading.set(area, pending)
    }
    return pending
  }

  client.interceptors.request.use(async (config) => {
    const url = config.url ?? ''
    const area = active.find((a) => a.matches(url))
    if (area) await ensureLoaded(area)
    return config
  })
  return mock
}
