import { afterEach, describe, expect, it } from 'vitest'
import { signedInAs } from '@/test/renderWithProviders'
import {
  clearStoredSession,
  getAccessToken,
  getRefreshToken,
  hasStoredSession,
  readStoredSession,
  storeSession
} from './tokenStorage'

const userData = signedInAs([{ action: 'manage', subject: 'all' }]).auth!.userData!

describe('token storage', () => {
  afterEach(() => sessionStorage.clear())

  it('keeps a remembered session in localStorage under the spec keys, tokens raw', () => {
    storeSession({ userData, accessToken: 'a1', refreshToken: 'r1' }, { remember: true })
    expect(localStorage.getItem('accessToken')).toBe('a1')
    expect(localStorage.getItem('refreshToken')).toBe('r1')
    expect(JSON.parse(localStorage.getItem('userData')!)).toEqual(userData)
    expect(sessionStorage.length).toBe(0)
    expect(readStoredSession()).toEqual({ userData, accessToken: 'a1', refreshToken: 'r1' })
  })

  it('keeps a session without "remember me" in sessionStorage only', () => {
    storeSession({ userData, accessToken: 'a1', refreshToken: 'r1' }, { remember: false })
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(sessionStorage.getItem('accessToken')).toBe('a1')
    expect(readStoredSession()).toEqual({ userData, accessToken: 'a1', refreshToken: 'r1' })
  })

  it('a token refresh stays where the session lives and keeps the user data', () => {
    storeSession({ userData, accessToken: 'a1', refreshToken: 'r1' }, { remember: false })
    storeSession({ accessToken: 'a2', refreshToken: 'r2' })
    expect(sessionStorage.getItem('accessToken')).toBe('a2')
    expect(getAccessToken()).toBe('a2')
    expect(getRefreshToken()).toBe('r2')
    expect(readStoredSession().userData).toEqual(userData)
    expect(localStorage.getItem('refreshToken')).toBeNull()
  })

  it('clearing removes user data and both tokens from both storages', () => {
    storeSession({ userData, accessToken: 'a1', refreshToken: 'r1' }, { remember: true })
    sessionStorage.setItem('accessToken', 'stale')
    clearStoredSession()
    expect(hasStoredSession()).toBe(false)
    expect(readStoredSession()).toEqual({ userData: null, accessToken: null, refreshToken: null })
  })

  it('ignores user data that does not match the contract', () => {
    localStorage.setItem('accessToken', 'a1')
    localStorage.setItem('userData', '{"id":"not a number"}')
    expect(readStoredSession().userData).toBeNull()
  })
})
