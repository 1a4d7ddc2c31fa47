import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import MainLayout from './MainLayout'

const admin = signedInAs([{ action: 'manage', subject: 'all' }])

describe('the shell says "music" first (issue 40 §1)', () => {
  it('leads the menu with the music area and its overview; the template follows under sections that say so', async () => {
    renderWithProviders(<MainLayout />, { preloadedState: admin, route: '/music/tracks' })
    const menu = await screen.findByRole('navigation', { name: 'Main menu' })
    expect(
      within(menu)
        .getAllByRole('heading', { level: 2 })
        .map((h) => h.textContent)
    ).toEqual([
      'Music',
      'Administration',
      'Template demo: dashboards',
      'Template demo: apps',
      'Template demo: pages',
      'Template demo: interface'
    ])
    expect(within(menu).getAllByRole('link')[0]).toHaveAccessibleName('Music overview')
    // No badge squeezes a label any more: the section title carries the message.
    expect(within(menu).queryByText('Demo')).not.toBeInTheDocument()
    expect(within(menu).getByRole('link', { name: 'Email' })).toBeInTheDocument()
  })

  it('keeps account settings, integrations and the audit log with the product, not among the template pages', async () => {
    renderWithProviders(<MainLayout />, { preloadedState: admin, route: '/music/tracks' })
    const menu = await screen.findByRole('navigation', { name: 'Main menu' })
    const administration = within(menu).getByRole('list', { name: 'Administration' })
    for (const name of ['Users', 'Audit log', 'Account settings'])
      expect(within(administration).getByRole('link', { name })).toBeInTheDocument()
    // Integrations (API keys, webhooks) sit in the music area, where the streaming back end's data lives (issue 39 §4).
    const music = within(menu).getByRole('list', { name: 'Music' })
    expect(within(music).getByRole('link', { name: 'Integrations' })).toHaveAttribute(
      'href',
      '/music/integrations'
    )
    const templatePages = within(menu).getByRole('list', { name: 'Template demo: pages' })
    expect(within(templatePages).getByRole('link', { name: 'FAQ' })).toBeInTheDocument()
    expect(within(templatePages).queryByRole('link', { name: 'Account settings' })).not.toBeInTheDocument()
  })

  it('puts music shortcuts in the navbar for those who may read the music screens', async () => {
    renderWithProviders(<MainLayout />, { preloadedState: admin, route: '/music/tracks' })
    const shortcuts = await screen.findByRole('list', { name: 'Music shortcuts' })
    expect(
      within(shortcuts)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'))
    ).toEqual(['/dashboard/music', '/music/tracks', '/music/playlists'])
  })

  it('gives a role that reads only tracks a single music shortcut', async () => {
    renderWithProviders(<MainLayout />, {
      preloadedState: signedInAs([{ action: 'read', subject: 'Track' }]),
      route: '/music/tracks'
    })
    const shortcuts = await screen.findByRole('list', { name: 'Music shortcuts' })
    expect(within(shortcuts).getAllByRole('link')).toHaveLength(1)
  })
})
