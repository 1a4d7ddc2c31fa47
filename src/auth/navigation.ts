// Navigation from outside React (the HTTP interceptors): a screen inside the router registers its navigate
// function here; without one, the browser loads the URL itself (the store is rebuilt from the cleared storage).
import { LOGIN_ROUTE } from '@/contracts/authConstants'

export type Navigator = (to: string) => void

let registered: Navigator | null = null

/** Registers the router's navigate function; returns the function that unregisters it. */
export function registerNavigator(navigator: Navigator): () => void {
  registered = navigator
  return () => {
    if (registered === navigator) registered = null
  }
}

export function navigateOutsideReact(to: string): void {
  if (registered) registered(to)
  else window.location.assign(to)
}

/** Where the user is now, as a path the router understands. */
export function currentAppPath(): string {
  return window.location.pathname + window.location.search + window.location.hash
}

/** A returnTo value is followed only when it is a path of this app (never another origin). */
export function safeReturnTo(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return null
  if (raw === LOGIN_ROUTE || raw.startsWith(`${LOGIN_ROUTE}?`)) return null
  return raw
}

export function loginUrl(returnTo?: string | null): string {
  const target = safeReturnTo(returnTo)
  return target ? `${LOGIN_ROUTE}?returnTo=${encodeURIComponent(target)}` : LOGIN_ROUTE
}
