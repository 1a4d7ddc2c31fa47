// The app's way into the fake database: nothing of it loads before the first request one of its areas answers.
import type { AxiosInstance } from 'axios'
import type { ApiMode } from '@/configs/apiMode'
import { activeAreas } from './areas'
import type { FakeDb, FakeDbOptions } from './install'

/**
 * The app's way in (main.tsx): nothing of the fake database is loaded until the first request one of its areas
 * answers; that request waits for the mock adapter (./install) and the area's handlers, then goes to the adapter.
 * The pages before it, /login included, never load the adapter.
 */
export function installFakeDbOnDemand(
  client: AxiosInstance,
  mode: ApiMode,
  options: FakeDbOptions = {}
): void {
  const active = activeAreas(mode)
  let fakeDb: Promise<FakeDb> | null = null
  client.interceptors.request.use(async (config) => {
    const url = config.url ?? ''
    if (!active.some((area) => area.matches(url))) return config
    fakeDb ??= import('./install')
      .then((m) => m.createFakeDb(client, mode, options))
      .catch((error: unknown) => {
        fakeDb = null // a failed chunk load is tried again by the next request
        throw error
      })
    const db = await fakeDb
    await db.prepare(url)
    // This request's config was merged with the client's defaults before the adapter replaced the default one.
    config.adapter = db.keepingAdapter()
    return config
  })
}
