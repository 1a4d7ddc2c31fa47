// 27 sample products of a music gear shop (spec §9), with drawn SVG images, plus the user's wishlist and cart.
// Everything random comes from a seeded generator, so the data and the cart's shipping, offers and discounts
// are the same on every load. The cart and wishlist are kept in localStorage (ECOMMERCE_STORAGE_KEY), so a shopper
// finds them again after a reload, as on a real shop's server.
import { z } from 'zod'
import type { Brand, CartItem, Category, ColorOption, Product, WishlistItem } from '@/contracts/ecommerce'
import { seededRandom } from '@/lib/random'

const between = (rand: () => number, min: number, max: number) => min + Math.floor(rand() * (max - min + 1))

const SHAPES: Record<Category, (c: string) => string> = {
  Headphones: (c) =>
    `<path d="M40 110v-20a60 60 0 0 1 120 0v20" fill="none" stroke="${c}" stroke-width="12"/><rect x="28" y="100" width="34" height="56" rx="12" fill="${c}"/><rect x="138" y="100" width="34" height="56" rx="12" fill="${c}"/>`,
  Speakers: (c) =>
    `<rect x="55" y="30" width="90" height="140" rx="14" fill="${c}"/><circle cx="100" cy="70" r="18" fill="#fff" opacity=".85"/><circle cx="100" cy="128" r="28" fill="#fff" opacity=".85"/><circle cx="100" cy="128" r="10" fill="${c}"/>`,
  Turntables: (c) =>
    `<rect x="25" y="45" width="150" height="110" rx="10" fill="${c}"/><circle cx="90" cy="100" r="42" fill="#222"/><circle cx="90" cy="100" r="12" fill="#fff"/><path d="M150 60v55l-25 18" stroke="#fff" stroke-width="6" fill="none" stroke-linecap="round"/>`,
  Instruments: (c) =>
    `<circle cx="85" cy="130" r="34" fill="${c}"/><circle cx="85" cy="95" r="24" fill="${c}"/><rect x="92" y="28" width="12" height="80" transform="rotate(20 98 68)" fill="#6b4f2a"/><circle cx="85" cy="125" r="9" fill="#222"/>`,
  Accessories: (c) =>
    `<path d="M40 140c30-80 90 20 120-60" fill="none" stroke="${c}" stroke-width="10" stroke-linecap="round"/><rect x="30" y="132" width="22" height="34" rx="4" fill="${c}"/><rect x="150" y="50" width="22" height="34" rx="4" fill="${c}"/>`
}

const initials = (name: string) =>
  name
    .split(/[\s-]+/)
    .filter((word) => /^[A-Za-z]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]!.toUpperCase())
    .join('')

/**
 * A product's own artwork, the same on every load: a two-hue gradient and a backdrop pattern drawn from its id (the
 * golden angle keeps 27 hues apart), its category's silhouette in white, and its initials.
 */
export function productImage(id: number, name: string, category: Category): string {
  const hue = Math.round((id * 137.508) % 360)
  const from = `hsl(${hue} 62% 52%)`
  const to = `hsl(${(hue + 40) % 360} 70% 42%)`
  const backdrops = [
    `<circle cx="170" cy="30" r="60" fill="#fff" opacity=".12"/><circle cx="20" cy="190" r="44" fill="#fff" opacity=".1"/>`,
    `<path d="M0 150 Q50 110 100 150 T200 150V200H0Z" fill="#fff" opacity=".12"/>`,
    `<path d="M-20 60L60 -20M-20 120L120 -20M-20 180L180 -20" stroke="#fff" stroke-width="14" opacity=".1"/>`,
    `<rect x="120" y="-30" width="120" height="120" rx="24" transform="rotate(20 180 30)" fill="#fff" opacity=".12"/>`
  ]
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/>` +
    `<stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="200" height="200" rx="16" fill="url(#g)"/>${backdrops[id % backdrops.length]}` +
    `<g transform="translate(30 22) scale(.7)">${SHAPES[category]('#fff')}</g>` +
    `<text x="16" y="186" font-family="system-ui, sans-serif" font-size="26" font-weight="700" fill="#fff">` +
    `${initials(name)}</text></svg>`
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`
}
type Seed = [name: string, category: Category, brand: Brand, price: number]

const SEEDS: Seed[] = [
  ['Studio Monitor Headphones', 'Headphones', 'Sonora', 199],
  ['Wireless Noise-Cancelling Headphones', 'Headphones', 'Pulse Audio', 329],
  ['Open-Back Reference Headphones', 'Headphones', 'Northwind Sound', 449],
  ['Kids Volume-Safe Headphones', 'Headphones', 'Kestrel', 39],
  ['Sport Earbuds', 'Headphones', 'Pulse Audio', 89],
  ['DJ Headphones', 'Headphones', 'Groovewell', 149],
  ['Bookshelf Speaker Pair', 'Speakers', 'Northwind Sound', 379],
  ['Portable Bluetooth Speaker', 'Speakers', 'Pulse Audio', 79],
  ['Smart Home Speaker', 'Speakers', 'Sonora', 129],
  ['Party Speaker with Lights', 'Speakers', 'Kestrel', 259],
  ['Soundbar with Subwoofer', 'Speakers', 'Sonora', 499],
  ['Waterproof Shower Speaker', 'Speakers', 'Kestrel', 29],
  ['Belt-Drive Turntable', 'Turntables', 'Groovewell', 299],
  ['Direct-Drive DJ Turntable', 'Turntables', 'Groovewell', 549],
  ['Suitcase Record Player', 'Turntables', 'Kestrel', 69],
  ['Turntable with USB Output', 'Turntables', 'Northwind Sound', 219],
  ['Acoustic Guitar', 'Instruments', 'Northwind Sound', 389],
  ['Electric Bass', 'Instruments', 'Groovewell', 519],
  ['Digital Piano', 'Instruments', 'Sonora', 699],
  ['Ukulele', 'Instruments', 'Kestrel', 59],
  ['MIDI Keyboard Controller', 'Instruments', 'Pulse Audio', 169],
  ['Cajon Drum', 'Instruments', 'Groovewell', 119],
  ['Braided Audio Cable', 'Accessories', 'Kestrel', 15],
  ['Headphone Stand', 'Accessories', 'Sonora', 35],
  ['Vinyl Cleaning Kit', 'Accessories', 'Groovewell', 25],
  ['USB Audio Interface', 'Accessories', 'Pulse Audio', 139],
  ['Condenser Microphone', 'Accessories', 'Northwind Sound', 179]
]

const slugify = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')

const ALL_COLORS: ColorOption[] = ['primary', 'success', 'warning', 'danger', 'info']

export function makeProducts(): Product[] {
  const rand = seededRandom(2024)
  return SEEDS.map(([name, category, brand, price], index) => {
    const colorCount = between(rand, 1, 4)
    const offset = between(rand, 0, 4)
    const colorOptions = Array.from({ length: colorCount }, (_, i) => ALL_COLORS[(offset + i) % 5]!)
    return {
      id: index + 1,
      name,
      slug: `${slugify(name)}-${index + 1}`,
      description: `${name} by ${brand}: built for people who live for music. Carefully tuned, solidly made and covered by a two-year warranty.`,
      brand,
      category,
      price,
      image: productImage(index + 1, name, category),
      hasFreeShipping: rand() < 0.5,
      rating: between(rand, 2, 5),
      isInWishlist: false,
      isInCart: false,
      colorOptions
    }
  })
}

export type EcommerceDb = {
  products: Product[]
  wishlist: WishlistItem[]
  cart: CartItem[]
  nextItemId: number
}

/** Where the demo shop keeps the cart and wishlist between page loads: `{ wishlist, cart, nextItemId }` as JSON. */
export const ECOMMERCE_STORAGE_KEY = 'vibeline.fakeDb.ecommerce'

const storedSchema = z.object({
  wishlist: z.array(z.object({ id: z.number().int().positive(), productId: z.number().int().positive() })),
  cart: z.array(
    z.object({
      id: z.number().int().positive(),
      productId: z.number().int().positive(),
      qty: z.number().int().min(1).max(99)
    })
  ),
  nextItemId: z.number().int().positive()
})
type Stored = Pick<EcommerceDb, 'wishlist' | 'cart' | 'nextItemId'>

function sampleLists(): Stored {
  return {
    wishlist: [
      { id: 1, productId: 2 },
      { id: 2, productId: 13 },
      { id: 3, productId: 19 }
    ],
    cart: [],
    nextItemId: 4
  }
}

const storage = (): Storage | null => {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage
  } catch {
    return null
  }
}

/** The stored lists, or null when there are none or they are not ours (then the sample lists are used). */
function readStored(products: Product[]): Stored | null {
  let raw: string | null = null
  try {
    raw = storage()?.getItem(ECOMMERCE_STORAGE_KEY) ?? null
  } catch {
    return null
  }
  if (!raw) return null
  let json: unknown
  try {
    json = JSON.parse(raw)
  } catch {
    return null
  }
  const parsed = storedSchema.safeParse(json)
  if (!parsed.success) return null
  const known = (item: { productId: number }) => products.some((p) => p.id === item.productId)
  const { wishlist, cart, nextItemId } = parsed.data
  const ids = [...wishlist, ...cart].map((item) => item.id)
  return {
    wishlist: wishlist.filter(known),
    cart: cart.filter(known),
    nextItemId: Math.max(nextItemId, ...ids.map((id) => id + 1))
  }
}

function initialDb(): EcommerceDb {
  const products = makeProducts()
  return { products, ...(readStored(products) ?? sampleLists()) }
}

export const ecommerceDb: EcommerceDb = initialDb()

/** Writes the cart and wishlist through to localStorage; handlers call it after every change. */
export function saveEcommerceDb(): void {
  const { wishlist, cart, nextItemId } = ecommerceDb
  try {
    storage()?.setItem(ECOMMERCE_STORAGE_KEY, JSON.stringify({ wishlist, cart, nextItemId }))
  } catch {
    // A full or blocked storage only costs the shopper their cart on the next reload.
  }
}

/** Reads the stored cart and wishlist again, as a page reload does (tests). */
export function reloadEcommerceDb(): void {
  Object.assign(ecommerceDb, initialDb())
}

/** Back to the sample state, forgetting what was stored (tests). */
export function resetEcommerceDb(): void {
  try {
    storage()?.removeItem(ECOMMERCE_STORAGE_KEY)
  } catch {
    // nothing stored to forget
  }
  Object.assign(ecommerceDb, initialDb())
}

/**
 * The cart view's extras for a product (spec §9): 1–4 offers, a 3–20 % discount and a shipping date within
 * the 7 days starting tomorrow. Seeded by the product id, so a product always gets the same figures.
 */
export function cartExtras(productId: number, today: Date = new Date()) {
  const rand = seededRandom(productId * 7919)
  const offers = between(rand, 1, 4)
  const discountPercentage = between(rand, 3, 20)
  const daysAhead = between(rand, 1, 7)
  const shippingDate = new Date(
    today.getFullYear(),
    today.getMonth(),
    today.getDate() + daysAhead
  ).toISOString()
  return { offers, discountPercentage, shippingDate }
}
