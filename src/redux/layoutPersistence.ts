// Skin, isRTL and menuCollapsed survive a reload (spec §3 "Layout preferences").
// Relative, not '@/': the build config reads these keys too (scripts/firstPaintPlugin.ts).
import { SKINS, type Skin } from '../configs/themeConfig.ts'

export const LAYOUT_STORAGE_KEYS = { skin: 'skin', isRTL: 'isRTL', menuCollapsed: 'menuCollapsed' } as const
const KEYS = LAYOUT_STORAGE_KEYS

type Persisted = { skin?: Skin; isRTL?: boolean; menuCollapsed?: boolean }
type LayoutLike = { skin: Skin; isRTL: boolean; menuCollapsed: boolean }
type StoreLike = { getState(): { layout: LayoutLike }; subscribe(listener: () => void): () => void }

function readBoolean(key: string): boolean | undefined {
  const raw = localStorage.getItem(key)
  return raw === 'true' ? true : raw === 'false' ? false : undefined
}

export function readStoredLayoutPreferences(): Persisted {
  if (typeof localStorage === 'undefined') return {}
  const result: Persisted = {}
  const skin = localStorage.getItem(KEYS.skin)
  if (skin && (SKINS as readonly string[]).includes(skin)) result.skin = skin as Skin
  const isRTL = readBoolean(KEYS.isRTL)
  if (isRTL !== undefined) result.isRTL = isRTL
  const menuCollapsed = readBoolean(KEYS.menuCollapsed)
  if (menuCollapsed !== undefined) result.menuCollapsed = menuCollapsed
  return result
}

export function persistLayoutPreferences(store: StoreLike): () => void {
  let last: LayoutLike | undefined
  return store.subscribe(() => {
    const layout = store.getState().layout
    if (layout === last || typeof localStorage === 'undefined') return
    if (!last || last.skin !== layout.skin) localStorage.setItem(KEYS.skin, layout.skin)
    if (!last || last.isRTL !== layout.isRTL) localStorage.setItem(KEYS.isRTL, String(layout.isRTL))
    if (!last || last.menuCollapsed !== layout.menuCollapsed)
      localStorage.setItem(KEYS.menuCollapsed, String(layout.menuCollapsed))
    last = layout
  })
}
