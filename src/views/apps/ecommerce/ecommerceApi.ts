import { http } from '@/auth/http'
import {
  ECOMMERCE_PATHS,
  type Address,
  type CartProduct,
  type Payment,
  type Product,
  type ProductQuery,
  type ProductsResponse
} from '@/contracts/ecommerce'

export async function fetchProductsApi(query: ProductQuery): Promise<ProductsResponse> {
  const { categories, brands, ...rest } = query
  const params = {
    ...rest,
    categories: categories?.length ? categories.join(',') : undefined,
    brands: brands?.length ? brands.join(',') : undefined
  }
  const { data } = await http.get<ProductsResponse>(ECOMMERCE_PATHS.products, { params })
  return data
}

export async function fetchProductApi(idOrSlug: string): Promise<Product> {
  const { data } = await http.get<{ product: Product }>(
    `${ECOMMERCE_PATHS.products}/${encodeURIComponent(idOrSlug)}`
  )
  return data.product
}

export async function fetchWishlistApi(): Promise<Product[]> {
  const { data } = await http.get<{ products: Product[] }>(ECOMMERCE_PATHS.wishlist)
  return data.products
}

export async function fetchCartApi(): Promise<CartProduct[]> {
  const { data } = await http.get<{ products: CartProduct[] }>(ECOMMERCE_PATHS.cart)
  return data.products
}

export const addToCartApi = (productId: number) => http.post(ECOMMERCE_PATHS.cart, { productId })
export const removeFromCartApi = (productId: number) => http.delete(`${ECOMMERCE_PATHS.cart}/${productId}`)
export const updateCartQtyApi = (productId: number, qty: number) =>
  http.patch(`${ECOMMERCE_PATHS.cart}/${productId}`, { qty })
export const addToWishlistApi = (productId: number) => http.post(ECOMMERCE_PATHS.wishlist, { productId })
export const removeFromWishlistApi = (productId: number) =>
  http.delete(`${ECOMMERCE_PATHS.wishlist}/${productId}`)

export async function placeOrderApi(address: Address, payment: Payment): Promise<number> {
  const { data } = await http.post<{ orderId: number }>(ECOMMERCE_PATHS.orders, { address, payment })
  return data.orderId
}
