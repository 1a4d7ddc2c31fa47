import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Link, MemoryRouter, useLocation, useRoutes } from 'react-router-dom'
import { RouteErrorBoundary } from './RouteErrorBoundary'

function Broken(): never {
  throw new Error('This page is broken.')
}

function Routes() {
  const { pathname } = useLocation()
  const element = useRoutes([
    { path: '/broken', element: <Broken /> },
    { path: '/fine', element: <h1>Fine page</h1> }
  ])
  return (
    <>
      <Link to="/fine">Go to the fine page</Link>
      <RouteErrorBoundary resetKey={pathname}>{element}</RouteErrorBoundary>
    </>
  )
}

describe('RouteErrorBoundary', () => {
  // jsdom reports the caught error as a window 'error' event; handled here, React does not log it either.
  const quiet = (event: ErrorEvent) => event.preventDefault()
  beforeEach(() => {
    window.addEventListener('error', quiet)
  })
  afterEach(() => {
    window.removeEventListener('error', quiet)
  })

  it('shows a message instead of a page that throws, and lets the next path render again', async () => {
    render(
      <MemoryRouter initialEntries={['/broken']}>
        <Routes />
      </MemoryRouter>
    )
    const alert = screen.getByRole('alert')
    expect(alert).toHaveTextContent('This page could not be shown')
    expect(screen.getByRole('button', { name: 'Reload the page' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/')

    await userEvent.click(screen.getByRole('link', { name: 'Go to the fine page' }))
    expect(await screen.findByRole('heading', { name: 'Fine page' })).toBeInTheDocument()
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })
})
