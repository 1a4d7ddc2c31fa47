import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/renderWithProviders'
import { DemoNotice } from './DemoNotice'

describe('demo areas say they are demo material in server mode', () => {
  it('puts one sentence at the top of a demo screen in server mode only', () => {
    const { unmount } = renderWithProviders(<DemoNotice demoMode={false} />)
    expect(screen.getByRole('note')).toHaveTextContent(
      'Demo area: this screen shows sample data kept in your browser'
    )
    unmount()
    renderWithProviders(<DemoNotice demoMode />)
    expect(screen.queryByRole('note')).not.toBeInTheDocument()
  })
})
