// Tests that drive the music screens against the fake database sign in to it, as the app's interceptor would: every
// /admin/v2 handler checks the Bearer token and the account's role like the API server (src/@fake-db/auth/requireAuth).
import type MockAdapter from 'axios-mock-adapter'
import type { AxiosInstance } from '@/auth/http'
import { issueToken } from '@/@fake-db/auth/tokens'
import { installFakeDb } from '@/@fake-db/install'

/** The fake database in mock mode on `client`, every request signed in as a demo account (the administrator). */
export function installSignedInFakeDb(client: AxiosInstance, accountId = 1): MockAdapter {
  const mock = installFakeDb(client, 'mock')
  const interceptor = client.interceptors.request.use((config) => {
    if (!config.headers.has('Authorization'))
      config.headers.set('Authorization', `Bearer ${issueToken(accountId, 'access')}`)
    return config
  })
  const restore = mock.restore.bind(mock)
  mock.restore = () => {
    client.interceptors.request.eject(interceptor)
    restore()
  }
  return mock
}
