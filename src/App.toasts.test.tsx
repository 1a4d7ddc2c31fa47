import { afterEach, describe, expect, it } from 'vitest'
import { Provider } from 'react-redux'
import { act, render, screen } from '@testing-library/react'
import { toast } from 'react-toastify'
import { makeStore } from '@/redux/store'
import { loggedIn, loggedOut } from '@/redux/authSlice'
import { signedInAs } from '@/test/renderWithProviders'
import type { AuthResponse } from '@/contracts/auth'
import { App } from './App'

const notifications = () => screen.queryByRole('region', { name: /notifications/i })

describe('App toasts', () => {
  afterEach(() => {
    window.history.replaceState({}, '', '/')
    document.body.className = ''
    document.documentElement.removeAttribute('data-bs-theme')
    document.documentElement.removeAttribute('data-skin')
  })

  it('mounts the toast container with the first signed-in state and keeps it after sign-out', async () => {
    window.history.pushState({}, '', '/misc/coming-soon')
    const store = makeStore()
    render(
      <Provider store={store}>
        <App />
      </Provider>
    )
    await screen.findByRole('heading', { name: 'Coming soon' }, { timeout: 10_000 })
    expect(notifications()).not.toBeInTheDocument()

    // Raised before the container has loaded: react-toastify keeps it until the container mounts.
    act(() => {
      store.dispatch(loggedIn(signedInAs([{ action: 'manage', subject: 'all' }]).auth as AuthResponse))
      toast.success('Saved while the container loaded')
    })
    expect(await screen.findByText('Saved while the container loaded')).toBeInTheDocument()
    expect(notifications()).toBeInTheDocument()

    act(() => {
      store.dispatch(loggedOut())
    })
    expect(notifications()).toBeInTheDocument()
  })
})
