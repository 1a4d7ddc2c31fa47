import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { Button, Card, CardBody, Input, Label } from 'reactstrap'
import { Truck } from 'lucide-react'
import { toast } from 'react-toastify'
import { Spinner } from '@/@core/components/Spinner'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { addToCart, fetchProduct, fetchRelated, selectEcommerce, updateCartQty } from './ecommerceSlice'
import type { ColorOption } from '@/contracts/ecommerce'
import { ProductCard } from './components/ProductCard'
import { Rating, usePrice, WishlistButton } from './components/shopParts'
import './ecommerce.scss'
import { LoadError } from '@/@core/components/list/LoadError'

export default function ProductDetail() {
  const { t } = useTranslation()
  const { slug = '' } = useParams()
  const dispatch = useAppDispatch()
  const price = usePrice()
  const { productDetail: product, detailStatus, related } = useAppSelector(selectEcommerce)
  const [color, setColor] = useState<ColorOption | null>(null)
  const [qty, setQty] = useState(1)
  const [adding, setAdding] = useState(false)

  useEffect(() => {
    void dispatch(fetchProduct(slug)).then((result) => {
      if (fetchProduct.fulfilled.match(result)) void dispatch(fetchRelated(result.payload))
    })
    setQty(1)
    setColor(null)
  }, [dispatch, slug])

  if (detailStatus === 'notFound') {
    return (
      <div className="ecommerce-app text-center py-5">
        <h1 className="fs-3">{t('ecommerce.detail.notFoundTitle')}</h1>
        <p className="text-body-secondary">{t('ecommerce.detail.notFoundText')}</p>
        <Link to="/apps/ecommerce/shop" className="btn btn-primary">
          {t('ecommerce.backToShop')}
        </Link>
      </div>
    )
  }
  if (detailStatus === 'error') {
    return <LoadError message={t('ecommerce.error')} onRetry={() => void dispatch(fetchProduct(slug))} />
  }
  if (!product) return <Spinner label={t('ecommerce.loading')} />

  const chosen = color ?? product.colorOptions[0]!
  async function add() {
    if (!product) return
    setAdding(true)
    const added = await dispatch(addToCart(product.id))
    const result =
      addToCart.fulfilled.match(added) && qty > 1
        ? await dispatch(updateCartQty({ productId: product.id, qty }))
        : added
    setAdding(false)
    if (result.meta.requestStatus === 'fulfilled')
      toast.success(t('ecommerce.addedToCart', { name: product.name }))
    else toast.error(String(result.payload ?? t('ecommerce.error')))
  }

  return (
    <div className="ecommerce-app">
      <Card>
        <CardBody>
          <div className="row g-4">
            <div className="col-md-5 d-flex justify-content-center product-detail-image p-4">
              <img src={product.image} alt={product.name} width={320} height={320} className="img-fluid" />
            </div>
            <div className="col-md-7">
              <h1 className="fs-3">{product.name}</h1>
              <p className="text-body-secondary mb-2">{t('ecommerce.by', { brand: product.brand })}</p>
              <div className="d-flex align-items-center gap-3 mb-3">
                <span className="fs-4 fw-semibold text-primary-emphasis">{price(product.price)}</span>
                <Rating value={product.rating} />
              </div>
              <p dir="auto" className="text-page-start">
                {product.description}
              </p>
              {product.hasFreeShipping && (
                <p className="d-flex align-items-center gap-2 text-success-emphasis">
                  <Truck size={18} aria-hidden="true" />
                  {t('ecommerce.freeShipping')}
                </p>
              )}
              <div className="mb-3">
                <p className="fw-semibold mb-2" id="product-colors">
                  {t('ecommerce.detail.colors')}
                </p>
                <div role="radiogroup" aria-labelledby="product-colors" className="d-flex gap-2">
                  {product.colorOptions.map((option) => (
                    <button
                      key={option}
                      type="button"
                      role="radio"
                      aria-checked={chosen === option}
                      aria-label={t(`ecommerce.colors.${option}`)}
                      className={`color-option bg-${option}`}
                      onClick={() => setColor(option)}
                    />
                  ))}
                </div>
              </div>
              <div className="d-flex align-items-end gap-2 flex-wrap">
                <div>
                  <Label for="product-qty">{t('ecommerce.qty')}</Label>
                  <Input
                    id="product-qty"
                    type="number"
                    min={1}
                    max={10}
                    value={qty}
                    className="qty-stepper"
                    onChange={(e) => setQty(Math.min(10, Math.max(1, Number(e.target.value) || 1)))}
                    disabled={product.isInCart}
                  />
                </div>
                {product.isInCart ? (
                  <Link to="/apps/ecommerce/checkout" className="btn btn-primary">
                    {t('ecommerce.viewInCart')}
                  </Link>
                ) : (
                  <Button color="primary" onClick={add} disabled={adding}>
                    {t('ecommerce.addToCart')}
                  </Button>
                )}
                <WishlistButton product={product} />
              </div>
            </div>
          </div>
        </CardBody>
      </Card>
      {related.length > 0 && (
        <section className="mt-4" aria-labelledby="related-title">
          <h2 id="related-title" className="fs-5 mb-3">
            {t('ecommerce.detail.related')}
          </h2>
          <ul className="row g-3 list-unstyled">
            {related.map((p) => (
              <li key={p.id} className="col-md-6 col-xl-3">
                <ProductCard product={p} view="grid" />
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
