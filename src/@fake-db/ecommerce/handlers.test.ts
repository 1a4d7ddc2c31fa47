import { beforeEach, describe, expect, it } from 'vitest'
import type { MockRequest } from '../mock'
import { cartExtras, ECOMMERCE_STORAGE_KEY, ecommerceDb, reloadEcommerceDb, resetEcommerceDb } from './data'
import {
  addToCart,
  addToWishlist,
  getCart,
  getProduct,
  getProducts,
  getWishlist,
  placeOrder,
  removeFromCart,
  removeFromWishlist,
  updateCartQty
} from './handlers'
import type { CartProduct, Product, ProductsResponse } from '@/contracts/ecommerce'

const req = (over: Partial<MockRequest> = {}): MockRequest => ({
  url: '',
  method: 'get',
  params: {},
  body: undefined,
  headers: {},
  ...over
})
const list = (params: Record<string, unknown>) => getProducts(req({ params }))[1] as ProductsResponse

describe('e-commerce mock', () => {
  beforeEach(() => resetEcommerceDb())

  it('has 27 products with the spec fields and colour options from the five theme colours', () => {
    expect(ecommerceDb.products).toHaveLength(27)
    for (const p of ecommerceDb.products) {
      expect(p.colorOptions.length).toBeGreaterThan(0)
      expect(
        p.colorOptions.every((c) => ['primary', 'success', 'warning', 'danger', 'info'].includes(c))
      ).toBe(true)
      expect(p.slug).toMatch(/^[a-z0-9-]+$/)
    }
  })

  it('pages by 9 by default and reports the total', () => {
    const first = list({})
    expect(first.products).toHaveLength(9)
    expect(first.total).toBe(27)
    expect(list({ page: 3 }).products.map((p) => p.id)).toEqual([19, 20, 21, 22, 23, 24, 25, 26, 27])
    expect(list({ page: 2, perPage: 5 }).products.map((p) => p.id)).toEqual([6, 7, 8, 9, 10])
  })

  it('searches on the name, case-insensitive', () => {
    const found = list({ q: 'HEADPHONE' })
    expect(found.total).toBe(6)
    expect(found.products.every((p) => p.name.toLowerCase().includes('headphone'))).toBe(true)
  })

  it('sorts by price ascending and descending', () => {
    const prices = (r: ProductsResponse) => r.products.map((p) => p.price)
    const asc = prices(list({ sortBy: 'price-asc', perPage: 27 }))
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    expect(asc[0]).toBe(15)
    const desc = prices(list({ sortBy: 'price-desc', perPage: 27 }))
    expect(desc).toEqual([...desc].sort((a, b) => b - a))
    expect(desc[0]).toBe(699)
  })

  it('applies the price range, category, brand and rating filters', () => {
    const r = list({ priceMin: 100, priceMax: 300, categories: 'Speakers,Turntables', perPage: 27 })
    expect(r.products.map((p) => p.name).sort()).toEqual(
      [
        'Belt-Drive Turntable',
        'Party Speaker with Lights',
        'Smart Home Speaker',
        'Turntable with USB Output'
      ].sort()
    )
    expect(list({ brands: 'Kestrel', perPage: 27 }).products.every((p) => p.brand === 'Kestrel')).toBe(true)
    const rated = list({ rating: 4, perPage: 27 })
    expect(rated.total).toBeGreaterThan(0)
    expect(rated.products.every((p) => p.rating >= 4)).toBe(true)
  })

  it('finds a product by id or slug and answers 404 for an unknown one', () => {
    const [status, body] = getProduct(req({ url: '/apps/ecommerce/products/5' }))
    expect(status).toBe(200)
    const product = (body as { product: Product }).product
    expect(getProduct(req({ url: `/apps/ecommerce/products/${product.slug}` }))[0]).toBe(200)
    expect(getProduct(req({ url: '/apps/ecommerce/products/999' }))[0]).toBe(404)
    expect(getProduct(req({ url: '/apps/ecommerce/products/no-such-thing' }))[0]).toBe(404)
  })

  it('adds to the cart with 201 and qty 1, marks the product and removes it with 200', () => {
    const [status, body] = addToCart(req({ body: { productId: 4 } }))
    expect(status).toBe(201)
    expect((body as { cartItem: { qty: number } }).cartItem.qty).toBe(1)
    expect(list({}).userCart).toEqual([expect.objectContaining({ productId: 4, qty: 1 })])
    expect(list({}).products.find((p) => p.id === 4)?.isInCart).toBe(true)
    expect(updateCartQty(req({ url: '/apps/ecommerce/cart/4', body: { qty: 3 } }))[0]).toBe(200)
    expect((getCart()[1] as { products: CartProduct[] }).products[0]!.qty).toBe(3)
    expect(removeFromCart(req({ url: '/apps/ecommerce/cart/4' }))[0]).toBe(200)
    expect((getCart()[1] as { products: CartProduct[] }).products).toEqual([])
  })

  it('answers 404 for unknown products and 400 for a malformed productId', () => {
    expect(addToCart(req({ body: { productId: 999 } }))[0]).toBe(404)
    expect(addToCart(req({ body: { productId: 'x1' } }))[0]).toBe(400)
    expect(addToCart(req({ body: {} }))[0]).toBe(400)
    expect(addToWishlist(req({ body: { productId: 1.5 } }))[0]).toBe(400)
    expect(removeFromCart(req({ url: '/apps/ecommerce/cart/abc' }))[0]).toBe(400)
    expect(removeFromCart(req({ url: '/apps/ecommerce/cart/7' }))[0]).toBe(404)
  })

  it('adds to the wishlist with 201 and removes with 200', () => {
    expect(addToWishlist(req({ body: { productId: 7 } }))[0]).toBe(201)
    const ids = () => (getWishlist()[1] as { products: Product[] }).products.map((p) => p.id)
    expect(ids()).toContain(7)
    expect(removeFromWishlist(req({ url: '/apps/ecommerce/wishlist/7' }))[0]).toBe(200)
    expect(ids()).not.toContain(7)
    expect(removeFromWishlist(req({ url: '/apps/ecommerce/wishlist/7' }))[0]).toBe(404)
  })

  it('gives each cart item 1–4 offers, a 3–20 % discount and shipping within 7 days from tomorrow, stably', () => {
    const today = new Date(2026, 10, 21, 15, 30)
    const tomorrow = new Date(2026, 10, 22).getTime()
    const lastDay = new Date(2026, 10, 28).getTime()
    for (let id = 1; id <= 27; id++) {
      const extras = cartExtras(id, today)
      expect(extras.offers).toBeGreaterThanOrEqual(1)
      expect(extras.offers).toBeLessThanOrEqual(4)
      expect(extras.discountPercentage).toBeGreaterThanOrEqual(3)
      expect(extras.discountPercentage).toBeLessThanOrEqual(20)
      const shipping = Date.parse(extras.shippingDate)
      expect(shipping).toBeGreaterThanOrEqual(tomorrow)
      expect(shipping).toBeLessThanOrEqual(lastDay)
      expect(cartExtras(id, today)).toEqual(extras)
    }
    const spread = new Set(Array.from({ length: 27 }, (_, i) => cartExtras(i + 1, today).discountPercentage))
    expect(spread.size).toBeGreaterThan(3)
  })

  it('places an order with a valid address and payment, emptying the cart', () => {
    addToCart(req({ body: { productId: 1 } }))
    const address = {
      fullName: 'Ada',
      phone: '+44 20 7946 0958',
      street: '1 Road',
      city: 'Leeds',
      postcode: 'LS1 4AP',
      addressType: 'home'
    }
    expect(
      placeOrder(
        req({
          body: {
            address,
            payment: { method: 'card', cardName: 'Ada', cardNumber: '123', expiry: '01/30', cvv: '123' }
          }
        })
      )[0]
    ).toBe(400)
    const [status] = placeOrder(req({ body: { address, payment: { method: 'cash' } } }))
    expect(status).toBe(201)
    expect(ecommerceDb.cart).toHaveLength(0)
  })

  describe('kept across reloads', () => {
    const stored = () => JSON.parse(localStorage.getItem(ECOMMERCE_STORAGE_KEY) ?? 'null') as unknown

    it('finds the cart, its quantities and the wishlist again after a reload', () => {
      addToCart(req({ body: { productId: 5 } }))
      addToCart(req({ body: { productId: 9 } }))
      updateCartQty(req({ url: '/apps/ecommerce/cart/9', body: { qty: 3 } }))
      addToWishlist(req({ body: { productId: 7 } }))
      removeFromWishlist(req({ url: '/apps/ecommerce/wishlist/2' }))
      const before = { cart: [...ecommerceDb.cart], wishlist: [...ecommerceDb.wishlist] }

      reloadEcommerceDb()
      expect(ecommerceDb.cart).toEqual(before.cart)
      expect(ecommerceDb.wishlist).toEqual(before.wishlist)
      expect((getCart()[1] as { products: CartProduct[] }).products.map((p) => [p.id, p.qty])).toEqual([
        [5, 1],
        [9, 3]
      ])
      expect(list({}).userCart).toHaveLength(2)
      // New items keep getting fresh ids after the reload.
      const [, body] = addToCart(req({ body: { productId: 11 } }))
      const ids = ecommerceDb.cart.map((c) => c.id).concat(ecommerceDb.wishlist.map((w) => w.id))
      expect(new Set(ids).size).toBe(ids.length)
      expect((body as { cartItem: { id: number } }).cartItem.id).toBe(Math.max(...ids))
    })

    it('stores each change under the documented key, and an order empties the stored cart', () => {
      addToCart(req({ body: { productId: 1 } }))
      expect(stored()).toMatchObject({ cart: [{ productId: 1, qty: 1 }] })
      removeFromCart(req({ url: '/apps/ecommerce/cart/1' }))
      expect(stored()).toMatchObject({ cart: [] })
      addToCart(req({ body: { productId: 1 } }))
      placeOrder(
        req({
          body: {
            address: {
              fullName: 'Ada',
              phone: '+44 20 7946 0958',
              street: '1 Road',
              city: 'Leeds',
              postcode: 'LS1 4AP',
              addressType: 'home'
            },
            payment: { method: 'cash' }
          }
        })
      )
      reloadEcommerceDb()
      expect(ecommerceDb.cart).toEqual([])
    })

    it('starts from the sample lists when the stored value is missing, not JSON or not ours', () => {
      const sample = { cart: [...ecommerceDb.cart], wishlist: [...ecommerceDb.wishlist] }
      for (const value of [
        '{not json',
        JSON.stringify({ cart: 'x' }),
        JSON.stringify({ wishlist: [], cart: [{ id: 1, productId: 2, qty: 0 }], nextItemId: 2 })
      ]) {
        localStorage.setItem(ECOMMERCE_STORAGE_KEY, value)
        reloadEcommerceDb()
        expect({ cart: ecommerceDb.cart, wishlist: ecommerceDb.wishlist }).toEqual(sample)
      }
    })

    it('drops stored items whose product no longer exists', () => {
      localStorage.setItem(
        ECOMMERCE_STORAGE_KEY,
        JSON.stringify({
          wishlist: [{ id: 1, productId: 999 }],
          cart: [
            { id: 2, productId: 3, qty: 2 },
            { id: 3, productId: 500, qty: 1 }
          ],
          nextItemId: 4
        })
      )
      reloadEcommerceDb()
      expect(ecommerceDb.wishlist).toEqual([])
      expect(ecommerceDb.cart).toEqual([{ id: 2, productId: 3, qty: 2 }])
    })

    it('forgets the stored lists on reset', () => {
      addToCart(req({ body: { productId: 4 } }))
      resetEcommerceDb()
      expect(localStorage.getItem(ECOMMERCE_STORAGE_KEY)).toBeNull()
      expect(ecommerceDb.cart).toEqual([])
    })
  })
})
