import { describe, expect, it, vi } from 'vitest'
import { act, render } from '@testing-library/react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'

/** A fresh copy of the module: whether the page load's first screen was shown is module state. */
async function freshRouterTransition() {
  vi.resetModules()
  return (await import('./RouterTransition')).RouterTransition
}

describe('RouterTransition', () => {
  it("shows the page load's first screen at once and animates the screens navigated to", async () => {
    const RouterTransition = await freshRouterTransition()
    const page = (text: string) => (
      <RouterTransition transition="fadeIn">
        <p>{text}</p>
      </RouterTransition>
    )
    const router = createMemoryRouter(
      [
        { path: '/one', element: page('one') },
        { path: '/two', element: page('two') }
      ],
      { initialEntries: ['/one'] }
    )
    const { container } = render(<RouterProvider router={router} />)
    const wrapper = () => container.querySelector('.router-transition')!
    expect(wrapper()).not.toHaveClass('animate-fadeIn')
    await act(() => router.navigate('/two'))
    expect(wrapper()).toHaveTextContent('two')
    expect(wrapper()).toHaveClass('animate-fadeIn')
  })

  it('animates a first screen reached by a navigation (the one after signing in)', async () => {
    const RouterTransition = await freshRouterTransition()
    const router = createMemoryRouter(
      [
        { path: '/login', element: <p>sign in</p> },
        {
          path: '/home',
          element: (
            <RouterTransition transition="zoomIn">
              <p>home</p>
            </RouterTransition>
          )
        }
      ],
      { initialEntries: ['/login'] }
    )
    const { container } = render(<RouterProvider router={router} />)
    await act(() => router.navigate('/home', { replace: true }))
    expect(container.querySelector('.router-transition')).toHaveClass('animate-zoomIn')
  })
})
