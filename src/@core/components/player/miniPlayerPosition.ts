// Where the collapsed (mini) player sits: always inside the viewport, and remembered in this browser.

export type Point = { x: number; y: number }
export type Size = { width: number; height: number }
export type Direction = 'ltr' | 'rtl'

/** Spec §9: the player starts 100 px from the end edge and 120 px from the bottom. */
export const DEFAULT_MINI_OFFSET = { right: 100, bottom: 120 } as const
/** Room kept between the mini player and the viewport's edges, so it never sits glued to (or under) an edge. */
export const EDGE_GAP = 8
/** The library's stylesheet draws the mini player as an 80 px circle, 60 px below 768 px. */
const PHONE_BELOW = 768

export const POSITION_STORAGE_KEY = 'vibeline.player.position'

export function miniPlayerSize(viewportWidth: number): Size {
  const side = viewportWidth < PHONE_BELOW ? 60 : 80
  return { width: side, height: side }
}

function clampAxis(value: number, length: number, room: number, gap: number): number {
  const min = gap
  const max = room - length - gap
  // A viewport smaller than the player and its gaps: centre it rather than push it off either edge.
  if (max < min) return Math.max(0, Math.round((room - length) / 2))
  return Math.min(Math.max(value, min), max)
}

/** The top-left corner that keeps a box of `size` at `point` inside `viewport`, moving it as little as possible. */
export function clampToViewport(point: Point, size: Size, viewport: Size, gap = EDGE_GAP): Point {
  return {
    x: clampAxis(point.x, size.width, viewport.width, gap),
    y: clampAxis(point.y, size.height, viewport.height, gap)
  }
}

/**
 * The spec's default position as a top-left corner. In right-to-left pages the side menu is on the right, so the
 * player starts on the left, away from it.
 */
export function defaultMiniPosition(size: Size, viewport: Size, dir: Direction): Point {
  const x =
    dir === 'rtl' ? DEFAULT_MINI_OFFSET.right : viewport.width - DEFAULT_MINI_OFFSET.right - size.width
  const y = viewport.height - DEFAULT_MINI_OFFSET.bottom - size.height
  return clampToViewport({ x, y }, size, viewport)
}

function isPoint(value: unknown): value is Point {
  if (!value || typeof value !== 'object') return false
  const { x, y } = value as Record<string, unknown>
  return typeof x === 'number' && typeof y === 'number' && Number.isFinite(x) && Number.isFinite(y)
}

/** The position saved by an earlier visit, or null when there is none (or it cannot be read). */
export function readMiniPosition(storage: Pick<Storage, 'getItem'> = localStorage): Point | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(POSITION_STORAGE_KEY) ?? 'null')
    return isPoint(value) ? { x: value.x, y: value.y } : null
  } catch {
    return null
  }
}

export function rememberMiniPosition(point: Point, storage: Pick<Storage, 'setItem'> = localStorage): void {
  try {
    storage.setItem(POSITION_STORAGE_KEY, JSON.stringify({ x: Math.round(point.x), y: Math.round(point.y) }))
  } catch {
    // Storage full or blocked: the player still moves, it just starts at the default place next time.
  }
}

/** Where the mini player starts on this visit: the remembered place (moved inside this viewport) or the default. */
export function initialMiniPosition(viewport: Size, dir: Direction, stored: Point | null): Point {
  const size = miniPlayerSize(viewport.width)
  return stored ? clampToViewport(stored, size, viewport) : defaultMiniPosition(size, viewport, dir)
}
