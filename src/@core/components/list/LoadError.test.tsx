import { describe, expect, it, vi } from 'vitest'
import { render, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { LoadError } from './LoadError'

describe('LoadError', () => {
  it('announces the message and loads again from its button', async () => {
    const user = userEvent.setup()
    const onRetry = vi.fn()
    render(<LoadError message="The server is down" onRetry={onRetry} />)
    expect(screen.getByRole('alert')).toHaveTextContent('The server is down')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(onRetry).toHaveBeenCalledOnce()
  })
})
