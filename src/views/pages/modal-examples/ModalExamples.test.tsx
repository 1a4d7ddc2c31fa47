import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installFakeDb } from '@/@fake-db/install'
import { pricingDb, resetPricing } from '@/@fake-db/pricing/data'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import ModalExamples from './ModalExamples'
import { expiryValid, formatCardNumber, luhnValid } from './schemas'

let mock: MockAdapter
beforeAll(() => {
  mock = installFakeDb(http, 'mock')
})
afterAll(() => mock.restore())
beforeEach(() => resetPricing())

const admin = signedInAs([{ action: 'manage', subject: 'all' }])
const renderPage = () =>
  renderWithProviders(<ModalExamples />, { preloadedState: admin, route: '/pages/modal-examples' })
const open = async (user: ReturnType<typeof renderPage>['user'], title: string) => {
  await user.click(screen.getByRole('button', { name: new RegExp(`^Show\\W+${title}$`) }))
  return screen.findByRole('dialog', { name: title })
}

describe('card checks', () => {
  it('accepts card numbers that pass the checksum and expiry dates not yet passed', () => {
    expect(luhnValid('4242 4242 4242 4242')).toBe(true)
    expect(luhnValid('4242 4242 4242 4241')).toBe(false)
    expect(luhnValid('1234')).toBe(false)
    const now = new Date(2025, 10, 15)
    expect(expiryValid('11/25', now)).toBe(true)
    expect(expiryValid('10/25', now)).toBe(false)
    expect(expiryValid('13/30', now)).toBe(false)
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242')
  })
})

describe('modal examples', () => {
  it('add new card: says what is wrong, then adds the card; cancel closes a dialog', async () => {
    const { user } = renderPage()
    let dialog = await open(user, 'Add new card')
    await user.type(within(dialog).getByLabelText('Card number'), '4242424242424241')
    await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '01/20')
    await user.type(within(dialog).getByLabelText('CVV'), '12')
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }))
    expect(await within(dialog).findByText('Enter a valid card number.')).toBeInTheDocument()
    expect(within(dialog).getByText('Enter the name on the card.')).toBeInTheDocument()
    expect(
      within(dialog).getByText('Enter an expiry date that has not passed, as MM/YY.')
    ).toBeInTheDocument()
    expect(within(dialog).getByText('Enter the 3 or 4 digits on the back of the card.')).toBeInTheDocument()

    const number = within(dialog).getByLabelText('Card number')
    await user.clear(number)
    await user.type(number, '4242424242424242')
    expect(number).toHaveValue('4242 4242 4242 4242')
    await user.type(within(dialog).getByLabelText('Name on card'), 'Lena Berg')
    await user.clear(within(dialog).getByLabelText('Expiry (MM/YY)'))
    await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '12/39')
    await user.type(within(dialog).getByLabelText('CVV'), '3')
    await user.click(within(dialog).getByRole('button', { name: 'Add card' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByTestId('result-addCard')).toHaveTextContent('The card ending 4242 was added.')

    dialog = await open(user, 'Edit user')
    expect(within(dialog).getByLabelText('First name')).toHaveValue('Ava')
    // Escape is checked in Chromium (tests/e2e/pages.e2e.ts): reactstrap reads keyCode, which jsdom's events lack.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
  })

  it('create app: each step is checked before the next one opens', async () => {
    const { user } = renderPage()
    const dialog = await open(user, 'Create app')
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(await within(dialog).findByText('An app name has at least 3 characters.')).toBeInTheDocument()
    expect(within(dialog).getByText('Choose one.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('App name'), 'Gig Finder')
    await user.click(within(dialog).getByRole('radio', { name: 'Streaming service' }))
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(await within(dialog).findByRole('radio', { name: 'React' })).toBeInTheDocument()
    expect(within(dialog).getByRole('listitem', { current: 'step' })).toHaveTextContent('Framework')
    await user.click(within(dialog).getByRole('radio', { name: 'Svelte' }))
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    await user.type(await within(dialog).findByLabelText('Database name'), 'Bad Name')
    await user.click(within(dialog).getByRole('radio', { name: 'SQLite' }))
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(
      await within(dialog).findByText(
        'Use lower-case letters, digits and underscores, starting with a letter (3 to 30).'
      )
    ).toBeInTheDocument()
    await user.clear(within(dialog).getByLabelText('Database name'))
    await user.type(within(dialog).getByLabelText('Database name'), 'gig_finder')
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    await user.type(await within(dialog).findByLabelText('Name on card'), 'Lena Berg')
    await user.type(within(dialog).getByLabelText('Card number'), '4242424242424242')
    await user.type(within(dialog).getByLabelText('Expiry (MM/YY)'), '12/39')
    await user.type(within(dialog).getByLabelText('CVV'), '123')
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(await within(dialog).findByText('Submit to create Gig Finder.')).toBeInTheDocument()
    await user.click(within(dialog).getByRole('button', { name: 'Create app' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByTestId('result-createApp')).toHaveTextContent('The app Gig Finder was created.')
  })

  it('two-factor: choose SMS, give a phone, then verify a six-digit code', async () => {
    const { user } = renderPage()
    const dialog = await open(user, 'Enable two-factor authentication')
    await user.click(within(dialog).getByRole('radio', { name: /SMS/ }))
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    expect(
      await within(dialog).findByText('Enter a phone number of digits, spaces and dashes.')
    ).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Phone number'), '+46 70 123 4567')
    await user.click(within(dialog).getByRole('button', { name: 'Continue' }))
    const code = await within(dialog).findByLabelText('Six-digit code')
    await user.type(code, '12a')
    await user.click(within(dialog).getByRole('button', { name: 'Verify and enable' }))
    expect(code).toHaveAccessibleDescription('Enter the six digits of the code.')
    await user.clear(code)
    await user.type(code, '123456')
    await user.click(within(dialog).getByRole('button', { name: 'Verify and enable' }))
    await waitFor(() => expect(screen.getByTestId('result-twoFactor')).toHaveTextContent('(SMS)'))
  })

  it('upgrade plan changes the plan the pricing page shows', async () => {
    const { user } = renderPage()
    const dialog = await open(user, 'Upgrade plan')
    expect(await within(dialog).findByText('Your current plan is Basic ($0 a month).')).toBeInTheDocument()
    await user.selectOptions(within(dialog).getByLabelText('Plan'), 'enterprise')
    await user.click(within(dialog).getByRole('button', { name: 'Upgrade' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(pricingDb.current.plan).toBe('enterprise')
  })
})
