import MockAdapter from 'axios-mock-adapter'
import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { http } from '@/auth/http'
import { storeSession } from '@/auth/tokenStorage'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import { UserMenu } from './UserMenu'

describe('user menu', () => {
  let mock: MockAdapter
  afterEach(() => mock?.restore())

  it('shows who is signed in and offers access control to those who may read ACL', async () => {
    const { user } = renderWithProviders(<UserMenu />, {
      preloadedState: signedInAs([{ action: 'read', subject: 'ACL' }], {
        fullName: 'Nina Simone',
        role: 'editor'
      })
    })
    expect(screen.getByText('Nina Simone')).toBeInTheDocument()
    expect(document.querySelector('[data-initials="NS"]')).not.toBeNull()
    await user.click(screen.getByRole('button', { name: 'Account menu for Nina Simone' }))
    expect(screen.getByRole('menuitem', { name: 'Access control' })).toHaveAttribute(
      'href',
      '/access-control'
    )
  })

  it('hides access control from users who may not read ACL', async () => {
    const { user } = renderWithProviders(<UserMenu />, {
      preloadedState: signedInAs([{ action: 'read', subject: 'Track' }])
    })
    await user.click(screen.getByRole('button', { name: /Account menu/ }))
    expect(screen.queryByRole('menuitem', { name: 'Access control' })).not.toBeInTheDocument()
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument()
  })

  it('logs out: calls /jwt/logout, clears user data and both tokens, and goes to /login', async () => {
    mock = new MockAdapter(http)
    mock.onPost('/jwt/logout').reply(200, {})
    const session = signedInAs([{ action: 'manage', subject: 'all' }])
    storeSession({ ...session.auth!, userData: session.auth!.userData!, accessToken: 'a', refreshToken: 'r' })
    const { user, store } = renderWithProviders(<UserMenu />, {
      preloadedState: session,
      routes: [{ path: '/login', element: <p>Sign-in page</p> }]
    })
    await user.click(screen.getByRole('button', { name: /Account menu/ }))
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }))
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument()
    expect(JSON.parse(mock.history.post[0].data)).toEqual({ refreshToken: 'r' })
    expect(store.getState().auth).toEqual({ userData: null, accessToken: null, refreshToken: null })
    expect(localStorage.getItem('accessToken')).toBeNull()
    expect(localStorage.getItem('refreshToken')).toBeNull()
    expect(localStorage.getItem('userData')).toBeNull()
  })

  it('still signs out locally when the server cannot be reached', async () => {
    mock = new MockAdapter(http)
    mock.onPost('/jwt/logout').networkError()
    const { user, store } = renderWithProviders(<UserMenu />, {
      preloadedState: signedInAs([{ action: 'manage', subject: 'all' }]),
      routes: [{ path: '/login', element: <p>Sign-in page</p> }]
    })
    await user.click(screen.getByRole('button', { name: /Account menu/ }))
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }))
    expect(await screen.findByText('Sign-in page')).toBeInTheDocument()
    expect(store.getState().auth.userData).toBeNull()
  })
})
