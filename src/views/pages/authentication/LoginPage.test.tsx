import type MockAdapter from 'axios-mock-adapter'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { http } from '@/auth/http'
import { installFakeDb } from '@/@fake-db/install'
import { resetAuthData } from '@/@fake-db/auth/data'
import { renderWithProviders } from '@/test/renderWithProviders'
import LoginPage from './LoginPage'

const landing = (path: string, text: string) => ({ path, element: <p>{text}</p> })

function renderLogin(route = '/login') {
  return renderWithProviders(<LoginPage />, {
    route,
    path: '/login',
    routes: [landing('/dashboard/music', 'Music overview home'), landing('/apps/email', 'Email app')]
  })
}

describe('login page', () => {
  let mock: MockAdapter
  beforeEach(() => {
    resetAuthData()
    mock = installFakeDb(http, 'mock')
  })
  afterEach(() => {
    mock.restore()
    sessionStorage.clear()
  })

  it('shows a message under each invalid field', async () => {
    const { user } = renderLogin()
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Enter your email address')).toBeInTheDocument()
    expect(screen.getByText('Enter your password')).toBeInTheDocument()
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Email')).toHaveFocus()

    await user.type(screen.getByLabelText('Email'), 'not-an-email')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument()

    // Once submitted, a field is checked again as it is corrected.
    await user.type(screen.getByLabelText('Password'), 'secret')
    expect(screen.queryByText('Enter your password')).not.toBeInTheDocument()
    await user.clear(screen.getByLabelText('Email'))
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    expect(screen.queryByText('Enter a valid email address')).not.toBeInTheDocument()
    expect(mock.history.post).toHaveLength(0)
  })

  it('shows and hides the password', async () => {
    const { user } = renderLogin()
    const password = screen.getByLabelText('Password')
    expect(password).toHaveAttribute('type', 'password')
    await user.click(screen.getByRole('button', { name: 'Show password' }))
    expect(password).toHaveAttribute('type', 'text')
    await user.click(screen.getByRole('button', { name: 'Hide password' }))
    expect(password).toHaveAttribute('type', 'password')
  })

  it("shows the server's message in the form when the password is wrong", async () => {
    const { user, store } = renderLogin()
    await user.type(screen.getByLabelText('Email'), 'admin@demo.vibeline.app')
    await user.type(screen.getByLabelText('Password'), 'wrong')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Email or Password is Invalid')
    expect(store.getState().auth.userData).toBeNull()
  })

  it('signs in and lands on the page first asked for, remembered across browser restarts when asked', async () => {
    const { user, store } = renderLogin('/login?returnTo=%2Fapps%2Femail')
    await user.type(screen.getByLabelText('Email'), 'admin@demo.vibeline.app')
    await user.type(screen.getByLabelText('Password'), 'admin')
    await user.click(screen.getByLabelText('Remember me'))
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Email app')).toBeInTheDocument()
    expect(store.getState().auth.userData?.role).toBe('admin')
    expect(localStorage.getItem('accessToken')).toBe(store.getState().auth.accessToken)
    expect(sessionStorage.getItem('accessToken')).toBeNull()
  })

  it("without returnTo goes to the role's home page, keeping the session for this tab only without remember me", async () => {
    const { user } = renderLogin()
    await user.type(screen.getByLabelText('Email'), 'admin@demo.vibeline.app')
    await user.type(screen.getByLabelText('Password'), 'admin')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Music overview home')).toBeInTheDocument()
    expect(sessionStorage.getItem('refreshToken')).toBeTruthy()
    expect(localStorage.getItem('refreshToken')).toBeNull()
  })

  it('ignores a returnTo that points to another site', async () => {
    const { user } = renderLogin('/login?returnTo=%2F%2Fevil.example%2Fx')
    await user.type(screen.getByLabelText('Email'), 'admin@demo.vibeline.app')
    await user.type(screen.getByLabelText('Password'), 'admin')
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    expect(await screen.findByText('Music overview home')).toBeInTheDocument()
  })

  it('links to registration and password recovery', async () => {
    renderLogin()
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register'
    )
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password')
  })
})

describe('login page: the link to create an account follows the server', () => {
  let mock: MockAdapter
  beforeEach(async () => {
    const { default: Adapter } = await import('axios-mock-adapter')
    mock = new Adapter(http)
  })
  afterEach(() => mock.restore())

  it('hides "Create an account" when the server has registration off', async () => {
    mock.onGet('/jwt/options').reply(200, { registration: false })
    renderLogin()
    await screen.findByRole('button', { name: 'Sign in' })
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(mock.history.get.map((r) => r.url)).toEqual(['/jwt/options'])
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument()
  })

  it('shows it when the server lets people register', async () => {
    mock.onGet('/jwt/options').reply(200, { registration: true })
    renderLogin()
    expect(await screen.findByRole('link', { name: 'Create an account' })).toHaveAttribute(
      'href',
      '/register'
    )
  })
})

describe('login page: company sign-in follows the server', () => {
  let mock: MockAdapter
  beforeEach(async () => {
    const { default: Adapter } = await import('axios-mock-adapter')
    mock = new Adapter(http)
  })
  afterEach(() => mock.restore())

  it('offers "Sign in with <provider>" beside the password form, keeping where to go afterwards', async () => {
    mock.onGet('/jwt/options').reply(200, { registration: false, sso: { name: 'Okta', only: false } })
    renderLogin('/login?returnTo=%2Fmusic%2Ftracks')
    expect(await screen.findByRole('link', { name: 'Sign in with Okta' })).toHaveAttribute(
      'href',
      '/jwt/oidc/start?returnTo=%2Fmusic%2Ftracks'
    )
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument()
    expect(screen.getByLabelText('Password')).toBeInTheDocument()
  })

  it('offers only the provider when password sign-in is off (OIDC_ONLY)', async () => {
    mock.onGet('/jwt/options').reply(200, { registration: true, sso: { name: 'Entra ID', only: true } })
    renderLogin()
    expect(await screen.findByRole('link', { name: 'Sign in with Entra ID' })).toHaveAttribute(
      'href',
      '/jwt/oidc/start'
    )
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Create an account' })).not.toBeInTheDocument()
  })

  it('shows no provider button when the server has none', async () => {
    mock.onGet('/jwt/options').reply(200, { registration: true, sso: null })
    renderLogin()
    await screen.findByRole('link', { name: 'Create an account' })
    expect(screen.queryByRole('link', { name: /Sign in with/ })).not.toBeInTheDocument()
  })
})
