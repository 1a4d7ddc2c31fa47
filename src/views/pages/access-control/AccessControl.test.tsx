import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import AccessControl from './AccessControl'

describe('access control page', () => {
  it("lists the user's rules and which sample actions they allow", () => {
    renderWithProviders(<AccessControl />, {
      preloadedState: signedInAs(
        [
          { action: 'read', subject: 'ACL' },
          { action: 'read', subject: 'Auth' }
        ],
        { fullName: 'Demo Client', role: 'client' }
      )
    })
    const rules = within(screen.getByRole('table')).getAllByRole('row')
    expect(rules.map((row) => row.textContent)).toEqual(['ActionSubject', 'readACL', 'readAuth'])
    const openPage = screen.getByText('Open this page').closest('li')!
    expect(openPage).toHaveTextContent('Allowed')
    const editTrack = screen.getByText('Edit a track').closest('li')!
    expect(editTrack).toHaveTextContent('Not allowed')
    expect(screen.getByText('Signed in as Demo Client (client)')).toBeInTheDocument()
  })
})
