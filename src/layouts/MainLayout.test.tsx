import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import MainLayout from './MainLayout'

const admin = signedInAs([{ action: 'manage', subject: 'all' }])

describe('main layout', () => {
  it('has no customizer by default (spec §2: customizer off)', async () => {
    renderWithProviders(<MainLayout />, { preloadedState: admin, route: '/music/tracks' })
    await screen.findByRole('navigation', { name: 'Main menu' })
    expect(screen.queryByRole('button', { name: 'Open the layout customizer' })).not.toBeInTheDocument()
  })

  it('offers the customizer with ?customizer=1, and it changes the layout live', async () => {
    // The switch reads the browser's address (the memory router does not change it).
    window.history.replaceState({}, '', '/music/tracks?customizer=1')
    try {
      const { user, store } = renderWithProviders(<MainLayout />, {
        preloadedState: admin,
        route: '/music/tracks'
      })
      await user.click(
        await screen.findByRole('button', { name: 'Open the layout customizer' }, { timeout: 5000 })
      )
      expect(await screen.findByRole('dialog', { name: 'Theme customizer' })).toBeInTheDocument()
      await user.click(screen.getByRole('radio', { name: 'Semi dark' }))
      expect(store.getState().layout.skin).toBe('semi-dark')
      await user.click(
        within(screen.getByRole('group', { name: 'Navbar type' })).getByRole('radio', { name: 'Sticky' })
      )
      expect(store.getState().layout.navbarType).toBe('sticky')
      expect(document.querySelector('.header-navbar')).toHaveClass('navbar-sticky')
      await user.click(screen.getByRole('radio', { name: 'Horizontal' }))
      expect(store.getState().layout.layout).toBe('horizontal')
      expect(document.querySelector('.horizontal-layout')).toBeInTheDocument()
      expect(localStorage.getItem('customizer')).toBe('on')
    } finally {
      window.history.replaceState({}, '', '/')
    }
  }, 20_000)

  it('collapses and expands the menu from the navbar', async () => {
    const { user, store, container } = renderWithProviders(<MainLayout />, {
      preloadedState: admin,
      route: '/music/tracks'
    })
    await user.click(await screen.findByRole('button', { name: 'Collapse menu' }))
    expect(store.getState().layout.menuCollapsed).toBe(true)
    expect(container.querySelector('.vertical-layout')).toHaveClass('menu-collapsed')
    await user.click(screen.getByRole('button', { name: 'Expand menu' }))
    expect(container.querySelector('.vertical-layout')).not.toHaveClass('menu-collapsed')
  })

  it('opens a menu group to show its children and marks the current page', async () => {
    const { user } = renderWithProviders(<MainLayout />, { preloadedState: admin, route: '/music/tracks' })
    const group = await screen.findByRole('button', { name: 'Invoice' })
    expect(group).toHaveAttribute('aria-expanded', 'false')
    await user.click(group)
    expect(group).toHaveAttribute('aria-expanded', 'true')
    const menu = screen.getByRole('navigation', { name: 'Main menu' })
    expect(within(menu).getByRole('link', { name: 'Add' })).toBeVisible()
    expect(within(menu).getByRole('link', { name: 'Tracks' })).toHaveClass('active')
  })

  it('on a narrow screen renders the side menu once it is first opened, and keeps it', async () => {
    const desktop = window.matchMedia
    window.matchMedia = (query: string) => ({ ...desktop(query), matches: false })
    try {
      const { user } = renderWithProviders(<MainLayout />, { preloadedState: admin, route: '/music/tracks' })
      const openMenu = await screen.findByRole('button', { name: 'Open menu' })
      expect(screen.queryByRole('navigation', { name: 'Main menu' })).not.toBeInTheDocument()
      await user.click(openMenu)
      const menu = screen.getByRole('navigation', { name: 'Main menu' })
      expect(within(menu).getByRole('link', { name: 'Tracks' })).toHaveClass('active')
      await user.keyboard('{Escape}')
      expect(document.querySelector('.vertical-layout')).not.toHaveClass('menu-open')
      expect(menu).toBeInTheDocument()
    } finally {
      window.matchMedia = desktop
    }
  })

  it('renders the entries of a menu group once the group is first opened', async () => {
    const { user } = renderWithProviders(<MainLayout />, { preloadedState: admin, route: '/music/tracks' })
    const group = await screen.findByRole('button', { name: 'Invoice' })
    const list = document.getElementById(group.getAttribute('aria-controls')!)!
    expect(list).toBeEmptyDOMElement()
    await user.click(group)
    await user.click(group)
    expect(list).not.toBeVisible()
    expect(within(list).getByRole('link', { name: 'Add', hidden: true })).toBeInTheDocument()
  })

  it('shows only the menu items the user may open', async () => {
    renderWithProviders(<MainLayout />, {
      preloadedState: signedInAs([{ action: 'read', subject: 'Track' }]),
      route: '/music/tracks'
    })
    const menu = await screen.findByRole('navigation', { name: 'Main menu' })
    expect(within(menu).getByRole('link', { name: 'Tracks' })).toBeInTheDocument()
    expect(within(menu).queryByRole('link', { name: 'Users' })).not.toBeInTheDocument()
    expect(within(menu).queryByRole('link', { name: /^Email/ })).not.toBeInTheDocument()
  })

  it('switches to Arabic: right to left, remembered for the next visit', async () => {
    const { user, store } = renderWithProviders(<MainLayout />, {
      preloadedState: admin,
      route: '/music/tracks'
    })
    await user.click(await screen.findByRole('button', { name: 'Language: English' }))
    await user.click(screen.getByRole('menuitem', { name: 'العربية' }))
    expect(localStorage.getItem('language')).toBe('ar')
    expect(store.getState().layout.isRTL).toBe(true)
    await waitFor(() =>
      expect(screen.getByRole('navigation', { name: 'القائمة الرئيسية' })).toBeInTheDocument()
    )
    await user.click(screen.getByRole('button', { name: 'اللغة: العربية' }))
    await user.click(screen.getByRole('menuitem', { name: 'English' }))
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument())
  })
})
