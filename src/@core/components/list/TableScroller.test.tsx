import { afterEach, describe, expect, it, vi } from 'vitest'
import { fireEvent, render, screen } from '@testing-library/react'
import { TableScroller } from './TableScroller'
import { readScrollEdges } from './useScrollEdges'

/** jsdom lays nothing out: give every element the widths of a table wider than its box. */
function layOut(scrollWidth: number, clientWidth: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth)
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth)
}

const box = (scrollLeft: number, scrollWidth: number, clientWidth: number) =>
  ({ scrollLeft, scrollWidth, clientWidth }) as HTMLElement

const renderScroller = () =>
  render(
    <TableScroller>
      <table>
        <tbody>
          <tr>
            <td>Blue in Green</td>
          </tr>
        </tbody>
      </table>
    </TableScroller>
  )

describe('readScrollEdges', () => {
  it('sees hidden columns on either side, left to right and right to left', () => {
    expect(readScrollEdges(box(0, 1000, 350))).toEqual({ before: false, after: true })
    expect(readScrollEdges(box(300, 1000, 350))).toEqual({ before: true, after: true })
    expect(readScrollEdges(box(650, 1000, 350))).toEqual({ before: true, after: false })
    // Chrome counts scrollLeft down from 0 in a right-to-left box.
    expect(readScrollEdges(box(-650, 1000, 350))).toEqual({ before: true, after: false })
    expect(readScrollEdges(box(0, 350, 350))).toEqual({ before: false, after: false })
  })
})

describe('TableScroller', () => {
  afterEach(() => vi.restoreAllMocks())

  it('says nothing when the table fits its box', () => {
    layOut(350, 350)
    renderScroller()
    expect(screen.queryByText('Scroll sideways for more columns')).not.toBeInTheDocument()
    expect(screen.getByRole('table').parentElement).not.toHaveAttribute('data-more-after')
  })

  it('hints that a wider table scrolls and marks the side where columns are hidden', () => {
    layOut(1000, 350)
    renderScroller()
    expect(screen.getByText('Scroll sideways for more columns')).toBeInTheDocument()
    const scroller = screen.getByRole('table').parentElement!
    expect(scroller).toHaveAttribute('data-more-after')
    expect(scroller).not.toHaveAttribute('data-more-before')

    scroller.scrollLeft = 650
    fireEvent.scroll(scroller)
    expect(scroller).toHaveAttribute('data-more-before')
    expect(scroller).not.toHaveAttribute('data-more-after')
  })
})
