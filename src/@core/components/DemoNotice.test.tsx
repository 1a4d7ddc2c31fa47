import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import MainLayout from '@/layouts/MainLayout'
import { DemoBadge, DemoNotice } from './DemoNotice'

describe('demo areas say they are demo material in server mode', () => {
  it('marks the template apps in the menu, and not the music screens', async () => {
    renderWithProviders(<MainLayout />, {
      preloadedState: signedInAs([{ action: 'manage', subject: 'all' }]),
      route: '/music/tracks'
    })
    const menu = await screen.findByRole('navigation', { name: 'Main menu' })
    for (const name of ['Email', 'Chat', 'Todo', 'Calendar'])
      expect(within(menu).getByRole('link', { name: `${name} Demo` })).toBeInTheDocument()
    for (const name of ['Invoice', 'eCommerce', 'Roles & Permissions'])
      expect(
        within(menu).getByRole('button', { name: new RegExp(`^${name} Demo$`, 'i') })
      ).toBeInTheDocument()
    expect(within(menu).getByRole('link', { name: 'Tracks' })).toBeInTheDocument()
  })

  it('puts one sentence at the top of a demo screen in server mode only', () => {
    const { unmount } = renderWithProviders(<DemoNotice demoMode={false} />)
    expect(screen.getByRole('note')).toHaveTextContent(
      'Demo area: this screen shows sample data kept in your browser'
    )
    unmount()
    renderWithProviders(
      <>
        <DemoNotice demoMode />
        <DemoBadge demoMode />
      </>
    )
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
    expect(screen.queryByText('Demo')).not.toBeInTheDocument()
  })
})
