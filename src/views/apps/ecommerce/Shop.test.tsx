import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { register } from '@/@fake-db/ecommerce/handlers'
import { ecommerceDb, reloadEcommerceDb, resetEcommerceDb } from '@/@fake-db/ecommerce/data'
import { NavbarCart } from '@/layouts/components/NavbarCart'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import Shop from './Shop'
import ProductDetail from './ProductDetail'
import Wishlist from './Wishlist'

let mock: MockAdapter
beforeAll(() => {
  mock = new MockAdapter(http)
  register(mock)
})
afterAll(() => mock.restore())
beforeEach(() => resetEcommerceDb())

const session = signedInAs([{ action: 'manage', subject: 'all' }])
// Role queries over a page of cards are slow in jsdom; the cards' titles are their h2 links.
const productNames = () => Array.from(document.querySelectorAll('.product-card h2')).map((h) => h.textContent)

describe('shop', { timeout: 20000 }, () => {
  it('shows 9 products a page, pages on, searches on the name and sorts by price', async () => {
    const { user } = renderWithProviders(<Shop />, { preloadedState: session })
    expect(await screen.findByText('Results: 27')).toBeInTheDocument()
    expect(productNames()).toHaveLength(9)
    expect(productNames()[0]).toBe('Studio Monitor Headphones')

    await user.click(screen.getByRole('button', { name: 'Page 3' }))
    await waitFor(() => expect(productNames()[0]).toBe('Digital Piano'))

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Highest price')
    await waitFor(() => expect(productNames()[0]).toBe('Digital Piano'))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Lowest price')
    await waitFor(() => expect(productNames()[0]).toBe('Braided Audio Cable'))

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), 'turntable')
    await waitFor(() => expect(screen.getByText('Results: 3')).toBeInTheDocument())
    expect(productNames().every((n) => n?.toLowerCase().includes('turntable'))).toBe(true)
  })

  it('switches between the grid and the list layout', async () => {
    const { user } = renderWithProviders(<Shop />, { preloadedState: session })
    await screen.findByText('Results: 27')
    const grid = screen.getByRole('button', { name: 'Grid view' })
    const asList = screen.getByRole('button', { name: 'List view' })
    const card = () => document.querySelector('.product-card') as HTMLElement
    expect(grid).toHaveAttribute('aria-pressed', 'true')
    expect(card()).not.toHaveClass('flex-md-row')
    await user.click(asList)
    expect(asList).toHaveAttribute('aria-pressed', 'true')
    expect(grid).toHaveAttribute('aria-pressed', 'false')
    expect(card()).toHaveClass('flex-md-row')
    expect(productNames()).toHaveLength(9)
  })

  it('applies the category filter from the side panel', async () => {
    const { user } = renderWithProviders(<Shop />, { preloadedState: session })
    await screen.findByText('Results: 27')
    await user.click(screen.getByRole('checkbox', { name: 'Speakers' }))
    await waitFor(() => expect(screen.getByText('Results: 6')).toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Clear all' }))
    await waitFor(() => expect(screen.getByText('Results: 27')).toBeInTheDocument())
  })

  it('on narrow screens opens the filters in a side panel, which counts the active filters and shows the results', async () => {
    const { user } = renderWithProviders(<Shop />, { preloadedState: session })
    await screen.findByText('Results: 27')
    await user.click(screen.getByRole('button', { name: 'Filters' }))
    const panel = await screen.findByRole('dialog', { name: 'Filters' })
    await user.click(within(panel).getByRole('checkbox', { name: 'Speakers' }))
    expect(await within(panel).findByRole('button', { name: 'Show 6 results' })).toBeInTheDocument()
    // The card beside the products shows the same choice.
    const aside = screen.getByRole('complementary', { name: 'Filters' })
    expect(within(aside).getByRole('checkbox', { name: 'Speakers' })).toBeChecked()
    await user.click(within(panel).getByRole('button', { name: 'Show 6 results' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(screen.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument()
  })

  it('adding to the cart turns the button into "View in cart" and raises the navbar count', async () => {
    const { user, store } = renderWithProviders(
      <>
        <NavbarCart />
        <Shop />
      </>,
      { preloadedState: session }
    )
    await screen.findByText('Results: 27')
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeInTheDocument()
    const first = screen
      .getByRole('heading', { name: 'Studio Monitor Headphones' })
      .closest('.card') as HTMLElement
    await user.click(within(first).getByRole('button', { name: 'Add to cart' }))
    expect(await within(first).findByRole('link', { name: 'View in cart' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart, 1 items' })).toBeInTheDocument())
    expect(store.getState().auth.userData?.extras.eCommerceCartItemsCount).toBe(1)
    expect(JSON.parse(localStorage.getItem('userData') ?? '{}').extras.eCommerceCartItemsCount).toBe(1)
    expect(ecommerceDb.cart).toEqual([expect.objectContaining({ productId: 1, qty: 1 })])

    await user.click(screen.getByRole('button', { name: 'Cart, 1 items' }))
    const dropdown = await screen.findByRole('region', { name: 'My cart' })
    expect(within(dropdown).getByRole('link', { name: /Studio Monitor Headphones/ })).toBeInTheDocument()
  })

  it('finds the cart and the wishlist again after a reload, and the navbar count follows the stored cart', async () => {
    const first = renderWithProviders(<Shop />, { preloadedState: session })
    await screen.findByText('Results: 27')
    const card = () =>
      screen.getByRole('heading', { name: 'Portable Bluetooth Speaker' }).closest('.card') as HTMLElement
    await first.user.click(within(card()).getByRole('button', { name: 'Add to cart' }))
    await within(card()).findByRole('link', { name: 'View in cart' })
    await first.user.click(within(card()).getByRole('button', { name: 'Wishlist' }))
    await waitFor(() =>
      expect(within(card()).getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'true')
    )
    first.unmount()

    // A reload: a new store whose session still says 0 items, and the fake database read back from storage.
    ecommerceDb.cart.splice(0)
    ecommerceDb.wishlist.splice(0)
    reloadEcommerceDb()
    const second = renderWithProviders(
      <>
        <NavbarCart />
        <Shop />
      </>,
      { preloadedState: session }
    )
    await screen.findByText('Results: 27')
    expect(within(card()).getByRole('link', { name: 'View in cart' })).toBeInTheDocument()
    expect(within(card()).getByRole('button', { name: 'Wishlist' })).toHaveAttribute('aria-pressed', 'true')
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cart, 1 items' })).toBeInTheDocument())
    expect(second.store.getState().auth.userData?.extras.eCommerceCartItemsCount).toBe(1)
    second.unmount()

    renderWithProviders(<Wishlist />, { preloadedState: session })
    expect(await screen.findByRole('heading', { name: 'Portable Bluetooth Speaker' })).toBeInTheDocument()
  })

  it('toggles the wishlist from a card', async () => {
    const { user } = renderWithProviders(<Shop />, { preloadedState: session })
    await screen.findByText('Results: 27')
    const card = screen
      .getByRole('heading', { name: 'Studio Monitor Headphones' })
      .closest('.card') as HTMLElement
    const heart = within(card).getByRole('button', { name: 'Wishlist' })
    expect(heart).toHaveAttribute('aria-pressed', 'false')
    await user.click(heart)
    await waitFor(() => expect(heart).toHaveAttribute('aria-pressed', 'true'))
    expect(ecommerceDb.wishlist.some((w) => w.productId === 1)).toBe(true)
  })
})

describe('product detail', () => {
  it('shows a friendly not-found page for an unknown product', async () => {
    renderWithProviders(<ProductDetail />, {
      preloadedState: session,
      route: '/apps/ecommerce/product-detail/no-such-thing',
      path: '/apps/ecommerce/product-detail/:slug'
    })
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the shop' })).toHaveAttribute(
      'href',
      '/apps/ecommerce/shop'
    )
  })

  it('shows the product with its colours and adds the chosen quantity to the cart', async () => {
    const { user } = renderWithProviders(<ProductDetail />, {
      preloadedState: session,
      route: '/apps/ecommerce/product-detail/ukulele-20',
      path: '/apps/ecommerce/product-detail/:slug'
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Ukulele' })).toBeInTheDocument()
    const colours = within(screen.getByRole('radiogroup', { name: 'Colours' })).getAllByRole('radio')
    expect(colours.length).toBe(ecommerceDb.products[19]!.colorOptions.length)
    await user.type(screen.getByLabelText('Quantity'), '3', {
      initialSelectionStart: 0,
      initialSelectionEnd: 1
    })
    const main = screen.getByRole('heading', { level: 1, name: 'Ukulele' }).closest('.card') as HTMLElement
    await user.click(within(main).getByRole('button', { name: 'Add to cart' }))
    expect(await within(main).findByRole('link', { name: 'View in cart' })).toBeInTheDocument()
    expect(ecommerceDb.cart).toEqual([expect.objectContaining({ productId: 20, qty: 3 })])
    expect(await screen.findByRole('heading', { name: 'Related products' })).toBeInTheDocument()
  })
})

describe('wishlist', () => {
  it('asks before removing, and moves an item to the cart', async () => {
    const { user } = renderWithProviders(<Wishlist />, { preloadedState: session })
    expect(
      await screen.findByRole('heading', { name: 'Wireless Noise-Cancelling Headphones' })
    ).toBeInTheDocument()
    const card = (name: string) => screen.getByRole('heading', { name }).closest('.card') as HTMLElement

    await user.click(within(card('Belt-Drive Turntable')).getByRole('button', { name: 'Remove' }))
    const dialog = await screen.findByRole('dialog')
    expect(ecommerceDb.wishlist).toHaveLength(3)
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Belt-Drive Turntable' })).toBeNull())

    await user.click(within(card('Digital Piano')).getByRole('button', { name: 'Move to cart' }))
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Digital Piano' })).toBeNull())
    expect(ecommerceDb.cart.map((c) => c.productId)).toEqual([19])
    expect(ecommerceDb.wishlist.map((w) => w.productId)).toEqual([2])
  })
})
