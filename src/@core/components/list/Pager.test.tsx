import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { Pager, pageRange, pageWindow } from './Pager'

describe('pageWindow', () => {
  it('lists every page up to seven', () => {
    expect(pageWindow(1, 1)).toEqual([1])
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7])
  })

  it('beyond seven keeps the first, the last and the neighbours of the current page, with gaps', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 'gap', 20])
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20])
    expect(pageWindow(19, 20)).toEqual([1, 'gap', 18, 19, 20])
  })
})

describe('pageRange', () => {
  it('gives the rows shown on a page, and 0 to 0 for an empty list', () => {
    expect(pageRange(2, 10, 25)).toEqual({ from: 11, to: 20, total: 25 })
    expect(pageRange(3, 10, 25)).toEqual({ from: 21, to: 25, total: 25 })
    expect(pageRange(1, 10, 0)).toEqual({ from: 0, to: 0, total: 0 })
  })
})

describe('Pager', () => {
  it('says which rows are shown and moves between pages by named buttons', async () => {
    const user = userEvent.setup()
    const onPageChange = vi.fn()
    render(<Pager page={1} perPage={10} total={35} onPageChange={onPageChange} />)

    expect(screen.getByText('Showing 1 to 10 of 35 entries')).toBeInTheDocument()
    const nav = screen.getByRole('navigation', { name: 'Pages' })
    expect(nav).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page')
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled()

    await user.click(screen.getByRole('button', { name: 'Page 4' }))
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(onPageChange.mock.calls).toEqual([[4], [2]])
  })

  it('disables next on the last page', () => {
    render(<Pager page={4} perPage={10} total={35} onPageChange={() => {}} />)
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeEnabled()
  })

  it('with hideSinglePage keeps the count but drops the buttons when one page holds everything', () => {
    render(<Pager page={1} perPage={10} total={3} onPageChange={() => {}} hideSinglePage />)
    expect(screen.getByText('Showing 1 to 3 of 3 entries')).toBeInTheDocument()
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument()
  })

  it('names its landmark after the list when told', () => {
    render(<Pager page={1} perPage={10} total={35} onPageChange={() => {}} label="Invoice pages" />)
    expect(screen.getByRole('navigation', { name: 'Invoice pages' })).toBeInTheDocument()
  })

  it('dense, counts in short words and offers the page sizes beside the count', async () => {
    const user = userEvent.setup()
    const onPerPageChange = vi.fn()
    render(
      <Pager
        id="tracks"
        page={2}
        perPage={10}
        total={35}
        onPageChange={() => {}}
        onPerPageChange={onPerPageChange}
        dense
      />
    )
    expect(screen.getByText('11–20 of 35')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Go to page 3' })).toBeInTheDocument()
    const sizes = screen.getByRole('combobox', { name: 'Rows per page' })
    expect(sizes).toHaveAttribute('id', 'tracks-per-page')
    await user.selectOptions(sizes, '50')
    expect(onPerPageChange).toHaveBeenCalledWith(50)
  })

  it('shows what the caller puts beside the count', () => {
    render(
      <Pager page={1} perPage={10} total={3} onPageChange={() => {}}>
        <span>Rows per page</span>
      </Pager>
    )
    expect(screen.getByText('Rows per page')).toBeInTheDocument()
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument()
  })
})
