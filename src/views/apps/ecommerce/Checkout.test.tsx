import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { register } from '@/@fake-db/ecommerce/handlers'
import { cartExtras, ecommerceDb, resetEcommerceDb } from '@/@fake-db/ecommerce/data'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import Checkout from './Checkout'

let mock: MockAdapter
beforeAll(() => {
  mock = new MockAdapter(http)
  register(mock)
})
afterAll(() => mock.restore())
beforeEach(() => {
  resetEcommerceDb()
  ecommerceDb.cart.push({ id: 50, productId: 1, qty: 1 }, { id: 51, productId: 8, qty: 2 })
})

const session = signedInAs([{ action: 'manage', subject: 'all' }], { extras: { eCommerceCartItemsCount: 2 } })

describe('checkout', { timeout: 20000 }, () => {
  it('shows each cart item with its offers, discount and delivery date, and steps the quantity', async () => {
    const { user } = renderWithProviders(<Checkout />, { preloadedState: session })
    const items = await screen.findByRole('list', { name: 'Items in your cart' })
    const first = within(items).getAllByRole('listitem')[0]!
    const extras = cartExtras(1)
    expect(within(first).getByText(`${extras.discountPercentage}% off`)).toBeInTheDocument()
    expect(within(first).getByText(`Offers available: ${extras.offers}`)).toBeInTheDocument()
    expect(within(first).getByText(/^Delivery by /)).toBeInTheDocument()
    // 199 + 2 × 79 = 357
    expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('$357.00')

    await user.click(
      within(first).getByRole('button', { name: 'Increase quantity of Studio Monitor Headphones' })
    )
    await waitFor(() => expect(screen.getByText('Subtotal').nextSibling).toHaveTextContent('$556.00'))
    expect(ecommerceDb.cart[0]!.qty).toBe(2)
  })

  it('validates the address and the card before placing the order, then confirms it', async () => {
    const { user, store } = renderWithProviders(<Checkout />, { preloadedState: session })
    await user.click(await screen.findByRole('button', { name: 'Place order' }))

    await user.click(await screen.findByRole('button', { name: 'Deliver here' }))
    expect(await screen.findByText('Enter the full name.')).toBeInTheDocument()
    expect(screen.getByText('Enter a phone number of 7 to 20 digits.')).toBeInTheDocument()
    expect(screen.getByText('Enter a valid postcode.')).toBeInTheDocument()
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Address')

    await user.type(screen.getByLabelText('Full name'), 'Ada Lovelace')
    await user.type(screen.getByLabelText('Phone number'), '+44 20 7946 0958')
    await user.type(screen.getByLabelText('Street and house number'), '12 Analytical Row')
    await user.type(screen.getByLabelText('City'), 'London')
    await user.type(screen.getByLabelText('Postcode'), 'EC1A 1BB')
    await user.click(screen.getByRole('button', { name: 'Deliver here' }))

    const pay = await screen.findByRole('button', { name: 'Pay and place order' })
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Payment')
    await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace')
    await user.type(screen.getByLabelText('Card number'), '4242 4242')
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '13/30')
    await user.click(pay)
    expect(await screen.findByText('Enter a card number of 13 to 19 digits.')).toBeInTheDocument()
    expect(screen.getByText('Enter the expiry as MM/YY.')).toBeInTheDocument()
    expect(screen.getByText('Enter the 3 or 4 digit CVV.')).toBeInTheDocument()
    expect(ecommerceDb.cart).toHaveLength(2)

    await user.type(screen.getByLabelText('Card number'), ' 4242 4242')
    await user.clear(screen.getByLabelText('Expiry (MM/YY)'))
    await user.type(screen.getByLabelText('Expiry (MM/YY)'), '12/30')
    await user.type(screen.getByLabelText('CVV'), '123')
    await user.click(pay)
    expect(
      await screen.findByRole('heading', { name: 'Thank you! Your order is placed.' })
    ).toBeInTheDocument()
    expect(ecommerceDb.cart).toHaveLength(0)
    expect(store.getState().auth.userData?.extras.eCommerceCartItemsCount).toBe(0)
  })

  it('shows an empty cart with a way back to the shop', async () => {
    ecommerceDb.cart.splice(0)
    renderWithProviders(<Checkout />, { preloadedState: session })
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toBeInTheDocument()
  })
})
