import { afterEach, describe, expect, it } from 'vitest'
import { Provider } from 'react-redux'
import { render, screen, waitFor } from '@testing-library/react'
import { makeStore } from '@/redux/store'
import { skinChanged } from '@/redux/layoutSlice'
import { App } from './App'

function renderAppAt(path: string) {
  window.history.pushState({}, '', path)
  const store = makeStore()
  return {
    store,
    ...render(
      <Provider store={store}>
        <App />
      </Provider>
    )
  }
}

describe('App boot', () => {
  // <App /> writes to the real document and address bar; the next test must not start from what this one left.
  afterEach(() => {
    window.history.replaceState({}, '', '/')
    document.title = ''
    document.body.className = ''
    document.documentElement.removeAttribute('data-bs-theme')
    document.documentElement.removeAttribute('data-skin')
  })

  it('shows the loading screen until the first page is ready, then removes it', async () => {
    renderAppAt('/misc/maintenance')
    expect(screen.getByRole('status', { name: 'Loading: Vibeline Admin' })).toBeInTheDocument()
    expect(
      await screen.findByRole('heading', { name: 'Under maintenance' }, { timeout: 10_000 })
    ).toBeInTheDocument()
    expect(screen.queryByRole('status', { name: 'Loading: Vibeline Admin' })).not.toBeInTheDocument()
    // The title is set in a passive effect, which React may flush just after the heading is in the DOM.
    await waitFor(() => expect(document.title).toBe('Vibeline Admin'))
  })

  it('puts the skin on <body> and <html> for the whole page', async () => {
    const { store } = renderAppAt('/misc/coming-soon')
    await screen.findByRole('heading', { name: 'Coming soon' }, { timeout: 10_000 })
    // Set in a passive effect, like the title above.
    await waitFor(() => expect(document.body).toHaveClass('light-layout'))
    store.dispatch(skinChanged('dark'))
    await waitFor(() => expect(document.body).toHaveClass('dark-layout'))
    expect(document.body).not.toHaveClass('light-layout')
    expect(document.documentElement).toHaveAttribute('data-bs-theme', 'dark')
  })
})
