import { describe, expect, it } from 'vitest'
import { physicalSide, placeBeside } from './placement'

describe('overlay placement', () => {
  it('turns start and end into the sides of the reading direction', () => {
    expect(physicalSide('end', false)).toBe('right')
    expect(physicalSide('end', true)).toBe('left')
    expect(physicalSide('start', true)).toBe('right')
    expect(physicalSide('top', true)).toBe('top')
  })

  it('centres the overlay above its target and keeps it inside the viewport, the arrow on the target', () => {
    const target = { top: 100, left: 10, width: 40, height: 20 }
    const overlay = { top: 0, left: 0, width: 200, height: 50 }
    expect(placeBeside(target, overlay, 'top', 8, 1000)).toEqual({ top: 42, left: 8, arrow: 22 })
    expect(placeBeside(target, overlay, 'right', 8, 1000)).toEqual({ top: 85, left: 58, arrow: 25 })
  })
})
