import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/renderWithProviders'
import AdvancedCardsPage from './AdvancedCardsPage'
import StatisticsCardsPage from './StatisticsCardsPage'

describe('the card showcase pages show the set their titles promise (issue 40 §9)', () => {
  it('Advanced cards: options, profile, release, timeline and devices', () => {
    renderWithProviders(<AdvancedCardsPage />)
    for (const name of [
      'Top tracks',
      'Artist profile',
      'Upcoming release',
      'Catalogue activity',
      'Listening devices'
    ])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument()
    expect(screen.getAllByRole('progressbar')).toHaveLength(4)
  })

  it('Statistics cards: icons beside or above, with charts, and against a goal', () => {
    renderWithProviders(<StatisticsCardsPage />)
    for (const name of ['Statistics', 'With charts', 'Against a goal'])
      expect(screen.getByRole('heading', { name })).toBeInTheDocument()
    expect(screen.getByText('Minutes listened')).toBeInTheDocument()
    expect(screen.getByRole('progressbar', { name: 'Uploads this month' })).toHaveAttribute(
      'aria-valuenow',
      '70'
    )
  })
})
