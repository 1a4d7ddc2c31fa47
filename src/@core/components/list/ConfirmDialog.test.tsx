import { describe, expect, it, vi } from 'vitest'
import { render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConfirmDialog, failureMessage } from './ConfirmDialog'

function renderDialog(onConfirm: () => Promise<unknown> | void, onClose = vi.fn()) {
  render(
    <ConfirmDialog
      isOpen
      title="Delete this track?"
      body="“Blue” will be removed for everyone."
      confirmLabel="Delete track"
      onConfirm={onConfirm}
      onClose={onClose}
    />
  )
  return onClose
}

describe('ConfirmDialog', () => {
  it('is a dialog named by its title, with the action named on its button', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const onClose = renderDialog(onConfirm)
    const dialog = await screen.findByRole('dialog', { name: 'Delete this track?' })
    expect(dialog).toHaveTextContent('“Blue” will be removed for everyone.')
    await user.click(within(dialog).getByRole('button', { name: 'Delete track' }))
    expect(onConfirm).toHaveBeenCalledOnce()
    await waitFor(() => expect(onClose).toHaveBeenCalledOnce())
  })

  it('cancels without running the action', async () => {
    const user = userEvent.setup()
    const onConfirm = vi.fn()
    const onClose = renderDialog(onConfirm)
    await user.click(await screen.findByRole('button', { name: 'Cancel' }))
    expect(onClose).toHaveBeenCalledOnce()
    expect(onConfirm).not.toHaveBeenCalled()
  })

  it('keeps the buttons disabled while the action runs and shows its message when it fails', async () => {
    const user = userEvent.setup()
    let fail: (reason: string) => void = () => {}
    const onClose = renderDialog(() => new Promise((_, reject) => (fail = reject)))
    await user.click(await screen.findByRole('button', { name: 'Delete track' }))
    expect(screen.getByRole('button', { name: 'Working…' })).toBeDisabled()
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled()
    fail('The track is in a playlist.')
    expect(await screen.findByRole('alert')).toHaveTextContent('The track is in a playlist.')
    expect(screen.getByRole('button', { name: 'Delete track' })).toBeEnabled()
    expect(onClose).not.toHaveBeenCalled()
  })
})

describe('failureMessage', () => {
  it('reads a rejected value, an Error or a serialized error, else the fallback', () => {
    expect(failureMessage('Not allowed', 'Failed')).toBe('Not allowed')
    expect(failureMessage(new Error('Server down'), 'Failed')).toBe('Server down')
    expect(failureMessage({ message: 'Aborted' }, 'Failed')).toBe('Aborted')
    expect(failureMessage(undefined, 'Failed')).toBe('Failed')
  })
})
