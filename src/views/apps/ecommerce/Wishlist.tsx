import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Button, Card, CardBody } from 'reactstrap'
import { toast } from 'react-toastify'
import { Spinner } from '@/@core/components/Spinner'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import { LoadError } from '@/@core/components/list/LoadError'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { addToCart, fetchWishlist, removeFromWishlist, selectEcommerce } from './ecommerceSlice'
import type { Product } from '@/contracts/ecommerce'
import { Rating, usePrice } from './components/shopParts'
import './ecommerce.scss'

export default function Wishlist() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const price = usePrice()
  const { wishlist, wishlistStatus } = useAppSelector(selectEcommerce)
  const [removing, setRemoving] = useState<Product | null>(null)

  useEffect(() => {
    void dispatch(fetchWishlist())
  }, [dispatch])

  async function remove(product: Product) {
    const result = await dispatch(removeFromWishlist(product.id))
    if (removeFromWishlist.rejected.match(result)) toast.error(result.payload ?? t('ecommerce.error'))
  }

  async function moveToCart(product: Product) {
    const added = product.isInCart ? null : await dispatch(addToCart(product.id))
    if (added && addToCart.rejected.match(added)) return toast.error(added.payload ?? t('ecommerce.error'))
    await remove(product)
    toast.success(t('ecommerce.wishlist.moved', { name: product.name }))
  }

  return (
    <div className="ecommerce-app">
      <h1 className="fs-3 mb-3">{t('ecommerce.wishlist.title')}</h1>
      {wishlistStatus === 'error' ? (
        <LoadError message={t('ecommerce.error')} onRetry={() => void dispatch(fetchWishlist())} />
      ) : wishlistStatus !== 'ready' ? (
        <Spinner label={t('ecommerce.loading')} />
      ) : wishlist.length === 0 ? (
        <div className="text-center py-5">
          <p className="text-body-secondary">{t('ecommerce.wishlist.empty')}</p>
          <Link to="/apps/ecommerce/shop" className="btn btn-primary">
            {t('ecommerce.backToShop')}
          </Link>
        </div>
      ) : (
        <ul className="row g-3 list-unstyled">
          {wishlist.map((product) => (
            <li key={product.id} className="col-md-6 col-xl-4">
              <Card className="h-100 product-card">
                <div className="product-card-image d-flex justify-content-center p-3">
                  <img src={product.image} alt="" width={140} height={140} />
                </div>
                <CardBody className="d-flex flex-column">
                  <div className="d-flex justify-content-between mb-1">
                    <Rating value={product.rating} />
                    <span className="fw-semibold">{price(product.price)}</span>
                  </div>
                  <h2 className="fs-6">
                    <Link
                      to={`/apps/ecommerce/product-detail/${product.slug}`}
                      className="text-body text-decoration-none"
                    >
                      {product.name}
                    </Link>
                  </h2>
                  <div className="d-flex gap-2 mt-auto flex-wrap">
                    <Button
                      color="secondary"
                      outline
                      className="flex-grow-1"
                      onClick={() => setRemoving(product)}
                    >
                      {t('ecommerce.wishlist.remove')}
                    </Button>
                    <Button color="primary" className="flex-grow-1" onClick={() => void moveToCart(product)}>
                      {t('ecommerce.wishlist.moveToCart')}
                    </Button>
                  </div>
                </CardBody>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={removing !== null}
        title={t('ecommerce.wishlist.confirmTitle')}
        body={t('ecommerce.wishlist.confirmText', { name: removing?.name ?? '' })}
        confirmLabel={t('ecommerce.wishlist.remove')}
        onConfirm={async () => {
          if (removing) await remove(removing)
        }}
        onClose={() => setRemoving(null)}
      />
    </div>
  )
}
