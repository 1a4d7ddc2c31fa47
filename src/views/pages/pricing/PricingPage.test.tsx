import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installFakeDb } from '@/@fake-db/install'
import { pricingDb, resetPricing } from '@/@fake-db/pricing/data'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import PricingPage from './PricingPage'

let mock: MockAdapter
beforeAll(() => {
  mock = installFakeDb(http, 'mock')
})
afterAll(() => mock.restore())
beforeEach(() => resetPricing())

const admin = signedInAs([{ action: 'manage', subject: 'all' }])

describe('pricing page', () => {
  it('switches between the monthly and yearly figures of spec §9', async () => {
    const { user } = renderWithProviders(<PricingPage />, { preloadedState: admin, route: '/pages/pricing' })
    expect(await screen.findByTestId('price-standard')).toHaveTextContent('$49')
    expect(screen.getByTestId('price-enterprise')).toHaveTextContent('$99')
    expect(screen.getByTestId('price-basic')).toHaveTextContent('$0')
    expect(screen.getByText('Save up to 19%')).toBeInTheDocument()

    await user.click(screen.getByRole('switch', { name: 'Bill yearly' }))
    expect(screen.getByTestId('price-standard')).toHaveTextContent('$40')
    expect(screen.getByTestId('annual-standard')).toHaveTextContent('$480 billed once a year')
    expect(screen.getByTestId('price-enterprise')).toHaveTextContent('$80')
    expect(screen.getByTestId('annual-enterprise')).toHaveTextContent('$960 billed once a year')
    expect(screen.getByRole('region', { name: 'Standard' })).toHaveTextContent('Popular')
  })

  it('chooses a plan, which the fake database remembers', async () => {
    const { user } = renderWithProviders(<PricingPage />, { preloadedState: admin, route: '/pages/pricing' })
    const basic = await screen.findByRole('region', { name: 'Basic' })
    expect(basic).toHaveTextContent('Your current plan')
    await user.click(screen.getByRole('switch', { name: 'Bill yearly' }))
    const enterprise = screen.getByRole('region', { name: 'Enterprise' })
    await user.click(within(enterprise).getByRole('button', { name: /Choose this plan\W+Enterprise/ }))
    expect(
      await within(enterprise).findByRole('button', { name: /Your current plan\W+Enterprise/ })
    ).toBeDisabled()
    expect(within(basic).getByRole('button', { name: /Choose this plan\W+Basic/ })).toBeEnabled()
    expect(pricingDb.current).toEqual({ plan: 'enterprise', billing: 'yearly' })
  })
})
