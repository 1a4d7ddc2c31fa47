import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { PageSizeSelect } from './PageSizeSelect'

describe('PageSizeSelect', () => {
  it('is labelled and reports the chosen size as a number', async () => {
    const user = userEvent.setup()
    const onChange = vi.fn()
    render(<PageSizeSelect id="rows" label="Show" value={10} sizes={[10, 25, 50]} onChange={onChange} />)
    const select = screen.getByRole('combobox', { name: 'Show' })
    expect(select).toHaveValue('10')
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['10', '25', '50'])
    await user.selectOptions(select, '25')
    expect(onChange).toHaveBeenCalledWith(25)
  })
})
