// E-commerce mock (spec §7; the checkout calls are ours, the spec does not show them):
//   GET    /apps/ecommerce/products?q&sortBy&perPage=9&page=1&priceMin&priceMax&categories=a,b&brands=a,b&rating
//          → { products, total, userWishlist, userCart }  (q matches the name, case-insensitive; rating is a minimum)
//   GET    /apps/ecommerce/products/:idOrSlug  → { product } | 404
//   GET    /apps/ecommerce/wishlist            → { products }
//   POST   /apps/ecommerce/wishlist { productId } → 201 { wishlistItem }   DELETE /apps/ecommerce/wishlist/:productId → 200
//   GET    /apps/ecommerce/cart                → { products } each with qty, shippingDate, offers, discountPercentage
//   POST   /apps/ecommerce/cart { productId }  → 201 { cartItem } (qty starts at 1)
//   PATCH  /apps/ecommerce/cart/:productId { qty } → 200 { cartItem }  DELETE /apps/ecommerce/cart/:productId → 200
//   POST   /apps/ecommerce/orders { address, payment } → 201 { orderId } and the cart is emptied
// Unknown products answer 404, a malformed productId 400. Every change of the cart or the wishlist is written to
// localStorage under ECOMMERCE_STORAGE_KEY ('vibeline.fakeDb.ecommerce', see ./data), so both survive a reload.
import type MockAdapter from 'axios-mock-adapter'
import { on, type MockRequest, type MockResponse } from '../mock'
import { cartExtras, ecommerceDb, saveEcommerceDb } from './data'
import {
  BRANDS,
  CATEGORIES,
  ECOMMERCE_PATHS,
  PRODUCTS_PER_PAGE,
  SORT_OPTIONS,
  addressSchema,
  paymentSchema,
  type CartProduct,
  type Product,
  type SortBy
} from '@/contracts/ecommerce'

const notFound: MockResponse = [404, { error: 'Product not found.' }]
const badId: MockResponse = [400, { error: 'A valid productId is required.' }]

function withFlags(product: Product): Product {
  return {
    ...product,
    isInWishlist: ecommerceDb.wishlist.some((w) => w.productId === product.id),
    isInCart: ecommerceDb.cart.some((c) => c.productId === product.id)
  }
}

const list = (value: unknown): string[] =>
  (Array.isArray(value) ? value.join(',') : typeof value === 'string' ? value : '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)

const positiveInt = (value: unknown, fallback: number) => {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

const numberOr = (value: unknown): number | null => {
  if (value === undefined || value === null || value === '') return null
  const n = Number(value)
  return Number.isFinite(n) ? n : null
}

export function getProducts(req: MockRequest): MockResponse {
  const p = req.params
  const q = typeof p.q === 'string' ? p.q.trim().toLowerCase() : ''
  const sortBy: SortBy = (SORT_OPTIONS as readonly string[]).includes(String(p.sortBy))
    ? (p.sortBy as SortBy)
    : 'featured'
  const perPage = positiveInt(p.perPage, PRODUCTS_PER_PAGE)
  const page = positiveInt(p.page, 1)
  const priceMin = numberOr(p.priceMin)
  const priceMax = numberOr(p.priceMax)
  const categories = list(p.categories).filter((c) => (CATEGORIES as readonly string[]).includes(c))
  const brands = list(p.brands).filter((b) => (BRANDS as readonly string[]).includes(b))
  const rating = numberOr(p.rating)

  let found = ecommerceDb.products.filter(
    (product) =>
      (!q || product.name.toLowerCase().includes(q)) &&
      (priceMin === null || product.price >= priceMin) &&
      (priceMax === null || product.price <= priceMax) &&
      (categories.length === 0 || categories.includes(product.category)) &&
      (brands.length === 0 || brands.includes(product.brand)) &&
      (rating === null || product.rating >= rating)
  )
  if (sortBy === 'price-asc') found = [...found].sort((a, b) => a.price - b.price || a.id - b.id)
  if (sortBy === 'price-desc') found = [...found].sort((a, b) => b.price - a.price || a.id - b.id)

  return [
    200,
    {
      products: found.slice((page - 1) * perPage, page * perPage).map(withFlags),
      total: found.length,
      userWishlist: ecommerceDb.wishlist,
      userCart: ecommerceDb.cart
    }
  ]
}

/** The last path segment of the request URL. */
const lastSegment = (url: string) =>
  decodeURIComponent(url.split('?')[0]!.split('/').filter(Boolean).at(-1) ?? '')

export function getProduct(req: MockRequest): MockResponse {
  const key = lastSegment(req.url)
  const product = /^\d+$/.test(key)
    ? ecommerceDb.products.find((p) => p.id === Number(key))
    : ecommerceDb.products.find((p) => p.slug === key)
  return product ? [200, { product: withFlags(product) }] : notFound
}

/** Parses a productId (number or digit string); null when malformed. */
function parseProductId(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : null
  if (typeof value === 'string' && /^\d+$/.test(value) && Number(value) > 0) return Number(value)
  return null
}

const bodyProductId = (req: MockRequest) =>
  parseProductId((req.body as { productId?: unknown } | null)?.productId)
const urlProductId = (req: MockRequest) => parseProductId(lastSegment(req.url))
const productExists = (id: number) => ecommerceDb.products.some((p) => p.id === id)

export function getWishlist(): MockResponse {
  const products = ecommerceDb.wishlist
    .map((w) => ecommerceDb.products.find((p) => p.id === w.productId))
    .filter((p): p is Product => Boolean(p))
    .map(withFlags)
  return [200, { products }]
}

export function addToWishlist(req: MockRequest): MockResponse {
  const productId = bodyProductId(req)
  if (productId === null) return badId
  if (!productExists(productId)) return notFound
  let item = ecommerceDb.wishlist.find((w) => w.productId === productId)
  if (!item) {
    item = { id: ecommerceDb.nextItemId++, productId }
    ecommerceDb.wishlist.push(item)
    saveEcommerceDb()
  }
  return [201, { wishlistItem: item }]
}

export function removeFromWishlist(req: MockRequest): MockResponse {
  const productId = urlProductId(req)
  if (productId === null) return badId
  const index = ecommerceDb.wishlist.findIndex((w) => w.productId === productId)
  if (index < 0) return notFound
  ecommerceDb.wishlist.splice(index, 1)
  saveEcommerceDb()
  return [200, { productId }]
}

export function getCart(): MockResponse {
  const products: CartProduct[] = ecommerceDb.cart.flatMap((item) => {
    const product = ecommerceDb.products.find((p) => p.id === item.productId)
    return product ? [{ ...withFlags(product), qty: item.qty, ...cartExtras(product.id) }] : []
  })
  return [200, { products }]
}

export function addToCart(req: MockRequest): MockResponse {
  const productId = bodyProductId(req)
  if (productId === null) return badId
  if (!productExists(productId)) return notFound
  let item = ecommerceDb.cart.find((c) => c.productId === productId)
  if (!item) {
    item = { id: ecommerceDb.nextItemId++, productId, qty: 1 }
    ecommerceDb.cart.push(item)
    saveEcommerceDb()
  }
  return [201, { cartItem: item }]
}

export function updateCartQty(req: MockRequest): MockResponse {
  const productId = urlProductId(req)
  if (productId === null) return badId
  const qty = Number((req.body as { qty?: unknown } | null)?.qty)
  if (!Number.isInteger(qty) || qty < 1 || qty > 99)
    return [400, { error: 'Quantity must be between 1 and 99.' }]
  const item = ecommerceDb.cart.find((c) => c.productId === productId)
  if (!item) return notFound
  item.qty = qty
  saveEcommerceDb()
  return [200, { cartItem: item }]
}

export function removeFromCart(req: MockRequest): MockResponse {
  const productId = urlProductId(req)
  if (productId === null) return badId
  const index = ecommerceDb.cart.findIndex((c) => c.productId === productId)
  if (index < 0) return notFound
  ecommerceDb.cart.splice(index, 1)
  saveEcommerceDb()
  return [200, { productId }]
}

let lastOrderId = 1000

export function placeOrder(req: MockRequest): MockResponse {
  const body = (req.body ?? {}) as { address?: unknown; payment?: unknown }
  const address = addressSchema.safeParse(body.address)
  const payment = paymentSchema.safeParse(body.payment)
  if (!address.success || !payment.success)
    return [400, { error: 'The address or the payment details are not valid.' }]
  if (ecommerceDb.cart.length === 0) return [400, { error: 'The cart is empty.' }]
  ecommerceDb.cart.splice(0)
  saveEcommerceDb()
  lastOrderId += 1
  return [201, { orderId: lastOrderId }]
}

const byProduct = (base: string) => new RegExp(`^${base}/[^/?]+$`)

export function register(mock: MockAdapter): void {
  on(mock, 'get', ECOMMERCE_PATHS.products, getProducts)
  on(mock, 'get', byProduct(ECOMMERCE_PATHS.products), getProduct)
  on(mock, 'get', ECOMMERCE_PATHS.wishlist, getWishlist)
  on(mock, 'post', ECOMMERCE_PATHS.wishlist, addToWishlist)
  on(mock, 'delete', byProduct(ECOMMERCE_PATHS.wishlist), removeFromWishlist)
  on(mock, 'get', ECOMMERCE_PATHS.cart, getCart)
  on(mock, 'post', ECOMMERCE_PATHS.cart, addToCart)
  on(mock, 'patch', byProduct(ECOMMERCE_PATHS.cart), updateCartQty)
  on(mock, 'delete', byProduct(ECOMMERCE_PATHS.cart), removeFromCart)
  on(mock, 'post', ECOMMERCE_PATHS.orders, placeOrder)
}
