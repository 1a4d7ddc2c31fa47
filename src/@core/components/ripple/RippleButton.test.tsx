import { afterEach, describe, expect, it, vi } from 'vitest'
import { act, render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { RippleButton, RIPPLE_MS } from './RippleButton'

const realMatchMedia = window.matchMedia
afterEach(() => {
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
  it('shows a wave where it is pressed and removes it after 500 ms, still clicking', async () => {
    const onClick = vi.fn()
    const user = userEvent.setup()
    const setTimeoutSpy = vi.spyOn(window, 'setTimeout')
    render(
      <RippleButton color="primary" onClick={onClick}>
        Save
      </RippleButton>
    )
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(onClick).toHaveBeenCalledTimes(1)
    expect(screen.getAllByTestId('ripple-wave')).toHaveLength(1)
    const removal = setTimeoutSpy.mock.calls.find(([, ms]) => ms === RIPPLE_MS)
    expect(RIPPLE_MS).toBe(500)
    expect(removal).toBeDefined()
    act(() => (removal![0] as () => void)())
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
