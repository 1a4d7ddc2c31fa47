import { describe, expect, it, vi } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ComponentProps } from 'react'
import { ListTable } from './ListTable'

const renderTable = (props: Partial<ComponentProps<typeof ListTable>>, rows: string[] = []) =>
  render(
    <ListTable
      caption="Tracks"
      head={
        <>
          <th scope="col">Title</th>
          <th scope="col">Artist</th>
        </>
      }
      columns={2}
      rows={rows.length}
      loading={false}
      emptyText="No tracks match."
      {...props}
    >
      {rows.map((title) => (
        <tr key={title}>
          <td>{title}</td>
          <td>Someone</td>
        </tr>
      ))}
    </ListTable>
  )

describe('ListTable', () => {
  it('is a captioned table with its rows', () => {
    renderTable({}, ['Blue', 'Red'])
    const table = screen.getByRole('table', { name: 'Tracks' })
    expect(within(table).getAllByRole('row')).toHaveLength(3)
    expect(screen.getByRole('columnheader', { name: 'Artist' })).toBeInTheDocument()
  })

  it('says when nothing matches, and loading while the first page is on its way', () => {
    const { unmount } = renderTable({})
    expect(screen.getByRole('cell')).toHaveTextContent('No tracks match.')
    unmount()
    renderTable({ loading: true })
    expect(screen.getByRole('status')).toHaveTextContent('Loading…')
  })

  it('keeps the rows, dimmed and busy, while the next page loads', () => {
    renderTable({ loading: true }, ['Blue'])
    expect(screen.getByRole('cell', { name: 'Blue' }).closest('tbody')).toHaveClass('list-stale')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('shows a failed load instead of the rows, with a retry', async () => {
    const onRetry = vi.fn()
    renderTable({ error: 'Server down', onRetry }, ['Blue'])
    expect(screen.getByRole('alert')).toHaveTextContent('Server down')
    expect(screen.queryByRole('cell', { name: 'Blue' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
