import { describe, expect, it } from 'vitest'
import {
  clampToViewport,
  defaultMiniPosition,
  EDGE_GAP,
  initialMiniPosition,
  miniPlayerSize,
  POSITION_STORAGE_KEY,
  readMiniPosition,
  rememberMiniPosition
} from './miniPlayerPosition'

const desktop = { width: 1440, height: 900 }
const phone = { width: 390, height: 844 }
const circle = { width: 80, height: 80 }

describe('mini player position', () => {
  it('is 80 px wide on a desktop and 60 px below 768 px, as the library draws it', () => {
    expect(miniPlayerSize(1440)).toEqual(circle)
    expect(miniPlayerSize(768)).toEqual(circle)
    expect(miniPlayerSize(767)).toEqual({ width: 60, height: 60 })
  })

  it('leaves a place inside the viewport as it is', () => {
    expect(clampToViewport({ x: 300, y: 200 }, circle, desktop)).toEqual({ x: 300, y: 200 })
  })

  it('pulls a player dragged past the right and bottom edges back inside', () => {
    const inside = clampToViewport({ x: 2000, y: 1500 }, circle, desktop)
    expect(inside).toEqual({ x: 1440 - 80 - EDGE_GAP, y: 900 - 80 - EDGE_GAP })
  })

  it('pulls a player dragged past the left and top edges back inside', () => {
    expect(clampToViewport({ x: -500, y: -40 }, circle, desktop)).toEqual({ x: EDGE_GAP, y: EDGE_GAP })
  })

  it('moves a place of a wide window inside a narrower one (a resize)', () => {
    const wide = { x: 1300, y: 780 }
    expect(clampToViewport(wide, miniPlayerSize(phone.width), phone)).toEqual({
      x: 390 - 60 - EDGE_GAP,
      y: 844 - 60 - EDGE_GAP
    })
  })

  it('centres the player in a viewport smaller than itself instead of pushing it off an edge', () => {
    expect(clampToViewport({ x: 50, y: 50 }, circle, { width: 60, height: 90 })).toEqual({ x: 0, y: 5 })
  })

  it('starts 100 px from the right and 120 px from the bottom (spec §9), from the left in right-to-left pages', () => {
    expect(defaultMiniPosition(circle, desktop, 'ltr')).toEqual({ x: 1440 - 100 - 80, y: 900 - 120 - 80 })
    expect(defaultMiniPosition(circle, desktop, 'rtl')).toEqual({ x: 100, y: 900 - 120 - 80 })
  })

  it('keeps its default place inside a phone screen', () => {
    const place = defaultMiniPosition(miniPlayerSize(phone.width), phone, 'ltr')
    expect(place.x).toBeGreaterThanOrEqual(EDGE_GAP)
    expect(place.x + 60).toBeLessThanOrEqual(phone.width - EDGE_GAP)
  })

  it('remembers a place for the next visit, in whole pixels', () => {
    rememberMiniPosition({ x: 120.6, y: 40.2 })
    expect(JSON.parse(localStorage.getItem(POSITION_STORAGE_KEY) ?? 'null')).toEqual({ x: 121, y: 40 })
    expect(readMiniPosition()).toEqual({ x: 121, y: 40 })
  })

  it('reads nothing from a missing or damaged entry', () => {
    expect(readMiniPosition()).toBeNull()
    localStorage.setItem(POSITION_STORAGE_KEY, '{"x":"left"}')
    expect(readMiniPosition()).toBeNull()
    localStorage.setItem(POSITION_STORAGE_KEY, 'not json')
    expect(readMiniPosition()).toBeNull()
  })

  it('starts at the remembered place, moved inside a smaller window, or at the default without one', () => {
    expect(initialMiniPosition(desktop, 'ltr', { x: 200, y: 300 })).toEqual({ x: 200, y: 300 })
    expect(initialMiniPosition(phone, 'ltr', { x: 1300, y: 300 })).toEqual({ x: 390 - 60 - EDGE_GAP, y: 300 })
    expect(initialMiniPosition(desktop, 'rtl', null)).toEqual(defaultMiniPosition(circle, desktop, 'rtl'))
  })
})
