import { afterEach, describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Play, Trash2 } from 'lucide-react'
import { CompactList, CompactRow } from './CompactList'
import { FilterFold } from './FilterFold'
import { countActiveFilters } from './useCompactList'
import { onPhone } from '@/test/onPhone'

afterEach(() => vi.restoreAllMocks())

describe('lists on a phone (issue 40 §2)', () => {
  it('folds the filters into one button that counts the active ones and shows them when pressed', async () => {
    onPhone()
    const user = userEvent.setup()
    render(
      <FilterFold active={countActiveFilters({ keyword: 'sky', genre: 'jazz', status: undefined, from: '' })}>
        <label htmlFor="genre">Genre</label>
        <select id="genre" />
      </FilterFold>
    )
    const button = screen.getByRole('button', { name: 'Filters (2)' })
    expect(button).toHaveAttribute('aria-expanded', 'false')
    expect(screen.queryByRole('combobox', { name: 'Genre' })).not.toBeInTheDocument()
    await user.click(button)
    expect(button).toHaveAttribute('aria-expanded', 'true')
    expect(screen.getByRole('combobox', { name: 'Genre' })).toBeVisible()
  })

  it('shows the filters as they are on a desktop', () => {
    render(
      <FilterFold active={1}>
        <label htmlFor="genre">Genre</label>
        <select id="genre" />
      </FilterFold>
    )
    expect(screen.queryByRole('button', { name: /Filters/ })).not.toBeInTheDocument()
    expect(screen.getByRole('combobox', { name: 'Genre' })).toBeVisible()
  })

  it('shows a row as its name and its facts, with the actions in one menu', async () => {
    const user = userEvent.setup()
    const onPlay = vi.fn()
    render(
      <CompactList label="Tracks" rows={1} loading={false} emptyText="No tracks">
        <CompactRow
          name="Waking Journey"
          title="Waking Journey"
          facts={['Lunar Choir', '3:35', null, 'Published']}
          actions={[
            { label: 'Play', icon: Play, onSelect: onPlay },
            { label: 'Delete', icon: Trash2, danger: true, onSelect: () => {} }
          ]}
        />
      </CompactList>
    )
    const row = screen.getByRole('listitem')
    expect(row).toHaveTextContent('Waking JourneyLunar Choir · 3:35 · Published')
    await user.click(screen.getByRole('button', { name: 'More actions for Waking Journey' }))
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Play', 'Delete'])
    await user.click(screen.getByRole('menuitem', { name: 'Play' }))
    expect(onPlay).toHaveBeenCalledOnce()
  })

  it('says when there is nothing to show', () => {
    render(
      <CompactList label="Tracks" rows={0} loading={false} emptyText="No tracks">
        {null}
      </CompactList>
    )
    expect(screen.getByText('No tracks')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })
})
