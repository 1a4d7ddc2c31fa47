// Today's plays are still coming in: the line leaves the day out and a note gives its count so far (issue 40 §6).
import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/renderWithProviders'
import { PlaysChart } from './PlaysChart'

const plays = [
  { day: '2026-11-27', plays: 40 },
  { day: '2026-11-28', plays: 35 },
  { day: '2026-11-29', plays: 3 }
]

describe('plays per day line', () => {
  it('leaves out a day that is not over and says so, with its plays so far', () => {
    renderWithProviders(<PlaysChart plays={plays} listeners={null} today="2026-11-29" />)
    expect(screen.getByRole('figure', { name: 'Plays per day' })).toHaveTextContent('75 plays over 2 days')
    expect(
      screen.getByText('Today is not over: its 3 plays so far are left out of the line.')
    ).toBeInTheDocument()
  })

  it('draws every day of a range that ended before today', () => {
    renderWithProviders(<PlaysChart plays={plays} listeners={null} today="2026-12-01" />)
    expect(screen.getByRole('figure', { name: 'Plays per day' })).toHaveTextContent('78 plays over 3 days')
    expect(screen.queryByText(/Today is not over/)).not.toBeInTheDocument()
  })
})
