import { useState, type ComponentType } from 'react'
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import { VerticalLayout } from '@/layouts/VerticalLayout'
import CollapsedMenuPage from './CollapsedMenuPage'
import FullWidthPage from './FullWidthPage'
import WithoutMenuPage from './WithoutMenuPage'

const admin = signedInAs([{ action: 'manage', subject: 'all' }])

// The frame and the page side by side, with a way to leave the page as navigating away would.
function Harness({ Page }: { Page: ComponentType }) {
  const [open, setOpen] = useState(true)
  return (
    <>
      <VerticalLayout />
      {open && <Page />}
      <button type="button" onClick={() => setOpen(false)}>
        leave
      </button>
    </>
  )
}

const frame = () => document.querySelector('.vertical-layout')

describe('page layouts', () => {
  it('collapses the menu for the page only, leaves the saved choice alone, and restores it on leaving', async () => {
    const { user, store } = renderWithProviders(<Harness Page={CollapsedMenuPage} />, {
      preloadedState: admin
    })
    await screen.findByRole('heading', { level: 1, name: 'Collapsed menu' })
    expect(frame()).toHaveClass('menu-collapsed')
    expect(store.getState().layout.menuCollapsed).toBe(false)
    expect(localStorage.getItem('menuCollapsed')).not.toBe('true')

    // The navbar's toggle works on the page's own layout, not on the saved preference.
    await user.click(screen.getByRole('button', { name: 'Expand menu' }))
    expect(frame()).not.toHaveClass('menu-collapsed')
    await user.click(screen.getByRole('button', { name: 'Collapse menu' }))
    expect(frame()).toHaveClass('menu-collapsed')
    expect(store.getState().layout.menuCollapsed).toBe(false)
    expect(localStorage.getItem('menuCollapsed')).not.toBe('true')

    await user.click(screen.getByRole('button', { name: 'leave' }))
    expect(frame()).not.toHaveClass('menu-collapsed')
    expect(store.getState().layout.pageLayout).toBeNull()
  })

  it('keeps a person who collapsed the menu collapsed after leaving a page without menu', async () => {
    localStorage.setItem('menuCollapsed', 'true')
    const { user, store } = renderWithProviders(<Harness Page={WithoutMenuPage} />, { preloadedState: admin })
    await screen.findByRole('heading', { level: 1, name: 'Without menu' })
    expect(frame()).toHaveClass('menu-hidden')
    expect(store.getState().layout.menuHidden).toBe(false)
    await user.click(screen.getByRole('button', { name: 'leave' }))
    expect(frame()).not.toHaveClass('menu-hidden')
    expect(frame()).toHaveClass('menu-collapsed')
    expect(localStorage.getItem('menuCollapsed')).toBe('true')
  })

  it('shows the content full width on its page while the saved width stays boxed', async () => {
    const { store } = renderWithProviders(<Harness Page={FullWidthPage} />, { preloadedState: admin })
    await screen.findByRole('heading', { level: 1, name: 'Full width' })
    expect(document.querySelector('main')).not.toHaveClass('content-boxed')
    expect(store.getState().layout.contentWidth).toBe('boxed')
  })
})
