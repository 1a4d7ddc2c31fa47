import { describe, expect, it, vi } from 'vitest'
import type { ComponentProps } from 'react'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { TableState } from './TableState'

const renderState = (props: Partial<ComponentProps<typeof TableState>>) =>
  render(
    <table>
      <tbody>
        <TableState colSpan={3} loading={false} empty={false} emptyText="Nothing here" {...props} />
      </tbody>
    </table>
  )

describe('TableState', () => {
  it('renders no row when the table has rows', () => {
    renderState({ loading: true })
    expect(screen.queryByRole('row')).not.toBeInTheDocument()
  })

  it('announces loading while the first page is on its way', () => {
    renderState({ loading: true, empty: true })
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
    expect(screen.getByRole('cell')).toHaveAttribute('colspan', '3')
  })

  it('says so when nothing matches', () => {
    renderState({ empty: true })
    expect(screen.getByRole('cell')).toHaveTextContent('Nothing here')
  })

  it('shows the error with a retry button that reloads', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    renderState({ empty: true, error: 'Server down', onRetry })
    expect(screen.getByRole('alert')).toHaveTextContent('Server down')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
