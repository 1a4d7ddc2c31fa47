import axios, {
  AxiosError,
  type AxiosInstance,
  type AxiosResponse,
  type InternalAxiosRequestConfig
} from 'axios'
import MockAdapter from 'axios-mock-adapter'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { makeStore, type AppStore } from '@/redux/store'
import { signedInAs } from '@/test/renderWithProviders'
import { installAuthInterceptors } from './interceptors'
import { storeSession } from './tokenStorage'

const USER = signedInAs([{ action: 'manage', subject: 'all' }]).auth!.userData!

/** A promise the test settles when it chooses: a server answer held back until the moment the test needs. */
function deferred() {
  let resolve!: () => void
  const promise = new Promise<void>((done) => (resolve = done))
  return { promise, resolve }
}

describe('auth interceptors', () => {
  let client: AxiosInstance
  let mock: MockAdapter
  let store: AppStore
  let navigate: ReturnType<typeof vi.fn<(to: string) => void>>
  let notify: ReturnType<typeof vi.fn<(message: string) => void>>
  let refreshCalls: number

  beforeEach(() => {
    storeSession({ userData: USER, accessToken: 'old-access', refreshToken: 'refresh-1' }, { remember: true })
    store = makeStore()
    client = axios.create()
    mock = new MockAdapter(client)
    navigate = vi.fn<(to: string) => void>()
    notify = vi.fn<(message: string) => void>()
    refreshCalls = 0
    installAuthInterceptors(client, {
      dispatch: store.dispatch,
      navigate,
      notify,
      currentPath: () => '/music/tracks?page=2'
    })
  })

  afterEach(() => {
    mock.restore()
  })

  /** A protected endpoint that accepts only the given access token. */
  function protectedEndpoint(path: string, acceptedToken: string) {
    mock.onGet(path).reply((config) => {
      const header = config.headers?.Authorization
      return header === `Bearer ${acceptedToken}` ? [200, { path }] : [401, { error: 'Token expired' }]
    })
  }

  /** The refresh endpoint; it answers once `held` settles, so requests can fail while it is still running. */
  function refreshAnswers(status: number, body: unknown, held: Promise<void> = Promise.resolve()) {
    mock.onPost('/jwt/refresh-token').reply(async () => {
      refreshCalls += 1
      await held
      return [status, body]
    })
  }

  /** Sends ten requests and lets the refresh answer only once all ten have had their 401 and a refresh began. */
  async function tenFailingTogether<T>(
    send: (requests: Promise<AxiosResponse>[]) => Promise<T>,
    release: () => void
  ) {
    const sent = send(Array.from({ length: 10 }, (_, i) => client.get(`/items/${i}`)))
    await vi.waitFor(() => {
      expect(mock.history.get).toHaveLength(10)
      expect(refreshCalls).toBeGreaterThan(0)
    })
    release()
    return sent
  }

  it('sends the stored access token as a Bearer header', async () => {
    protectedEndpoint('/me', 'old-access')
    await expect(client.get('/me')).resolves.toMatchObject({ status: 200 })
    expect(mock.history.get[0].headers?.Authorization).toBe('Bearer old-access')
  })

  it('ten requests failing together with 401 cause exactly one refresh, and all ten succeed after it', async () => {
    const refresh = deferred()
    refreshAnswers(200, { accessToken: 'new-access', refreshToken: 'refresh-2' }, refresh.promise)
    for (let i = 0; i < 10; i += 1) protectedEndpoint(`/items/${i}`, 'new-access')

    const results = await tenFailingTogether((requests) => Promise.all(requests), refresh.resolve)

    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200))
    expect(refreshCalls).toBe(1)
    expect(JSON.parse(mock.history.post[0].data)).toEqual({ refreshToken: 'refresh-1' })
    expect(localStorage.getItem('accessToken')).toBe('new-access')
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2')
    expect(store.getState().auth.accessToken).toBe('new-access')
    expect(store.getState().auth.refreshToken).toBe('refresh-2')
    expect(navigate).not.toHaveBeenCalled()
  })

  it('a refused refresh clears the session and redirects to /login exactly once, keeping where the user was', async () => {
    const refresh = deferred()
    refreshAnswers(401, { error: 'Invalid refresh token' }, refresh.promise)
    for (let i = 0; i < 10; i += 1) protectedEndpoint(`/items/${i}`, 'new-access')

    const results = await tenFailingTogether((requests) => Promise.allSettled(requests), refresh.resolve)

    expect(results.every((r) => r.status === 'rejected')).toBe(true)
    expect(refreshCalls).toBe(1)
    expect(navigate).toHaveBeenCalledTimes(1)
    expect(navigate).toHaveBeenCalledWith('/login?returnTo=%2Fmusic%2Ftracks%3Fpage%3D2')
    expect(notify).toHaveBeenCalledTimes(1)
    expect(notify).toHaveBeenCalledWith('Your session has ended. Please sign in again.')
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(localStorage.getItem('refreshToken')).toBeNull()
    expect(localStorage.getItem('userData')).toBeNull()
    expect(store.getState().auth).toEqual({ userData: null, accessToken: null, refreshToken: null })
  })

  it('a request that still gets 401 after its replay is rejected, not replayed again', async () => {
    refreshAnswers(200, { accessToken: 'new-access', refreshToken: 'refresh-2' })
    mock.onGet('/always-401').reply(401, { error: 'Nope' })

    await expect(client.get('/always-401')).rejects.toMatchObject({ response: { status: 401 } })

    expect(mock.history.get.filter((r) => r.url === '/always-401')).toHaveLength(2)
    expect(refreshCalls).toBe(1)
    expect(navigate).not.toHaveBeenCalled()
  })

  it('replays a request that left before a finished refresh with the new token, without another refresh', async () => {
    refreshAnswers(200, { accessToken: 'new-access', refreshToken: 'refresh-2' })
    protectedEndpoint('/fast', 'new-access')
    let fastAnswered: Promise<unknown> = Promise.resolve()
    mock.onGet('/slow').reply(async (config) => {
      if (config.headers?.Authorization === 'Bearer new-access') return [200, {}]
      // Answers 401 for the old token only once /fast has had its refresh and its replay: the refresh is over.
      await fastAnswered
      return [401]
    })

    const fastRequest = client.get('/fast')
    fastAnswered = fastRequest.catch(() => undefined)
    const [fast, slow] = await Promise.all([fastRequest, client.get('/slow')])

    expect([fast.status, slow.status]).toEqual([200, 200])
    expect(refreshCalls).toBe(1)
  })

  it("replays from the request's own config when the 401 came back through a pass-through copy", async () => {
    // Like axios-mock-adapter's pass-through: the request is re-sent by a bare client, and a failure carries that
    // client's config (no response transforms), which must not be what gets replayed.
    const passThrough = axios.create()
    passThrough.defaults.adapter = async (config: InternalAxiosRequestConfig) => {
      if (config.url === '/jwt/refresh-token') {
        refreshCalls += 1
        return {
          data: '{"accessToken":"new-access","refreshToken":"refresh-2"}',
          status: 200,
          statusText: 'OK',
          headers: {},
          config
        }
      }
      const copy = { ...config, transformResponse: [] }
      if (config.headers.Authorization !== 'Bearer new-access') {
        throw new AxiosError('Unauthorized', 'ERR_BAD_REQUEST', copy, null, {
          data: '{"error":"expired"}',
          status: 401,
          statusText: 'Unauthorized',
          headers: {},
          config: copy
        })
      }
      return { data: '{"page_meta":{"total":3}}', status: 200, statusText: 'OK', headers: {}, config: copy }
    }
    installAuthInterceptors(passThrough, { dispatch: store.dispatch, navigate, notify })

    const response = await passThrough.get('/admin/v2/playlists')

    expect(response.data).toEqual({ page_meta: { total: 3 } })
    expect(refreshCalls).toBe(1)
  })

  it('does not try a refresh when the sign-in call itself answers 401', async () => {
    refreshAnswers(200, { accessToken: 'new-access', refreshToken: 'refresh-2' })
    mock.onPost('/jwt/login').reply(401, { error: 'Email or Password is Invalid' })
    await expect(client.post('/jwt/login', {})).rejects.toMatchObject({ response: { status: 401 } })
    expect(refreshCalls).toBe(0)
  })

  it('keeps the session when the refresh fails for lack of a connection', async () => {
    mock.onPost('/jwt/refresh-token').networkError()
    protectedEndpoint('/items/1', 'new-access')
    await expect(client.get('/items/1')).rejects.toMatchObject({ response: { status: 401 } })
    expect(navigate).not.toHaveBeenCalled()
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1')
  })

  it('a 401 without any stored session rejects without a redirect', async () => {
    localStorage.clear()
    store = makeStore()
    protectedEndpoint('/items/1', 'new-access')
    await expect(client.get('/items/1')).rejects.toMatchObject({ response: { status: 401 } })
    expect(navigate).not.toHaveBeenCalled()
    expect(mock.history.post).toHaveLength(0)
  })
})

describe('two tabs of one browser refreshing the shared session', () => {
  /** A lock manager shared by the tabs, like navigator.locks: callbacks of one name run one after the other. */
  function sharedLocks() {
    let tail: Promise<unknown> = Promise.resolve()
    return {
      request<T>(_name: string, callback: () => Promise<T>): Promise<T> {
        const run = tail.then(callback)
        tail = run.catch(() => undefined)
        return run
      }
    }
  }

  /** A server whose refresh tokens work once, as with rotation and no grace window. */
  function strictServer() {
    const live = new Set(['refresh-1'])
    // The stored access token has expired: the first request of each tab gets a 401.
    let access = 'not-issued-yet'
    let refreshes = 0
    // A refresh answers only once both tabs have had their 401, so the tabs' refreshes overlap.
    let unauthorized = 0
    const bothFailed = deferred()
    const attach = (client: AxiosInstance) => {
      const mock = new MockAdapter(client)
      mock.onPost('/jwt/refresh-token').reply(async (config) => {
        const { refreshToken } = JSON.parse(config.data) as { refreshToken: string }
        await bothFailed.promise
        if (!live.delete(refreshToken)) return [401, { error: 'Invalid refresh token' }]
        refreshes += 1
        access = `access-${refreshes}`
        live.add(`refresh-${refreshes + 1}`)
        return [200, { accessToken: access, refreshToken: `refresh-${refreshes + 1}` }]
      })
      mock.onGet('/items').reply((config) => {
        if (config.headers?.Authorization === `Bearer ${access}`) return [200, {}]
        unauthorized += 1
        if (unauthorized === 2) bothFailed.resolve()
        return [401, { error: 'Token expired' }]
      })
      return mock
    }
    return { attach, refreshes: () => refreshes }
  }

  function openTab(server: ReturnType<typeof strictServer>, locks?: ReturnType<typeof sharedLocks>) {
    const store = makeStore()
    const client = axios.create()
    server.attach(client)
    const navigate = vi.fn<(to: string) => void>()
    installAuthInterceptors(client, { dispatch: store.dispatch, navigate, notify: vi.fn(), locks })
    return { client, navigate, store }
  }

  beforeEach(() => {
    localStorage.clear()
    sessionStorage.clear()
    storeSession({ userData: USER, accessToken: 'old-access', refreshToken: 'refresh-1' }, { remember: true })
  })

  it('one tab refreshes, the other takes its new tokens, and both keep working', async () => {
    const server = strictServer()
    const locks = sharedLocks()
    const first = openTab(server, locks)
    const second = openTab(server, locks)

    const results = await Promise.all([first.client.get('/items'), second.client.get('/items')])

    expect(results.map((r) => r.status)).toEqual([200, 200])
    expect(server.refreshes()).toBe(1)
    expect(first.navigate).not.toHaveBeenCalled()
    expect(second.navigate).not.toHaveBeenCalled()
    expect(second.store.getState().auth.accessToken).toBe('access-1')
    expect(localStorage.getItem('refreshToken')).toBe('refresh-2')
  })
})
