import { lazy } from 'react'
import { BrowserRouter, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router-dom'
import type { AppRoute } from '@/configs/routeTypes'
import { useAbility } from '@/configs/AbilityContext'
import { homePathFor } from '@/configs/homePath'
import { useAppSelector } from '@/redux/hooks'
import { selectIsLoggedIn } from '@/redux/authSlice'
import { RouteErrorBoundary } from './RouteErrorBoundary'
import { RouteGuard } from './RouteGuard'
import { landingRoute, preloadLazy, type Session } from './preload'
import { routeTable } from './routes'
import { ERROR_PATH, LOGIN_PATH } from './guard'

// Only the template demo screens show it (server mode), so it stays out of the entry that /login loads.
const DemoNotice = lazy(() =>
  import('@/@core/components/DemoNotice').then((m) => ({ default: m.DemoNotice }))
)

/**
 * zod, the largest module the signed-in frame needs, is in a chunk of its own with the list contract (vite.config.ts),
 * imported here beside the frame: it arrives first and is evaluated in a task of its own, so that the frame's evaluation
 * is one long task the less (Total Blocking Time). The list contract is the import, not zod itself: importing zod's
 * namespace would keep all of it. A failed load fails the frame's import too, which reports it.
 */
const MainLayout = lazy(() => {
  import('@/contracts/list').catch(() => undefined)
  return import('@/layouts/MainLayout')
})
const BlankLayout = lazy(() => import('@/layouts/BlankLayout'))

function HomeRedirect() {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const ability = useAbility()
  return <Navigate to={isLoggedIn ? homePathFor(ability) : LOGIN_PATH} replace />
}

/**
 * `/` shows the route the table puts there (the e-commerce dashboard) to whoever may see it; everyone else goes
 * where HomeRedirect sends them (the sign-in page, or their own home) rather than to "not authorized".
 */
function HomeRoute({ route }: { route: AppRoute }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const ability = useAbility()
  const { action, resource } = route.meta
  if (!isLoggedIn || (action && resource && ability.cannot(action, resource))) return <HomeRedirect />
  const Page = route.component
  return (
    <RouteGuard meta={route.meta}>
      {route.meta.demo && <DemoNotice />}
      <Page />
    </RouteGuard>
  )
}

function toRouteObject({ path, component: Page, meta }: AppRoute): RouteObject {
  return {
    path,
    element: (
      <RouteGuard meta={meta}>
        {meta.demo && <DemoNotice />}
        <Page />
      </RouteGuard>
    )
  }
}

export function buildRoutes(table: AppRoute[]): RouteObject[] {
  const home = table.find((r) => r.path === '/')
  const rest = table.filter((r) => r !== home)
  return [
    ...(home ? [] : [{ path: '/', element: <HomeRedirect /> }]),
    {
      element: <MainLayout />,
      children: [
        ...(home ? [{ path: '/', element: <HomeRoute route={home} /> }] : []),
        ...rest.filter((r) => r.meta.layout === 'main').map(toRouteObject)
      ]
    },
    { element: <BlankLayout />, children: rest.filter((r) => r.meta.layout === 'blank').map(toRouteObject) },
    { path: '*', element: <Navigate to={ERROR_PATH} replace /> }
  ]
}

const appRoutes = buildRoutes(routeTable)

/**
 * Starts loading the layout and the screen that `url` will show, both at once (called by main.tsx before rendering);
 * settles when both have loaded or failed.
 */
export function preloadLanding(url: string, session: Session): Promise<void> {
  const route = landingRoute(routeTable, url, session)
  if (!route) return Promise.resolve()
  // The layout first: its stylesheet is then linked before the screen's, as when they load one after the other.
  const layout = preloadLazy(route.meta.layout === 'main' ? MainLayout : BlankLayout)
  return Promise.all([layout, preloadLazy(route.component)]).then(() => undefined)
}

function AppRoutes() {
  const { pathname } = useLocation()
  return <RouteErrorBoundary resetKey={pathname}>{useRoutes(appRoutes)}</RouteErrorBoundary>
}

/**
 * The app uses none of the data router's loaders, actions or fetchers, so it mounts the plain <BrowserRouter>:
 * the data router would add about 16 KiB gzip to the JS loaded before /login (DESIGN.md §6).
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  )
}
