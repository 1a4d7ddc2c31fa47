// The JWT side of the one HTTP client: a Bearer header on every request, and on a 401 one refresh at a time,
// the failed requests waiting for it and replayed once with the new token. A refused refresh ends the session.
// Tabs of one browser share the remembered session: a Web Lock lets one of them refresh at a time, and the others
// take the tokens it stored instead of spending the same refresh token again.
import type { UnknownAction } from '@reduxjs/toolkit'
import { AUTH_PATHS } from '@/contracts/authConstants'
import { i18n } from '@/configs/i18n'
import { loggedOut, tokensRefreshed, userDataUpdated } from '@/redux/authSlice'
import { isAxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from './http'
import { currentAppPath, loginUrl, navigateOutsideReact } from './navigation'
import {
  clearStoredSession,
  getAccessToken,
  getRefreshToken,
  hasStoredSession,
  isUserData,
  storeSession
} from './tokenStorage'
import type { TokenPair } from '@/contracts/authConstants'
import type { UserData } from '@/contracts/auth'

/** The answer of /jwt/refresh-token, checked by hand: this module runs before any page, zod stays out of it. */
function parseRefreshResponse(data: unknown): TokenPair & { userData?: UserData } {
  const d = (data ?? {}) as Record<string, unknown>
  if (
    typeof d.accessToken !== 'string' ||
    !d.accessToken ||
    typeof d.refreshToken !== 'string' ||
    !d.refreshToken
  ) {
    throw new Error('The refresh answer has no tokens.')
  }
  return {
    accessToken: d.accessToken,
    refreshToken: d.refreshToken,
    userData: isUserData(d.userData) ? d.userData : undefined
  }
}

/** The name of the Web Lock held while a tab refreshes the shared session. */
export const REFRESH_LOCK = 'vibeline-token-refresh'

type LockManagerLike = { request: <T>(name: string, callback: () => Promise<T>) => Promise<T> }

/** The browser's lock manager (Web Locks), where there is one: secure contexts of current browsers. */
function browserLocks(): LockManagerLike | undefined {
  const locks =
    typeof navigator === 'undefined' ? undefined : (navigator as { locks?: LockManagerLike }).locks
  return typeof locks?.request === 'function' ? locks : undefined
}

export type AuthInterceptorOptions = {
  /** The store's dispatch, passed in so this module never imports the store. */
  dispatch: (action: UnknownAction) => unknown
  /** Goes to a URL of the app; defaults to the router bridge (./navigation). */
  navigate?: (to: string) => void
  /** Tells the user the session ended; defaults to a translated toast. */
  notify?: (message: string) => void
  /** Where the user is, to come back after signing in again. */
  currentPath?: () => string
  /** Serializes refreshes across tabs; defaults to navigator.locks when the browser has it. */
  locks?: LockManagerLike
}

type AuthRequestConfig = InternalAxiosRequestConfig & {
  /** Finds the request's own config again: a passed-through request fails with a stripped copy of it. */
  _authId?: number
  /** The access token this request was sent with. */
  _authToken?: string | null
  /** Already replayed once after a 401: a second 401 is final. */
  _authReplayed?: boolean
}

/** Thrown to requests that waited for a refresh that did not succeed. */
export class SessionEndedError extends Error {
  constructor() {
    super('Your session has ended. Please sign in again.')
    this.name = 'SessionEndedError'
  }
}

function pathOf(url: string | undefined): string {
  if (!url) return ''
  const withoutQuery = url.split('?')[0]
  try {
    return new URL(withoutQuery, 'http://app.invalid').pathname
  } catch {
    return withoutQuery
  }
}

const AUTH_CALL_PATHS: string[] = Object.values(AUTH_PATHS)
const isAuthCall = (url: string | undefined): boolean => AUTH_CALL_PATHS.includes(pathOf(url))

/** Installs the interceptors on `client`; returns a function that removes them (tests). */
export function installAuthInterceptors(client: AxiosInstance, options: AuthInterceptorOptions): () => void {
  const navigate = options.navigate ?? navigateOutsideReact
  const notify =
    options.notify ??
    ((message: string) => {
      // react-toastify is not part of the first page's JS (DESIGN.md §6); by now it is usually loaded already.
      void import('react-toastify').then(({ toast }) => toast.error(message, { toastId: 'session-ended' }))
    })
  const currentPath = options.currentPath ?? currentAppPath
  let refreshing: Promise<string> | null = null
  let sequence = 0
  // The fake database's pass-through re-sends a copy without the transforms and adapter of this client;
  // replaying that copy would skip JSON parsing, so requests are replayed from their own config.
  const inFlight = new Map<number, AuthRequestConfig>()

  function endSession(): void {
    const hadSession = hasStoredSession()
    clearStoredSession()
    options.dispatch(loggedOut())
    // Requests that were already in flight may fail after this: the session is gone, so nobody is sent twice.
    if (!hadSession) return
    notify(i18n.t('auth.session.ended'))
    navigate(loginUrl(currentPath()))
  }

  const locks = options.locks ?? browserLocks()

  async function refreshTokens(): Promise<string> {
    const seen = getRefreshToken()
    if (!seen) throw new SessionEndedError()
    return locks ? locks.request(REFRESH_LOCK, () => refreshWith(seen)) : refreshWith(seen)
  }

  /** Refreshes with the stored refresh token, unless another tab already replaced `seen` while this one waited. */
  async function refreshWith(seen: string): Promise<string> {
    const refreshToken = getRefreshToken()
    if (!refreshToken) throw new SessionEndedError()
    const accessToken = getAccessToken()
    if (refreshToken !== seen && accessToken) {
      options.dispatch(tokensRefreshed({ accessToken, refreshToken }))
      return accessToken
    }
    const response = await client.post(AUTH_PATHS.refresh, { refreshToken })
    const tokens = parseRefreshResponse(response.data)
    storeSession(tokens)
    options.dispatch(tokensRefreshed({ accessToken: tokens.accessToken, refreshToken: tokens.refreshToken }))
    if (tokens.userData) options.dispatch(userDataUpdated(tokens.userData))
    return tokens.accessToken
  }

  /** However many requests failed together, one refresh runs; the others wait for the same promise. */
  function refreshOnce(): Promise<string> {
    if (!refreshing) {
      refreshing = refreshTokens()
        .catch((error: unknown) => {
          // A refresh the server refused (or none possible) ends the session; a network failure does not,
          // so a moment without connection does not sign anyone out.
          const refused =
            !isAxiosError(error) || (error.response !== undefined && error.response.status < 500)
          if (refused) endSession()
          throw error
        })
        .finally(() => {
          refreshing = null
        })
    }
    return refreshing
  }

  const requestInterceptor = client.interceptors.request.use((config: AuthRequestConfig) => {
    // The refresh call's credential is the refresh token in its body; an expired access token must not ride along.
    if (config._authId === undefined) config._authId = ++sequence
    inFlight.set(config._authId, config)
    if (pathOf(config.url) === AUTH_PATHS.refresh) return config
    const token = getAccessToken()
    config._authToken = token
    if (token) config.headers.set('Authorization', `Bearer ${token}`)
    else config.headers.delete('Authorization')
    return config
  })

  const settled = (config: AuthRequestConfig | undefined): AuthRequestConfig | undefined => {
    if (config?._authId === undefined) return config
    const own = inFlight.get(config._authId)
    inFlight.delete(config._authId)
    return own ?? config
  }

  const responseInterceptor = client.interceptors.response.use(
    (response) => {
      settled(response.config as AuthRequestConfig)
      return response
    },
    async (error: unknown) => {
      const config = isAxiosError(error) ? settled(error.config as AuthRequestConfig | undefined) : undefined
      if (!isAxiosError(error) || error.response?.status !== 401 || !config) throw error
      if (isAuthCall(config.url) || config._authReplayed) throw error
      config._authReplayed = true
      const latest = getAccessToken()
      // This request left before a refresh that has finished since: the new token is already here.
      if (!refreshing && latest && latest !== config._authToken) return client.request(config)
      try {
        await refreshOnce()
      } catch {
        throw error
      }
      return client.request(config)
    }
  )

  return () => {
    client.interceptors.request.eject(requestInterceptor)
    client.interceptors.response.eject(responseInterceptor)
  }
}
