import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/renderWithProviders'
import TemplateAuthPage from './TemplateAuthPage'

describe('template sign-in pages', () => {
  it('say in the page, not in a toast, that a submitted form sent nothing', async () => {
    const { user } = renderWithProviders(<TemplateAuthPage />, { route: '/pages/two-steps-basic' })
    expect(screen.queryByText('This is a template page: nothing was sent.')).not.toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Resend' }))
    expect(await screen.findByRole('status')).toHaveTextContent('This is a template page: nothing was sent.')
  })
})
