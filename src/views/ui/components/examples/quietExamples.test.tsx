// Showcase examples that made React or prop-types warn (issue 40 §8). The test setup lets reactstrap's known Fade
// warning through silently; the spy sees every console.error call, the known ones included.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/renderWithProviders'
import { BasicCarousel } from './BasicCarousel'
import { DismissibleAlert } from './DismissibleAlert'

afterEach(() => vi.restoreAllMocks())

describe('showcase examples without console warnings', () => {
  it('a dismissible alert opens and closes without a Fade timeout warning', async () => {
    const errors = vi.spyOn(console, 'error')
    const { user } = renderWithProviders(<DismissibleAlert />)
    await user.click(screen.getByRole('button', { name: 'Close' }))
    await screen.findByRole('button', { name: 'Show the alert again' })
    expect(errors.mock.calls.map((call) => call.slice(0, 3).join(' '))).toEqual([])
  })

  it('the carousel gives its indicators no unknown event handler prop', async () => {
    const errors = vi.spyOn(console, 'error')
    renderWithProviders(<BasicCarousel />)
    expect(screen.getByRole('button', { name: 'Slide 1' })).toHaveAttribute('aria-current', 'true')
    // Changing slides still meets reactstrap's CarouselItem, whose transition calls findDOMNode (StrictMode warns).
    expect(errors.mock.calls.map((call) => call.slice(0, 3).join(' '))).toEqual([])
  })
})
