import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FilterSelect } from './FilterSelect'
import { ClearFilters } from './ClearFilters'

describe('FilterSelect', () => {
  it('offers "all" first, names each option, and clears the filter with "all"', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(
      <FilterSelect
        id="genre"
        label="Genre"
        allLabel="All genres"
        value="rock"
        options={['pop', 'rock'] as const}
        optionLabel={(g) => g.toUpperCase()}
        onChange={onChange}
      />
    )
    const select = screen.getByRole('combobox', { name: 'Genre' })
    expect(select).toHaveValue('rock')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['All genres', 'POP', 'ROCK'])
    await user.selectOptions(select, 'POP')
    await user.selectOptions(select, 'All genres')
    expect(onChange.mock.calls).toEqual([['pop'], [undefined]])
  })
})

describe('ClearFilters', () => {
  it('is a named button that can be disabled', async () => {
    const onClick = vi.fn()
    const { rerender } = render(<ClearFilters label="Clear filters" disabled onClick={onClick} />)
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeDisabled()
    rerender(<ClearFilters label="Clear filters" disabled={false} onClick={onClick} />)
    await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }))
    expect(onClick).toHaveBeenCalledOnce()
  })
})
