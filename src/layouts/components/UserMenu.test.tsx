import MockAdapter from 'axios-mock-adapter'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { http } from '@/auth/http'
import { i18n } from '@/configs/i18n'
import { storeSession } from '@/auth/tokenStorage'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import { leaveApp } from '@/auth/leaveApp'
import { UserMenu } from './UserMenu'
import { NavbarCart } from './NavbarCart'

vi.mock('@/auth/leaveApp', () => ({ leaveApp: vi.fn() }))

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

  it('after a company sign-in, also ends the session at the provider', async () => {
    mock = new MockAdapter(http)
    const endSessionUrl = 'https://id.corp.example/session/end?id_token_hint=x'
    mock.onPost('/jwt/logout').reply(200, { ok: true, endSessionUrl })
    const session = signedInAs([{ action: 'manage', subject: 'all' }])
    storeSession({ ...session.auth!, userData: session.auth!.userData!, accessToken: 'a', refreshToken: 'r' })
    const { user, store } = renderWithProviders(<UserMenu />, { preloadedState: session })
    await user.click(screen.getByRole('button', { name: /Account menu/ }))
    await user.click(screen.getByRole('menuitem', { name: 'Log out' }))
    await vi.waitFor(() => expect(leaveApp).toHaveBeenCalledWith(endSessionUrl))
    expect(store.getState().auth.userData).toBeNull()
    expect(localStorage.getItem('refreshToken')).toBeNull()
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

  it('names the role under the user in the page language', async () => {
    await i18n.changeLanguage('ar')
    renderWithProviders(<UserMenu />, {
      preloadedState: signedInAs([{ action: 'manage', subject: 'all' }], {
        fullName: 'Nina Simone',
        role: 'admin'
      })
    })
    expect(screen.getByText('مدير')).toBeInTheDocument()
    expect(screen.queryByText(/^admin$/i)).not.toBeInTheDocument()
  })

  it('shows a role it has no translation for as stored, capitalised', () => {
    renderWithProviders(<UserMenu />, {
      preloadedState: signedInAs([{ action: 'read', subject: 'Track' }], { role: 'auditor' })
    })
    expect(screen.getByText('Auditor')).toBeInTheDocument()
  })

  it('links to the account settings for every signed-in user', async () => {
    const { user } = renderWithProviders(<UserMenu />, {
      preloadedState: signedInAs([{ action: 'read', subject: 'Track' }])
    })
    await user.click(screen.getByRole('button', { name: /Account menu/ }))
    expect(screen.getByRole('menuitem', { name: 'Account settings' })).toHaveAttribute(
      'href',
      '/pages/account-settings'
    )
  })

  it('resets the demo data only after a confirmation, forgetting only the demo areas', async () => {
    const reload = vi.fn()
    vi.stubGlobal('location', { ...window.location, reload })
    localStorage.setItem('vibeline.fakeDb.todo', '{"tasks":[]}')
    localStorage.setItem('vibeline.fakeDb.ecommerce', '{}')
    localStorage.setItem('vibeline.player', '{}')
    const { user } = renderWithProviders(<UserMenu />, {
      preloadedState: signedInAs([{ action: 'manage', subject: 'all' }])
    })
    await user.click(screen.getByRole('button', { name: /Account menu/ }))
    await user.click(screen.getByRole('menuitem', { name: 'Reset demo data' }))
    const dialog = await screen.findByRole('dialog', { name: 'Reset the demo data?' })
    expect(localStorage.getItem('vibeline.fakeDb.todo')).not.toBeNull()
    await user.click(within(dialog).getByRole('button', { name: 'Reset' }))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(localStorage.getItem('vibeline.fakeDb.todo')).toBeNull()
    expect(localStorage.getItem('vibeline.fakeDb.ecommerce')).toBeNull()
    expect(localStorage.getItem('vibeline.player')).toBe('{}')
    vi.unstubAllGlobals()
  })

  it('offers "Reset demo data" only while some demo area has changes kept in this browser', async () => {
    localStorage.setItem('vibeline.player', '{}')
    const { user } = renderWithProviders(<UserMenu />, {
      preloadedState: signedInAs([{ action: 'manage', subject: 'all' }])
    })
    await user.click(screen.getByRole('button', { name: /Account menu/ }))
    expect(screen.getByRole('menuitem', { name: 'Log out' })).toBeInTheDocument()
    expect(screen.queryByRole('menuitem', { name: 'Reset demo data' })).not.toBeInTheDocument()
    localStorage.removeItem('vibeline.player')
  })
})

describe('navbar cart', () => {
  let mock: MockAdapter
  afterEach(() => {
    mock?.restore()
    vi.unstubAllGlobals()
  })

  it('is there for a role that may shop', () => {
    renderWithProviders(<NavbarCart />, {
      preloadedState: signedInAs([{ action: 'manage', subject: 'all' }])
    })
    expect(screen.getByRole('button', { name: /cart/i })).toBeInTheDocument()
  })

  it('is gone for a role that only reads the demo areas (viewer) or has no shop', () => {
    renderWithProviders(<NavbarCart />, {
      preloadedState: signedInAs([
        { action: 'read', subject: 'Template' },
        { action: 'read', subject: 'Track' }
      ])
    })
    expect(screen.queryByRole('button', { name: /cart/i })).not.toBeInTheDocument()
  })

  it('builds its currency format when the panel shows a price, not on the navbar first render', async () => {
    mock = new MockAdapter(http)
    mock.onGet('/apps/ecommerce/cart').reply(200, {
      products: [{ id: 1, name: 'Headphones', slug: 'headphones', image: '/h.png', price: 12.5, qty: 2 }]
    })
    const NumberFormat = Intl.NumberFormat
    const currencyFormats = vi.fn()
    vi.stubGlobal('Intl', {
      ...Intl,
      NumberFormat: function (locale?: string, options?: Intl.NumberFormatOptions) {
        if (options?.style === 'currency') currencyFormats()
        return new NumberFormat(locale, options)
      }
    })
    const { user } = renderWithProviders(<NavbarCart />, {
      preloadedState: signedInAs([{ action: 'manage', subject: 'all' }])
    })
    expect(currencyFormats).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: /cart/i }))
    expect(await screen.findByText('$25.00')).toBeInTheDocument()
    expect(currencyFormats).toHaveBeenCalled()
  })
})
