import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { SortHeader } from './SortHeader'

function renderHeaders(sortBy: 'name' | 'created', sortDir: 'asc' | 'desc', onSort = vi.fn()) {
  render(
    <table>
      <thead>
        <tr>
          <SortHeader field="name" label="Name" sortBy={sortBy} sortDir={sortDir} onSort={onSort} />
          <SortHeader field="created" label="Created" sortBy={sortBy} sortDir={sortDir} onSort={onSort} end />
        </tr>
      </thead>
    </table>
  )
  return onSort
}

describe('SortHeader', () => {
  it('marks only the sorted column and asks for its own field when clicked', async () => {
    const onSort = renderHeaders('created', 'desc')
    expect(screen.getByRole('columnheader', { name: 'Created' })).toHaveAttribute('aria-sort', 'descending')
    expect(screen.getByRole('columnheader', { name: 'Name' })).toHaveAttribute('aria-sort', 'none')
    await userEvent.click(screen.getByRole('button', { name: 'Name' }))
    expect(onSort).toHaveBeenCalledWith('name')
  })
})
