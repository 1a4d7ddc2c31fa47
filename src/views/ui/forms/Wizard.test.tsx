import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/renderWithProviders'
import Wizard from './examples/Wizard'

const next = () => screen.getByRole('button', { name: 'Next' })

describe('the sign-up wizard', () => {
  it('stops on a step until its fields pass, keeps input when going back, and sums up at the end', async () => {
    const { user } = renderWithProviders(<Wizard />)
    expect(screen.getByRole('heading', { name: 'Step 1 of 4: Account' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled()

    await user.click(next())
    expect(await screen.findByText('The username needs at least 3 characters.')).toBeInTheDocument()
    expect(screen.getByText('This field is required.')).toBeInTheDocument()
    expect(screen.getByText('The password needs at least 8 characters.')).toBeInTheDocument()
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(
      'The username needs at least 3 characters.'
    )
    expect(screen.getByRole('heading', { name: /Step 1 of 4/ })).toBeInTheDocument()

    await user.type(screen.getByLabelText('Username'), 'nadia_k')
    await user.type(screen.getByLabelText('Email'), 'nadia@example')
    await user.type(screen.getByLabelText('Password'), 'longenough')
    await user.click(next())
    expect(await screen.findByText('Enter a valid email address.')).toBeInTheDocument()
    await user.type(screen.getByLabelText('Email'), '.com')
    await user.click(next())

    expect(await screen.findByRole('heading', { name: 'Step 2 of 4: Personal details' })).toHaveFocus()
    await user.type(screen.getByLabelText('First name'), 'Nadia')
    await user.click(next())
    expect(await screen.findAllByText('This field is required.')).toHaveLength(1)
    expect(screen.getByText('Choose one.')).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Back' }))
    expect(await screen.findByLabelText('Username')).toHaveValue('nadia_k')
    expect(screen.getByLabelText('Email')).toHaveValue('nadia@example.com')
    await user.click(next())
    expect(await screen.findByLabelText('First name')).toHaveValue('Nadia')
    await user.type(screen.getByLabelText('Last name'), 'Karim')
    await user.selectOptions(screen.getByLabelText('Country'), 'Egypt')
    await user.click(next())

    await screen.findByRole('heading', { name: 'Step 3 of 4: Plan' })
    await user.click(next())
    expect(await screen.findByText('Choose one.')).toBeInTheDocument()
    expect(screen.getByText('You must accept the terms.')).toBeInTheDocument()
    await user.click(screen.getByLabelText('Premium'))
    await user.click(screen.getByLabelText('I accept the terms of service'))
    await user.click(next())

    await screen.findByRole('heading', { name: 'Step 4 of 4: Summary' })
    for (const value of ['nadia_k', 'nadia@example.com', 'Nadia', 'Karim', 'Egypt', 'Premium'])
      expect(screen.getByText(value)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Create account' }))
    expect(await screen.findByRole('status')).toHaveTextContent('Welcome, Nadia!')
  })
})
