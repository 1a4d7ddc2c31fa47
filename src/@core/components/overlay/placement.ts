// Where an overlay goes beside its target: reading-direction sides (start, end) become physical ones, and the
// overlay's top-left corner is computed from the two boxes, kept inside the viewport.
export type Placement = 'top' | 'bottom' | 'start' | 'end'
export type Side = 'top' | 'bottom' | 'left' | 'right'

export function physicalSide(placement: Placement, rtl: boolean): Side {
  if (placement === 'start') return rtl ? 'right' : 'left'
  if (placement === 'end') return rtl ? 'left' : 'right'
  return placement
}

type Box = { top: number; left: number; width: number; height: number }

/** Bootstrap's class for the side: its arrow CSS is written for left-to-right (start = left, end = right). */
export const bootstrapSide = (side: Side) => (side === 'left' ? 'start' : side === 'right' ? 'end' : side)

/**
 * The overlay's position (page coordinates) `gap` px away from the target on `side`, and the arrow's offset along
 * that edge. The overlay is moved back inside [0, viewportWidth] when it would stick out; the arrow keeps pointing
 * at the target's middle.
 */
export function placeBeside(target: Box, overlay: Box, side: Side, gap: number, viewportWidth: number) {
  let top: number
  let left: number
  if (side === 'top' || side === 'bottom') {
    top = side === 'top' ? target.top - overlay.height - gap : target.top + target.height + gap
    left = target.left + target.width / 2 - overlay.width / 2
  } else {
    left = side === 'left' ? target.left - overlay.width - gap : target.left + target.width + gap
    top = target.top + target.height / 2 - overlay.height / 2
  }
  const clampedLeft = Math.min(Math.max(left, 8), Math.max(8, viewportWidth - overlay.width - 8))
  const vertical = side === 'top' || side === 'bottom'
  const arrow = vertical ? target.left + target.width / 2 - clampedLeft : overlay.height / 2
  return { top, left: vertical ? clampedLeft : left, arrow }
}
