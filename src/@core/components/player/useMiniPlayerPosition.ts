// Moves the collapsed player with the pointer, keeps it inside the viewport and remembers where it was left.
// The library's own dragging (react-draggable bounded by <body>) let it be dropped below the fold or past the edge,
// and kept the offset to itself, so the player is given `drag={false}` and is placed from here.
import { useEffect, useState } from 'react'
import {
  clampToViewport,
  initialMiniPosition,
  miniPlayerSize,
  readMiniPosition,
  rememberMiniPosition,
  type Direction,
  type Point,
  type Size
} from './miniPlayerPosition'

export const MINI_PLAYER_SELECTOR = '.vibeline-player .react-jinke-music-player'
/** A press that moves less than this is a click (it opens the player), not a drag. */
export const DRAG_THRESHOLD = 4

/** The visible area, without scroll bars: what a fixed box must stay inside. */
export function viewportSize(): Size {
  const root = document.documentElement
  return { width: root.clientWidth || window.innerWidth, height: root.clientHeight || window.innerHeight }
}

export type DragStart = { pointer: Point; position: Point }

/** Where a drag that began at `start` puts the player now, or null while the pointer has barely moved. */
export function draggedPosition(
  start: DragStart,
  pointer: Point,
  viewport: Size,
  moved: boolean
): Point | null {
  const dx = pointer.x - start.pointer.x
  const dy = pointer.y - start.pointer.y
  if (!moved && Math.hypot(dx, dy) < DRAG_THRESHOLD) return null
  return clampToViewport(
    { x: start.position.x + dx, y: start.position.y + dy },
    miniPlayerSize(viewport.width),
    viewport
  )
}

/** Swallows the click that ends a drag (it would open the player), and only that one. */
function swallowNextClick(): void {
  const swallow = (event: MouseEvent) => {
    event.stopPropagation()
    event.preventDefault()
  }
  window.addEventListener('click', swallow, { capture: true, once: true })
  // The click of a mouse release comes in the same task as the pointerup; a touch drag ends without one.
  setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0)
}

export function useMiniPlayerPosition(dir: Direction): Point {
  const [position, setPosition] = useState<Point>(() =>
    initialMiniPosition(viewportSize(), dir, readMiniPosition())
  )

  useEffect(() => {
    const keepInside = () => {
      const viewport = viewportSize()
      setPosition((current) => {
        const next = clampToViewport(current, miniPlayerSize(viewport.width), viewport)
        return next.x === current.x && next.y === current.y ? current : next
      })
    }
    window.addEventListener('resize', keepInside)
    // A scroll bar that appears (a longer page) narrows the visible area without a resize event.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(keepInside)
    observer?.observe(document.documentElement)
    return () => {
      window.removeEventListener('resize', keepInside)
      observer?.disconnect()
    }
  }, [])

  useEffect(() => {
    let drag: (DragStart & { pointerId: number; moved: boolean; last: Point | null }) | null = null

    const onPointerDown = (event: PointerEvent) => {
      if (event.button !== 0 || !(event.target instanceof Element)) return
      const mini = event.target.closest(MINI_PLAYER_SELECTOR)
      if (!mini) return
      const box = mini.getBoundingClientRect()
      drag = {
        pointerId: event.pointerId,
        pointer: { x: event.clientX, y: event.clientY },
        position: { x: box.left, y: box.top },
        moved: false,
        last: null
      }
    }

    const onPointerMove = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return
      const next = draggedPosition(drag, { x: event.clientX, y: event.clientY }, viewportSize(), drag.moved)
      if (!next) return
      drag.moved = true
      drag.last = next
      setPosition(next)
    }

    const onPointerEnd = (event: PointerEvent) => {
      if (!drag || event.pointerId !== drag.pointerId) return
      if (drag.moved && drag.last) {
        rememberMiniPosition(drag.last)
        if (event.type === 'pointerup') swallowNextClick()
      }
      drag = null
    }

    document.addEventListener('pointerdown', onPointerDown, true)
    document.addEventListener('pointermove', onPointerMove, true)
    document.addEventListener('pointerup', onPointerEnd, true)
    document.addEventListener('pointercancel', onPointerEnd, true)
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true)
      document.removeEventListener('pointermove', onPointerMove, true)
      document.removeEventListener('pointerup', onPointerEnd, true)
      document.removeEventListener('pointercancel', onPointerEnd, true)
    }
  }, [])

  return position
}
