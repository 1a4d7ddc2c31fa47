import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '@/test/renderWithProviders'
import ValidationForm from './examples/ValidationForm'

const setup = () => {
  const view = renderWithProviders(<ValidationForm />)
  const submit = () => view.user.click(screen.getByRole('button', { name: 'Sign up' }))
  const fill = async (label: string, text: string) => {
    const input = screen.getByLabelText(label)
    await view.user.clear(input)
    if (text) await view.user.type(input, text)
  }
  return { ...view, submit, fill }
}

describe('the validation form', () => {
  it('names every missing field when sent empty', async () => {
    const { submit } = setup()
    await submit()
    expect(await screen.findAllByText('This field is required.')).toHaveLength(3)
    expect(screen.getByText('Enter your age as a number.')).toBeInTheDocument()
    expect(screen.getByText('The password needs at least 8 characters.')).toBeInTheDocument()
    expect(screen.getByText('Choose one.')).toBeInTheDocument()
    expect(screen.getByText('You must accept the terms.')).toBeInTheDocument()
    expect(screen.getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true')
    expect(screen.getByLabelText('Full name')).toHaveAccessibleDescription('This field is required.')
    expect(screen.queryByRole('status')).not.toBeInTheDocument()
  })

  it('has a message for each rule and updates it as the field is corrected', async () => {
    const { submit, fill, user } = setup()
    await fill('Full name', 'A')
    await fill('Email', 'not-an-email')
    await fill('Age', '12')
    await fill('Website (optional)', 'ftp://example.com')
    await fill('Password', 'short')
    await submit()
    expect(await screen.findByText('The name needs at least 2 characters.')).toBeInTheDocument()
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument()
    expect(screen.getByText('You must be at least 13.')).toBeInTheDocument()
    expect(
      screen.getByText('Enter a full web address starting with http:// or https://.')
    ).toBeInTheDocument()

    await fill('Full name', 'A'.repeat(41))
    expect(await screen.findByText('The name can be at most 40 characters.')).toBeInTheDocument()
    await fill('Age', '12.5')
    expect(await screen.findByText('Enter a whole number.')).toBeInTheDocument()
    await fill('Age', '130')
    expect(await screen.findByText('Enter an age of 120 or less.')).toBeInTheDocument()
    await fill('Password', 'longenough')
    expect(await screen.findByText('The password needs an uppercase letter.')).toBeInTheDocument()
    await fill('Password', 'Longenough')
    expect(await screen.findByText('The password needs a digit.')).toBeInTheDocument()
    await fill('Password', 'Longenough1')
    expect(screen.queryByText('The password needs a digit.')).not.toBeInTheDocument()

    await fill('Full name', 'Nadia Karim')
    await fill('Email', 'nadia@example.com')
    await fill('Age', '30')
    await fill('Website (optional)', '')
    await fill('Confirm password', 'Longenough2')
    await user.selectOptions(screen.getByLabelText('Role'), 'Artist')
    await user.click(screen.getByLabelText('I accept the terms of service'))
    await submit()
    expect(await screen.findByText('The passwords do not match.')).toBeInTheDocument()

    await fill('Confirm password', 'Longenough1')
    await submit()
    expect(await screen.findByRole('status')).toHaveTextContent('Thanks, Nadia Karim')
    expect(screen.getByLabelText('Full name')).toHaveValue('')
  })
})
