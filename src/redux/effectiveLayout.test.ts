import { afterEach, describe, expect, it, vi } from 'vitest'
import { makeStore } from './store'
import { pageLayoutApplied, selectEffectiveLayout, selectLayout } from './layoutSlice'

afterEach(() => vi.restoreAllMocks())

describe('selectEffectiveLayout', () => {
  it('gives the stored layout itself when no page has its own, without a memoisation warning', () => {
    const warn = vi.spyOn(console, 'warn')
    const store = makeStore()
    const first = selectEffectiveLayout(store.getState())
    expect(first).toBe(selectLayout(store.getState()))
    expect(selectEffectiveLayout(store.getState())).toBe(first)
    expect(warn).not.toHaveBeenCalled()
  })

  it("puts a page's own layout on top, the same object until the state changes", () => {
    const store = makeStore()
    store.dispatch(pageLayoutApplied({ menuCollapsed: true }))
    const effective = selectEffectiveLayout(store.getState())
    expect(effective.menuCollapsed).toBe(true)
    expect(selectLayout(store.getState()).menuCollapsed).toBe(false)
    expect(selectEffectiveLayout(store.getState())).toBe(effective)
  })
})
