import { describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { seededGenres } from '@/test/genres'
import { renderWithProviders } from '@/test/renderWithProviders'
import { BulkEditDialog } from './BulkEditDialog'

describe('the bulk edit dialog', () => {
  it('keeps the dialog and the edit when the server refuses, shows why, and applies on a second try', async () => {
    const user = userEvent.setup()
    const onSubmit = vi
      .fn<(changes: object) => Promise<void>>()
      .mockRejectedValueOnce(new Error('Track 12 changed meanwhile.'))
      .mockResolvedValueOnce(undefined)
    renderWithProviders(
      <BulkEditDialog isOpen count={3} known={[]} complete={false} onClose={() => {}} onSubmit={onSubmit} />,
      { preloadedState: seededGenres() }
    )
    const dialog = await screen.findByRole('dialog')
    await user.selectOptions(within(dialog).getByLabelText('Genre'), 'jazz')
    await user.click(within(dialog).getByRole('button', { name: 'Change 3 tracks' }))

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Track 12 changed meanwhile.')
    expect(within(dialog).getByLabelText('Genre')).toHaveValue('jazz')
    expect(within(dialog).getByRole('button', { name: 'Change 3 tracks' })).toBeEnabled()

    await user.click(within(dialog).getByRole('button', { name: 'Change 3 tracks' }))
    expect(onSubmit).toHaveBeenLastCalledWith({ genre: 'jazz' })
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument()
  })
})
