import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/renderWithProviders'
import TableStylesPage from './TableStylesPage'

describe('table styles page', () => {
  it('links to the basic and the advanced data table pages', async () => {
    renderWithProviders(<TableStylesPage />, { route: '/tables/reactstrap' })
    const links = await screen.findByRole('navigation', { name: 'Data tables: sorting, search and paging' })
    expect(
      [...links.querySelectorAll('a')].map((link) => [link.textContent, link.getAttribute('href')])
    ).toEqual([
      ['Basic data table', '/tables/datatables/basic'],
      ['Advanced data table', '/tables/datatables/advanced']
    ])
    expect(await screen.findAllByRole('table')).toHaveLength(7)
  })
})
