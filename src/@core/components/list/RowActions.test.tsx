import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router-dom'
import { Eye, Pencil, Trash2 } from 'lucide-react'
import { RowAction, RowActions } from './RowActions'

describe('RowActions', () => {
  it('renders links and buttons named after their action, with the same words as a tooltip', async () => {
    const user = userEvent.setup()
    const onDelete = vi.fn()
    render(
      <MemoryRouter>
        <RowActions end>
          <RowAction icon={Eye} label="View Ann" to="/users/1" />
          <RowAction tone="danger" icon={Trash2} label="Delete Ann" onClick={onDelete} />
        </RowActions>
      </MemoryRouter>
    )
    const view = screen.getByRole('link', { name: 'View Ann' })
    expect(view).toHaveAttribute('href', '/users/1')
    expect(view).toHaveAttribute('title', 'View Ann')
    expect(view).toHaveClass('btn-outline-secondary')

    const remove = screen.getByRole('button', { name: 'Delete Ann' })
    expect(remove).toHaveClass('btn-outline-danger')
    await user.click(remove)
    expect(onDelete).toHaveBeenCalledOnce()
  })

  it('with navigate, follows a plain click through it instead of reloading the page', async () => {
    const user = userEvent.setup()
    const navigate = vi.fn()
    render(<RowAction icon={Pencil} label="Edit Ann" to="/users/1/edit" navigate={navigate} />)
    const edit = screen.getByRole('link', { name: 'Edit Ann' })
    await user.click(edit)
    expect(navigate).toHaveBeenCalledWith('/users/1/edit')
  })

  it('can be disabled and drawn borderless', () => {
    render(<RowAction tone="ghost" icon={Pencil} label="Play" disabled onClick={() => {}} />)
    const play = screen.getByRole('button', { name: 'Play' })
    expect(play).toBeDisabled()
    expect(play).toHaveClass('btn-icon-ghost')
  })
})
