import { createContext, useContext, useMemo, type ReactNode } from 'react'
import { createContextualCan } from '@casl/react'
import { useAppSelector } from '@/redux/hooks'
import { selectAbilityRules } from '@/redux/authSlice'
import { buildAbility, type AppAbility } from './acl'

export const AbilityContext = createContext<AppAbility>(buildAbility(null))

/** <Can I="update" a="Track">…</Can> */
export const Can = createContextualCan(AbilityContext.Consumer)

export const useAbility = (): AppAbility => useContext(AbilityContext)

/** Rebuilds the ability whenever the signed-in user's rules change (login, refresh, logout). */
export function AbilityProvider({ children }: { children: ReactNode }) {
  const rules = useAppSelector(selectAbilityRules)
  const ability = useMemo(() => buildAbility(rules), [rules])
  return <AbilityContext.Provider value={ability}>{children}</AbilityContext.Provider>
}
