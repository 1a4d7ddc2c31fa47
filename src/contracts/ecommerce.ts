// The shop's contract, shared by the screens and the fake database (spec §3 "Product", "Wishlist item", "Cart item").
import { z } from 'zod'

export const COLOR_OPTIONS = ['primary', 'success', 'warning', 'danger', 'info'] as const
export type ColorOption = (typeof COLOR_OPTIONS)[number]

export const SORT_OPTIONS = ['featured', 'price-asc', 'price-desc'] as const
export type SortBy = (typeof SORT_OPTIONS)[number]

export const CATEGORIES = ['Headphones', 'Speakers', 'Turntables', 'Instruments', 'Accessories'] as const
export type Category = (typeof CATEGORIES)[number]

export const BRANDS = ['Sonora', 'Pulse Audio', 'Groovewell', 'Northwind Sound', 'Kestrel'] as const
export type Brand = (typeof BRANDS)[number]

export type Product = {
  id: number
  name: string
  slug: string
  description: string
  brand: Brand
  category: Category
  price: number
  image: string
  hasFreeShipping: boolean
  rating: number
  isInWishlist: boolean
  isInCart: boolean
  colorOptions: ColorOption[]
}

export type WishlistItem = { id: number; productId: number }
export type CartItem = { id: number; productId: number; qty: number }
/** A product as the cart view shows it (spec §3: the cart view adds shippingDate, offers, discountPercentage). */
export type CartProduct = Product & {
  qty: number
  shippingDate: string
  offers: number
  discountPercentage: number
}

export type ProductQuery = {
  q?: string
  sortBy?: SortBy
  perPage?: number
  page?: number
  priceMin?: number
  priceMax?: number
  categories?: Category[]
  brands?: Brand[]
  /** Minimum rating (1–5). */
  rating?: number
}

export type ProductsResponse = {
  products: Product[]
  total: number
  userWishlist: WishlistItem[]
  userCart: CartItem[]
}

export const PRODUCTS_PER_PAGE = 9

export const ECOMMERCE_PATHS = {
  products: '/apps/ecommerce/products',
  wishlist: '/apps/ecommerce/wishlist',
  cart: '/apps/ecommerce/cart',
  orders: '/apps/ecommerce/orders'
} as const

export const addressSchema = z.object({
  fullName: z.string().trim().min(1, 'ecommerce.checkout.errors.fullName'),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, 'ecommerce.checkout.errors.phone'),
  street: z.string().trim().min(3, 'ecommerce.checkout.errors.street'),
  city: z.string().trim().min(1, 'ecommerce.checkout.errors.city'),
  postcode: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9 -]{3,10}$/, 'ecommerce.checkout.errors.postcode'),
  addressType: z.enum(['home', 'office'])
})
export type Address = z.infer<typeof addressSchema>

export const paymentSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('card'),
    cardName: z.string().trim().min(1, 'ecommerce.checkout.errors.cardName'),
    cardNumber: z
      .string()
      .refine((s) => /^[0-9]{13,19}$/.test(s.replace(/\s+/g, '')), 'ecommerce.checkout.errors.cardNumber'),
    expiry: z
      .string()
      .trim()
      .regex(/^(0[1-9]|1[0-2])\/[0-9]{2}$/, 'ecommerce.checkout.errors.expiry'),
    cvv: z
      .string()
      .trim()
      .regex(/^[0-9]{3,4}$/, 'ecommerce.checkout.errors.cvv')
  }),
  z.object({ method: z.literal('cash') })
])
export type Payment = z.infer<typeof paymentSchema>
