import { createSlice, type WithSlice } from '@reduxjs/toolkit'
import { rootReducer } from '@/redux/rootReducer'
import { createAppAsyncThunk } from '@/redux/hooks'
import { errorMessage, isAxiosError } from '@/auth/http'
import { userDataUpdated } from '@/redux/authSlice'
import { storeSession } from '@/auth/tokenStorage'
import {
  addToCartApi,
  addToWishlistApi,
  fetchCartApi,
  fetchProductApi,
  fetchProductsApi,
  fetchWishlistApi,
  placeOrderApi,
  removeFromCartApi,
  removeFromWishlistApi,
  updateCartQtyApi
} from './ecommerceApi'
import type { Address, CartProduct, Payment, Product, ProductQuery } from '@/contracts/ecommerce'

export type EcommerceState = {
  products: Product[]
  totalProducts: number
  params: ProductQuery
  wishlist: Product[]
  cart: CartProduct[]
  productDetail: Product | null
  /** Products of the detail's category, shown under it. */
  related: Product[]
  loading: boolean
  error: string | null
  detailStatus: 'idle' | 'loading' | 'ready' | 'notFound' | 'error'
  wishlistStatus: 'idle' | 'loading' | 'ready' | 'error'
  cartStatus: 'idle' | 'loading' | 'ready' | 'error'
}

const initialState: EcommerceState = {
  products: [],
  totalProducts: 0,
  params: {},
  wishlist: [],
  cart: [],
  productDetail: null,
  related: [],
  loading: false,
  error: null,
  detailStatus: 'idle',
  wishlistStatus: 'idle',
  cartStatus: 'idle'
}

const fail = (err: unknown) => errorMessage(err)

/**
 * Keeps the navbar's cart count (userData.extras.eCommerceCartItemsCount, spec §3) and the stored session in step
 * with the cart.
 */
export const cartCountChanged = createAppAsyncThunk(
  'ecommerce/cartCountChanged',
  (count: number, { dispatch, getState }) => {
    const { userData, accessToken, refreshToken } = getState().auth
    if (!userData || userData.extras.eCommerceCartItemsCount === count) return
    const next = { ...userData, extras: { ...userData.extras, eCommerceCartItemsCount: count } }
    dispatch(userDataUpdated(next))
    if (accessToken && refreshToken) storeSession({ userData: next, accessToken, refreshToken })
  }
)

export const fetchProducts = createAppAsyncThunk(
  'ecommerce/fetchProducts',
  async (params: ProductQuery, { dispatch, rejectWithValue }) => {
    try {
      const data = await fetchProductsApi(params)
      void dispatch(cartCountChanged(data.userCart.length))
      return data
    } catch (err) {
      return rejectWithValue(fail(err))
    }
  }
)

export const fetchProduct = createAppAsyncThunk(
  'ecommerce/fetchProduct',
  async (slug: string, { rejectWithValue }) => {
    try {
      return await fetchProductApi(slug)
    } catch (err) {
      return rejectWithValue(isAxiosError(err) && err.response?.status === 404 ? 'notFound' : fail(err))
    }
  }
)

export const fetchRelated = createAppAsyncThunk(
  'ecommerce/fetchRelated',
  async (product: Product, { rejectWithValue }) => {
    try {
      const data = await fetchProductsApi({ categories: [product.category], perPage: 5 })
      return data.products.filter((p) => p.id !== product.id).slice(0, 4)
    } catch (err) {
      return rejectWithValue(fail(err))
    }
  }
)

export const fetchWishlist = createAppAsyncThunk(
  'ecommerce/fetchWishlist',
  async (_: void, { rejectWithValue }) => {
    try {
      return await fetchWishlistApi()
    } catch (err) {
      return rejectWithValue(fail(err))
    }
  }
)

export const fetchCart = createAppAsyncThunk(
  'ecommerce/fetchCart',
  async (_: void, { dispatch, rejectWithValue }) => {
    try {
      const cart = await fetchCartApi()
      void dispatch(cartCountChanged(cart.length))
      return cart
    } catch (err) {
      return rejectWithValue(fail(err))
    }
  }
)

/** Runs a cart change and reloads the cart, so totals, flags and the navbar count follow. */
function cartChange<A>(type: string, call: (arg: A) => Promise<unknown>) {
  return createAppAsyncThunk(type, async (arg: A, { dispatch, rejectWithValue }) => {
    try {
      await call(arg)
      const cart = await fetchCartApi()
      void dispatch(cartCountChanged(cart.length))
      return cart
    } catch (err) {
      return rejectWithValue(fail(err))
    }
  })
}

export const addToCart = cartChange('ecommerce/addToCart', (productId: number) => addToCartApi(productId))
export const removeFromCart = cartChange('ecommerce/removeFromCart', (productId: number) =>
  removeFromCartApi(productId)
)
export const updateCartQty = cartChange(
  'ecommerce/updateCartQty',
  ({ productId, qty }: { productId: number; qty: number }) => updateCartQtyApi(productId, qty)
)

export const addToWishlist = createAppAsyncThunk(
  'ecommerce/addToWishlist',
  async (productId: number, { rejectWithValue }) => {
    try {
      await addToWishlistApi(productId)
      return productId
    } catch (err) {
      return rejectWithValue(fail(err))
    }
  }
)

export const removeFromWishlist = createAppAsyncThunk(
  'ecommerce/removeFromWishlist',
  async (productId: number, { rejectWithValue }) => {
    try {
      await removeFromWishlistApi(productId)
      return productId
    } catch (err) {
      return rejectWithValue(fail(err))
    }
  }
)

export const placeOrder = createAppAsyncThunk(
  'ecommerce/placeOrder',
  async ({ address, payment }: { address: Address; payment: Payment }, { dispatch, rejectWithValue }) => {
    try {
      const orderId = await placeOrderApi(address, payment)
      void dispatch(cartCountChanged(0))
      return orderId
    } catch (err) {
      return rejectWithValue(fail(err))
    }
  }
)

function setFlag(
  state: EcommerceState,
  productId: number,
  flag: 'isInWishlist' | 'isInCart',
  value: boolean
) {
  for (const p of state.products) if (p.id === productId) p[flag] = value
  if (state.productDetail?.id === productId) state.productDetail[flag] = value
  for (const p of state.wishlist) if (p.id === productId) p[flag] = value
  for (const p of state.related) if (p.id === productId) p[flag] = value
}

export const ecommerceSlice = createSlice({
  name: 'ecommerce',
  initialState,
  reducers: {},
  extraReducers: (builder) => {
    const cartLoaded = (state: EcommerceState, cart: CartProduct[]) => {
      state.cart = cart
      state.cartStatus = 'ready'
      const inCart = new Set(cart.map((c) => c.id))
      for (const p of state.products) p.isInCart = inCart.has(p.id)
      for (const p of state.wishlist) p.isInCart = inCart.has(p.id)
      for (const p of state.related) p.isInCart = inCart.has(p.id)
      if (state.productDetail) state.productDetail.isInCart = inCart.has(state.productDetail.id)
    }
    builder
      .addCase(fetchProducts.pending, (state, action) => {
        state.loading = true
        state.error = null
        state.params = action.meta.arg
      })
      .addCase(fetchProducts.fulfilled, (state, action) => {
        state.loading = false
        state.products = action.payload.products
        state.totalProducts = action.payload.total
      })
      .addCase(fetchProducts.rejected, (state, action) => {
        state.loading = false
        state.error = action.payload ?? 'Something went wrong.'
      })
      .addCase(fetchProduct.pending, (state) => {
        state.detailStatus = 'loading'
        state.productDetail = null
      })
      .addCase(fetchProduct.fulfilled, (state, action) => {
        state.detailStatus = 'ready'
        state.productDetail = action.payload
      })
      .addCase(fetchProduct.rejected, (state, action) => {
        state.detailStatus = action.payload === 'notFound' ? 'notFound' : 'error'
      })
      .addCase(fetchRelated.fulfilled, (state, action) => {
        state.related = action.payload
      })
      .addCase(fetchWishlist.pending, (state) => {
        state.wishlistStatus = 'loading'
      })
      .addCase(fetchWishlist.fulfilled, (state, action) => {
        state.wishlistStatus = 'ready'
        state.wishlist = action.payload
      })
      .addCase(fetchWishlist.rejected, (state) => {
        state.wishlistStatus = 'error'
      })
      .addCase(fetchCart.pending, (state) => {
        if (state.cartStatus !== 'ready') state.cartStatus = 'loading'
      })
      .addCase(fetchCart.fulfilled, (state, action) => cartLoaded(state, action.payload))
      .addCase(fetchCart.rejected, (state) => {
        state.cartStatus = 'error'
      })
      .addCase(addToCart.fulfilled, (state, action) => cartLoaded(state, action.payload))
      .addCase(removeFromCart.fulfilled, (state, action) => cartLoaded(state, action.payload))
      .addCase(updateCartQty.fulfilled, (state, action) => cartLoaded(state, action.payload))
      .addCase(addToWishlist.fulfilled, (state, action) =>
        setFlag(state, action.payload, 'isInWishlist', true)
      )
      .addCase(removeFromWishlist.fulfilled, (state, action) => {
        setFlag(state, action.payload, 'isInWishlist', false)
        state.wishlist = state.wishlist.filter((p) => p.id !== action.payload)
      })
      .addCase(placeOrder.fulfilled, (state) => {
        state.cart = []
        for (const p of state.products) p.isInCart = false
      })
  },
  selectors: {
    selectEcommerce: (state) => state,
    selectCart: (state) => state.cart,
    selectWishlist: (state) => state.wishlist,
    selectProductDetail: (state) => state.productDetail
  }
})

declare module '@/redux/rootReducer' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface LazyLoadedSlices extends WithSlice<typeof ecommerceSlice> {}
}

const injected = ecommerceSlice.injectInto(rootReducer)
export const { selectEcommerce, selectCart, selectWishlist, selectProductDetail } = injected.selectors

/** What a cart costs: subtotal, discount, delivery and total (the discounts are per item). */
export function cartSummary(cart: CartProduct[]) {
  const subtotal = cart.reduce((sum, p) => sum + p.price * p.qty, 0)
  const discount = cart.reduce((sum, p) => sum + Math.round(p.price * p.qty * p.discountPercentage) / 100, 0)
  const delivery = cart.length === 0 || cart.every((p) => p.hasFreeShipping) ? 0 : 9
  return { subtotal, discount, delivery, total: Math.max(0, subtotal - discount + delivery) }
}
