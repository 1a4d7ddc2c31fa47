import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { EDGE_GAP, POSITION_STORAGE_KEY, type Point } from './miniPlayerPosition'
import { draggedPosition, DRAG_THRESHOLD, useMiniPlayerPosition } from './useMiniPlayerPosition'

// jsdom has no layout: the viewport is window.innerWidth × innerHeight (1024 × 768) and boxes are placed by hand.
const viewport = { width: 1024, height: 768 }

/** The library's collapsed player, placed where the hook last put it. */
function miniPlayer(position: () => Point): HTMLElement {
  const root = document.createElement('div')
  root.className = 'vibeline-player'
  const mini = document.createElement('div')
  mini.className = 'react-jinke-music-player'
  mini.getBoundingClientRect = () => {
    const { x, y } = position()
    const rect = { x, y, left: x, top: y, width: 80, height: 80, right: x + 80, bottom: y + 80 }
    return { ...rect, toJSON: () => rect } as DOMRect
  }
  root.append(mini)
  document.body.append(root)
  return mini
}

function pointer(target: EventTarget, type: string, x: number, y: number): void {
  const event = Object.assign(new MouseEvent(type, { bubbles: true, clientX: x, clientY: y, button: 0 }), {
    pointerId: 1
  })
  act(() => {
    target.dispatchEvent(event)
  })
}

afterEach(() => {
  document.body.innerHTML = ''
  vi.restoreAllMocks()
})

describe('draggedPosition', () => {
  const start = { pointer: { x: 100, y: 100 }, position: { x: 60, y: 60 } }

  it('ignores a press that has barely moved (a click)', () => {
    expect(draggedPosition(start, { x: 100 + DRAG_THRESHOLD - 1, y: 100 }, viewport, false)).toBeNull()
  })

  it('follows the pointer once it has moved, inside the viewport', () => {
    expect(draggedPosition(start, { x: 150, y: 130 }, viewport, false)).toEqual({ x: 110, y: 90 })
    expect(draggedPosition(start, { x: 101, y: 100 }, viewport, true)).toEqual({ x: 61, y: 60 })
    expect(draggedPosition(start, { x: 5000, y: -900 }, viewport, true)).toEqual({
      x: viewport.width - 80 - EDGE_GAP,
      y: EDGE_GAP
    })
  })
})

describe('useMiniPlayerPosition', () => {
  it('starts at the spec’s default place, mirrored in right-to-left pages', () => {
    expect(renderHook(() => useMiniPlayerPosition('ltr')).result.current).toEqual({ x: 844, y: 568 })
    expect(renderHook(() => useMiniPlayerPosition('rtl')).result.current).toEqual({ x: 100, y: 568 })
  })

  it('follows a drag past the bottom-right corner, stops inside, and remembers the place', () => {
    const { result } = renderHook(() => useMiniPlayerPosition('ltr'))
    const mini = miniPlayer(() => result.current)
    const opened = vi.fn()
    mini.addEventListener('click', opened)

    pointer(mini, 'pointerdown', 880, 600)
    pointer(document, 'pointermove', 950, 700)
    expect(result.current).toEqual({ x: 914, y: 668 })
    pointer(document, 'pointermove', 3000, 2000)
    pointer(document, 'pointerup', 3000, 2000)

    const corner = { x: viewport.width - 80 - EDGE_GAP, y: viewport.height - 80 - EDGE_GAP }
    expect(result.current).toEqual(corner)
    expect(JSON.parse(localStorage.getItem(POSITION_STORAGE_KEY) ?? 'null')).toEqual(corner)
    // The click that ends the drag does not open the player.
    mini.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(opened).not.toHaveBeenCalled()
  })

  it('lets a click without movement through, and leaves the place alone', () => {
    const { result } = renderHook(() => useMiniPlayerPosition('ltr'))
    const mini = miniPlayer(() => result.current)
    const opened = vi.fn()
    mini.addEventListener('click', opened)

    pointer(mini, 'pointerdown', 880, 600)
    pointer(document, 'pointermove', 881, 601)
    pointer(document, 'pointerup', 881, 601)
    mini.dispatchEvent(new MouseEvent('click', { bubbles: true }))

    expect(opened).toHaveBeenCalledTimes(1)
    expect(result.current).toEqual({ x: 844, y: 568 })
    expect(localStorage.getItem(POSITION_STORAGE_KEY)).toBeNull()
  })

  it('only swallows the click of the drag itself, not a later one', async () => {
    const { result } = renderHook(() => useMiniPlayerPosition('ltr'))
    const mini = miniPlayer(() => result.current)
    const opened = vi.fn()
    mini.addEventListener('click', opened)
    pointer(mini, 'pointerdown', 880, 600)
    pointer(document, 'pointermove', 700, 500)
    pointer(document, 'pointercancel', 700, 500)
    await new Promise((resolve) => setTimeout(resolve, 0))
    mini.dispatchEvent(new MouseEvent('click', { bubbles: true }))
    expect(opened).toHaveBeenCalledTimes(1)
  })

  it('ignores presses outside the player', () => {
    const { result } = renderHook(() => useMiniPlayerPosition('ltr'))
    const elsewhere = document.createElement('button')
    document.body.append(elsewhere)
    pointer(elsewhere, 'pointerdown', 100, 100)
    pointer(document, 'pointermove', 400, 400)
    pointer(document, 'pointerup', 400, 400)
    expect(result.current).toEqual({ x: 844, y: 568 })
  })

  it('comes back inside the viewport when the window gets smaller', () => {
    const { result } = renderHook(() => useMiniPlayerPosition('ltr'))
    const size = { width: window.innerWidth, height: window.innerHeight }
    try {
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: 390 })
      Object.defineProperty(window, 'innerHeight', { configurable: true, writable: true, value: 500 })
      act(() => {
        window.dispatchEvent(new Event('resize'))
      })
      expect(result.current).toEqual({ x: 390 - 60 - EDGE_GAP, y: 500 - 60 - EDGE_GAP })
    } finally {
      Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: size.width })
      Object.defineProperty(window, 'innerHeight', { configurable: true, writable: true, value: size.height })
    }
  })

  it('starts at the remembered place after a reload, moved inside a smaller window', () => {
    localStorage.setItem(POSITION_STORAGE_KEY, JSON.stringify({ x: 2000, y: 30 }))
    const { result } = renderHook(() => useMiniPlayerPosition('ltr'))
    expect(result.current).toEqual({ x: viewport.width - 80 - EDGE_GAP, y: 30 })
  })
})
