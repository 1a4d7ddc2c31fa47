// Renders UI with the real store, router, i18n and ability, as the app does (CONVENTIONS.md "Tests").
import type { ReactElement, ReactNode } from 'react'
import { Suspense } from 'react'
import { Provider } from 'react-redux'
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { AbilityProvider } from '@/configs/AbilityContext'
import { makeStore, type AppStore, type RootState } from '@/redux/store'
import type { AbilityRule } from '@/contracts/abilities'
import type { UserData } from '@/contracts/auth'

type Options = {
  preloadedState?: Partial<RootState>
  store?: AppStore
  /** The URL the memory router starts at. */
  route?: string
  /** The route pattern the UI is mounted at (for useParams); defaults to '*'. */
  path?: string
  /** Extra routes, so a navigation can be seen to land. */
  routes?: RouteObject[]
}

export function renderWithProviders(ui: ReactElement, options: Options = {}) {
  const store = options.store ?? makeStore(options.preloadedState)
  const router = createMemoryRouter([{ path: options.path ?? '*', element: ui }, ...(options.routes ?? [])], {
    initialEntries: [options.route ?? '/']
  })
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <AbilityProvider>
        <Suspense fallback={<div>loading…</div>}>{children}</Suspense>
      </AbilityProvider>
    </Provider>
  )
  const user = userEvent.setup()
  return { store, router, user, ...render(<RouterProvider router={router} />, { wrapper: Wrapper }) }
}

/** A signed-in session for preloadedState.auth. */
export function signedInAs(ability: AbilityRule[], overrides: Partial<UserData> = {}): Partial<RootState> {
  return {
    auth: {
      accessToken: 'test-access-token',
      refreshToken: 'test-refresh-token',
      userData: {
        id: 1,
        fullName: 'Test Admin',
        username: 'test-admin',
        avatar: null,
        email: 'admin@vibeline.test',
        role: 'admin',
        ability,
        extras: { eCommerceCartItemsCount: 0 },
        ...overrides
      }
    }
  }
}
