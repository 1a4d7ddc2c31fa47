// Keeps the template demo areas' changes in localStorage, one key per area, so that a todo added or an invoice
// deleted survives a reload in both modes; the user menu's "Reset demo data" forgets them (configs/demoData.ts).
// The music areas (demo mode's stand-in for the API server) are not kept here: their database is SQLite in the
// page, saved whole in IndexedDB after each write (music/host/savedDatabase.ts). The shop keeps its own
// cart and wishlist (ecommerce/data.ts). Loaded with the fake database, never by the entry.
import { FAKE_DB_STORAGE_PREFIX } from '@/configs/demoData'

type Keeper = { snapshot: () => unknown; restore: (stored: Record<string, unknown>) => void }

/** An area whose state is one object of arrays and records: restoring puts back the keys it already has. */
const objectKeeper =
  <T extends object>(load: () => Promise<T>) =>
  async (): Promise<Keeper> => {
    const target = await load()
    return {
      snapshot: () => target,
      restore: (stored) => {
        const current = target as Record<string, unknown>
        for (const key of Object.keys(current)) {
          const value = stored[key]
          if (value !== undefined && Array.isArray(value) === Array.isArray(current[key]))
            current[key] = value
        }
      }
    }
  }

const KEEPERS: Partial<Record<string, () => Promise<Keeper>>> = {
  todo: objectKeeper(() => import('./todo/data').then((m) => m.todoDb)),
  email: objectKeeper(() => import('./email/data').then((m) => m.emailDb)),
  chat: objectKeeper(() => import('./chat/data').then((m) => m.chatDb)),
  calendar: objectKeeper(() => import('./calendar/data').then((m) => m.calendarDb)),
  invoice: objectKeeper(() => import('./invoice/data').then((m) => m.invoiceDb)),
  blog: objectKeeper(() => import('./blog/data').then((m) => m.blogDb)),
  pricing: objectKeeper(() => import('./pricing/data').then((m) => m.pricingDb)),
  profile: objectKeeper(() => import('./profile/data').then((m) => m.profileDb)),
  'api-keys': objectKeeper(() => import('./api-keys/data').then((m) => m.apiKeysDb)),
  'account-settings': objectKeeper(() => import('./account-settings/data').then((m) => m.accountSettingsDb)),
  users: async () => {
    const m = await import('./users/data')
    return {
      snapshot: () => ({ users: m.users, settings: [...m.savedSettings] }),
      restore: (stored) => {
        if (Array.isArray(stored.users)) m.setUsers(stored.users as typeof m.users)
        if (Array.isArray(stored.settings))
          for (const [id, value] of stored.settings as Array<[number, object]>) m.savedSettings.set(id, value)
      }
    }
  },
  permissions: async () => {
    const m = await import('./permissions/data')
    return {
      snapshot: () => ({ roles: m.roles, permissions: m.permissions }),
      restore: (stored) => {
        if (Array.isArray(stored.roles)) m.setRoles(stored.roles as typeof m.roles)
        if (Array.isArray(stored.permissions)) m.setPermissions(stored.permissions as typeof m.permissions)
      }
    }
  }
}

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

const keyOf = (area: string) => `${FAKE_DB_STORAGE_PREFIX}${area}`

/** Whether the area's changes are kept. */
export const isKept = (area: string): boolean => area in KEEPERS

/** Puts the area's stored state back (before its handlers answer); stored text that is not ours is ignored. */
export async function restoreArea(area: string): Promise<void> {
  const keeper = KEEPERS[area]
  const raw = keeper ? storage()?.getItem(keyOf(area)) : null
  if (!keeper || !raw) return
  try {
    const stored: unknown = JSON.parse(raw)
    if (stored && typeof stored === 'object' && !Array.isArray(stored))
      (await keeper()).restore(stored as Record<string, unknown>)
  } catch {
    // Unreadable: the sample data stays.
  }
}

/** Writes the area's state through (after a request that may have changed it). */
export async function saveArea(area: string): Promise<void> {
  const keeper = KEEPERS[area]
  if (!keeper) return
  try {
    storage()?.setItem(keyOf(area), JSON.stringify((await keeper()).snapshot()))
  } catch {
    // A full or blocked storage only costs the changes on the next reload.
  }
}
