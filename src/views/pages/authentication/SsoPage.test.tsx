import type MockAdapter from 'axios-mock-adapter'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { http } from '@/auth/http'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import { renderWithProviders } from '@/test/renderWithProviders'
import SsoPage from './SsoPage'

const session = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  userData: {
    id: 7,
    fullName: 'Alice Admin',
    username: 'alice',
    avatar: null,
    email: 'alice@corp.test',
    role: 'admin',
    ability: ROLE_ABILITIES.admin,
    extras: { eCommerceCartItemsCount: 0 }
  }
}

function renderSso(route: string) {
  return renderWithProviders(<SsoPage />, {
    route,
    path: '/login/sso',
    routes: [
      { path: '/music/tracks', element: <p>Tracks page</p> },
      { path: '/dashboard/music', element: <p>Music overview home</p> },
      { path: '/login', element: <p>Password sign-in</p> }
    ]
  })
}

describe('company sign-in landing page', () => {
  let mock: MockAdapter
  beforeEach(async () => {
    const { default: Adapter } = await import('axios-mock-adapter')
    mock = new Adapter(http)
  })
  afterEach(() => {
    mock.restore()
    localStorage.clear()
  })

  it('exchanges the one-time code once for the session and goes where the person was going', async () => {
    mock.onPost('/jwt/oidc/exchange').reply(200, { ...session, returnTo: '/music/tracks' })
    const { store } = renderSso('/login/sso?code=one-time')
    expect(await screen.findByText('Tracks page')).toBeInTheDocument()
    expect(mock.history.post.map((r) => JSON.parse(r.data as string))).toEqual([{ code: 'one-time' }])
    expect(store.getState().auth.userData?.email).toBe('alice@corp.test')
    expect(localStorage.getItem('refreshToken')).toBe('refresh-1')
  })

  it('goes to the home page of the role when there is nowhere else to go', async () => {
    mock.onPost('/jwt/oidc/exchange').reply(200, { ...session, returnTo: 'https://elsewhere.example/' })
    renderSso('/login/sso?code=one-time')
    expect(await screen.findByText('Music overview home')).toBeInTheDocument()
  })

  it('says so when the code has expired or was used', async () => {
    mock
      .onPost('/jwt/oidc/exchange')
      .reply(400, { error: 'This sign-in has expired or was already used. Sign in again.' })
    const { store } = renderSso('/login/sso?code=spent')
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This sign-in has expired or was already used.'
    )
    expect(store.getState().auth.userData).toBeNull()
  })

  it('explains each refusal and offers to start again', async () => {
    renderSso('/login/sso?error=no_role')
    expect(screen.getByRole('heading', { name: 'Company sign-in did not work' })).toBeInTheDocument()
    expect(screen.getByRole('alert')).toHaveTextContent('none of the groups that may use Vibeline')
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/jwt/oidc/start')
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login')
    expect(mock.history.post).toHaveLength(0)
  })

  it('treats an unknown reason as a plain failure', async () => {
    renderSso('/login/sso?error=<script>')
    expect(screen.getByRole('alert')).toHaveTextContent('The sign-in did not work. Try again.')
  })
})
