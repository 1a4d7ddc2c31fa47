// Whether a horizontally scrolling box has more content hidden before or after what it shows, so the list can
// draw edge shadows and a hint. Kept in step with scrolling, the box's size and its content's size.
import { useEffect, useState, type RefObject } from 'react'

export type ScrollEdges = {
  /** Content is hidden toward the inline start (the box was scrolled). */
  before: boolean
  /** Content is hidden toward the inline end. */
  after: boolean
}

const NONE: ScrollEdges = { before: false, after: false }

/** Reads the edges of `box`; scrollLeft is negative in right-to-left pages, so only its size counts. */
export function readScrollEdges(box: HTMLElement): ScrollEdges {
  const scrolled = Math.abs(box.scrollLeft)
  const room = box.scrollWidth - box.clientWidth
  // A pixel of slack: zoomed pages report fractional widths.
  return { before: scrolled > 1, after: room - scrolled > 1 }
}

export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NONE)
  useEffect(() => {
    const box = ref.current
    if (!box) return
    const measure = () => {
      const next = readScrollEdges(box)
      setEdges((now) => (now.before === next.before && now.after === next.after ? now : next))
    }
    box.addEventListener('scroll', measure, { passive: true })
    // The observer reports the box's first size after the browser's own next layout, so the first reading costs
    // nothing: reading it here, in the commit, forced a style and layout of the whole page inside the first render's
    // task. jsdom has no ResizeObserver (and lays nothing out): there the box is read at once.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure)
    if (observer) {
      observer.observe(box)
      if (box.firstElementChild) observer.observe(box.firstElementChild)
    } else measure()
    return () => {
      box.removeEventListener('scroll', measure)
      observer?.disconnect()
    }
  }, [ref])
  return edges
}
