// Small pieces the shop screens share: price, rating, wishlist and cart buttons.
import { Heart, ShoppingCart, Star } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button } from 'reactstrap'
import clsx from 'clsx'
import { toast } from 'react-toastify'
import { useAppDispatch } from '@/redux/hooks'
import { addToCart, addToWishlist, removeFromWishlist } from '../ecommerceSlice'
import type { Product } from '@/contracts/ecommerce'
import { formatDollars } from '@/lib/numberFormat'

export function usePrice() {
  const { i18n } = useTranslation()
  return (value: number) => formatDollars(value, i18n.language)
}

export function Rating({ value }: { value: number }) {
  const { t } = useTranslation()
  return (
    <span
      className="d-inline-flex align-items-center gap-1"
      role="img"
      aria-label={t('ecommerce.rating', { value })}
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          size={16}
          aria-hidden="true"
          className={n <= value ? 'text-warning' : 'text-body-secondary'}
          fill={n <= value ? 'currentColor' : 'none'}
        />
      ))}
    </span>
  )
}

export function WishlistButton({ product, className }: { product: Product; className?: string }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  async function toggle() {
    const result = await dispatch(
      product.isInWishlist ? removeFromWishlist(product.id) : addToWishlist(product.id)
    )
    if (result.meta.requestStatus === 'rejected') toast.error(String(result.payload ?? t('ecommerce.error')))
  }
  return (
    <Button
      color="secondary"
      outline
      className={clsx('d-inline-flex align-items-center justify-content-center gap-1', className)}
      aria-pressed={product.isInWishlist}
      onClick={toggle}
    >
      <Heart
        size={16}
        aria-hidden="true"
        className={product.isInWishlist ? 'text-danger' : undefined}
        fill={product.isInWishlist ? 'currentColor' : 'none'}
      />
      {t('ecommerce.wishlist.label')}
    </Button>
  )
}

export function CartButton({ product, className }: { product: Product; className?: string }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const classes = clsx('d-inline-flex align-items-center justify-content-center gap-1', className)
  if (product.isInCart) {
    return (
      <Link to="/apps/ecommerce/checkout" className={clsx('btn btn-primary', classes)}>
        <ShoppingCart size={16} aria-hidden="true" />
        {t('ecommerce.viewInCart')}
      </Link>
    )
  }
  async function add() {
    const result = await dispatch(addToCart(product.id))
    if (addToCart.fulfilled.match(result)) toast.success(t('ecommerce.addedToCart', { name: product.name }))
    else toast.error(result.payload ?? t('ecommerce.error'))
  }
  return (
    <Button color="primary" className={classes} onClick={add}>
      <ShoppingCart size={16} aria-hidden="true" />
      {t('ecommerce.addToCart')}
    </Button>
  )
}
