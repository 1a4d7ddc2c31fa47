import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RippleButton, RIPPLE_MS } from './RippleButton'

const realMatchMedia = window.matchMedia
afterEach(() => {
  vi.useRealTimers()
  window.matchMedia = realMatchMedia
  vi.restoreAllMocks()
})

const prefersReducedMotion = (reduce: boolean) => {
  window.matchMedia = (query: string) =>
    ({
      ...realMatchMedia(query),
      matches: reduce && query.includes('prefers-reduced-motion')
    }) as MediaQueryList
}

describe('RippleButton', () => {
  it('shows a wave where it is pressed and removes it RIPPLE_MS later, still clicking', () => {
    // fireEvent rather than userEvent: Testing Library's async helpers wait on a setTimeout that Vitest's fake
    // timers hold back (they only advance Jest's).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const onClick = vi.fn()
    render(
      <RippleButton color="primary" onClick={onClick}>
        Save
      </RippleButton>
    )
    const button = screen.getByRole('button', { name: 'Save' })
    // jsdom has no PointerEvent: a mouse event of that type carries the button as a pointer event would.
    fireEvent(button, new MouseEvent('pointerdown', { bubbles: true, cancelable: true, button: 0 }))
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(screen.getAllByTestId('ripple-wave')).toHaveLength(1)
    act(() => vi.advanceTimersByTime(RIPPLE_MS - 1))
    expect(screen.getAllByTestId('ripple-wave')).toHaveLength(1)
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByTestId('ripple-wave')).toBeNull()
  })

  it('does not ripple when the system asks for reduced motion', async () => {
    prefersReducedMotion(true)
    const onClick = vi.fn()
    const user = userEvent.setup()
    render(<RippleButton onClick={onClick}>Save</RippleButton>)
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(screen.queryByTestId('ripple-wave')).toBeNull()
  })

  it('passes the Button props through (a disabled button neither clicks nor ripples)', async () => {
    const onClick = vi.fn()
    const user = userEvent.setup()
    render(
      <RippleButton color="danger" disabled onClick={onClick}>
        Delete
      </RippleButton>
    )
    const button = screen.getByRole('button', { name: 'Delete' })
    expect(button).toHaveClass('btn-danger', 'btn-ripple')
    await user.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(screen.queryByTestId('ripple-wave')).toBeNull()
  })
})
