// Demo mode's API for a test file: the fake database's handlers on an axios client that answers every status, over
// a test music host opened fresh for each test (with the fake sign-in's accounts and clock reset), as the page's
// requests reach them.
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest'
import axios from 'axios'
import type MockAdapter from 'axios-mock-adapter'
import type { CatalogueOptions } from '../../server/db/demoCatalogue'
import { installFakeDb } from '@/@fake-db/install'
import { DEMO_ADMIN, resetAuthData } from '@/@fake-db/auth/data'
import { resetMockClock } from '@/@fake-db/auth/tokens'
import { openTestMusicHost, type TestMusicHost } from './musicHost'

export function demoApiOverTestHost(options: CatalogueOptions) {
  const client = axios.create({ validateStatus: () => true })
  let mock: MockAdapter | undefined
  let current: TestMusicHost | undefined
  beforeAll(() => {
    mock = installFakeDb(client, 'mock')
  })
  afterAll(() => mock?.restore())
  beforeEach(async () => {
    resetAuthData()
    resetMockClock()
    current = await openTestMusicHost(options)
  })
  afterEach(() => current?.close())

  /** Signs `account` in; answers the request options that carry its token. */
  const signIn = async (account: { email: string; password: string } = DEMO_ADMIN) => {
    const token = (await client.post('/jwt/login', account)).data.accessToken as string
    return { headers: { Authorization: `Bearer ${token}` } }
  }
  const host = (): TestMusicHost => {
    if (!current) throw new Error('The test music host opens before each test')
    return current
  }
  return { client, host, signIn }
}
