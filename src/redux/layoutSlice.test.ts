import { describe, expect, it } from 'vitest'
import { makeStore } from './store'
import {
  defaultLayoutState,
  menuCollapsedChanged,
  rtlChanged,
  skinChanged,
  layoutChanged
} from './layoutSlice'
import { themeConfig } from '@/configs/themeConfig'

describe('layout slice', () => {
  it('starts from the layout defaults of spec §2', () => {
    expect(makeStore().getState().layout).toEqual({
      skin: 'light',
      isRTL: false,
      menuCollapsed: false,
      menuHidden: false,
      contentWidth: 'boxed',
      navbarType: 'floating',
      navbarColor: 'white',
      footerType: 'static',
      layout: 'vertical',
      routerTransition: 'fadeIn',
      customizerOpen: false,
      pageLayout: null
    })
    expect(defaultLayoutState()).toEqual(makeStore().getState().layout)
    expect(themeConfig.layout.scrollTop).toBe(true)
    expect(themeConfig.layout.customizer).toBe(false)
  })

  it('keeps skin, direction and the collapsed menu for the next visit, and nothing else', () => {
    const first = makeStore()
    first.dispatch(skinChanged('semi-dark'))
    first.dispatch(rtlChanged(true))
    first.dispatch(menuCollapsedChanged(true))
    first.dispatch(layoutChanged('horizontal'))

    const next = makeStore().getState().layout
    expect(next.skin).toBe('semi-dark')
    expect(next.isRTL).toBe(true)
    expect(next.menuCollapsed).toBe(true)
    expect(next.layout).toBe('vertical')
  })

  it('ignores a stored skin it does not know', () => {
    localStorage.setItem('skin', 'neon')
    expect(makeStore().getState().layout.skin).toBe('light')
  })
})
