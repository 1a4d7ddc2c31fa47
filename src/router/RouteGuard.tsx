import { Suspense, type ReactNode } from 'react'
import { Navigate, useLocation } from 'react-router-dom'
import type { RouteMeta } from '@/configs/routeTypes'
import { useAbility } from '@/configs/AbilityContext'
import { homePathFor } from '@/configs/homePath'
import { useAppSelector } from '@/redux/hooks'
import { selectIsLoggedIn } from '@/redux/authSlice'
import { Spinner } from '@/@core/components/Spinner'
import { resolveAccess } from './guard'

export function RouteGuard({ meta, children }: { meta: RouteMeta; children: ReactNode }) {
  const isLoggedIn = useAppSelector(selectIsLoggedIn)
  const ability = useAbility()
  const location = useLocation()
  const access = resolveAccess(
    meta,
    { isLoggedIn, ability, homePath: homePathFor(ability) },
    location.pathname + location.search
  )
  if (access.kind === 'redirect') return <Navigate to={access.to} replace />
  return <Suspense fallback={<Spinner />}>{children}</Suspense>
}
