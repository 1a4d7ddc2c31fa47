import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Minus, Plus, X } from 'lucide-react'
import { Button, Card, CardBody, Input } from 'reactstrap'
import { toast } from 'react-toastify'
import { useAppDispatch } from '@/redux/hooks'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import { cartSummary, removeFromCart, updateCartQty } from '../ecommerceSlice'
import type { CartProduct } from '@/contracts/ecommerce'
import { Rating, usePrice } from './shopParts'

export function PriceSummary({ cart }: { cart: CartProduct[] }) {
  const { t } = useTranslation()
  const price = usePrice()
  const sum = cartSummary(cart)
  return (
    <dl className="mb-0 price-summary">
      <div className="d-flex justify-content-between mb-1">
        <dt className="fw-normal">{t('ecommerce.checkout.subtotal')}</dt>
        <dd className="mb-0">{price(sum.subtotal)}</dd>
      </div>
      <div className="d-flex justify-content-between mb-1">
        <dt className="fw-normal">{t('ecommerce.checkout.discount')}</dt>
        <dd className="mb-0 text-success-emphasis">−{price(sum.discount)}</dd>
      </div>
      <div className="d-flex justify-content-between mb-2">
        <dt className="fw-normal">{t('ecommerce.checkout.delivery')}</dt>
        <dd className="mb-0">{sum.delivery === 0 ? t('ecommerce.checkout.free') : price(sum.delivery)}</dd>
      </div>
      <div className="d-flex justify-content-between border-top pt-2 fw-semibold">
        <dt>{t('ecommerce.checkout.total')}</dt>
        <dd className="mb-0" data-testid="cart-total">
          {price(sum.total)}
        </dd>
      </div>
    </dl>
  )
}

export function CartStep({ cart, onNext }: { cart: CartProduct[]; onNext: () => void }) {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const price = usePrice()
  const [removing, setRemoving] = useState<CartProduct | null>(null)
  const dateFormat = new Intl.DateTimeFormat(i18n.language, {
    weekday: 'short',
    month: 'short',
    day: 'numeric'
  })

  async function setQty(item: CartProduct, qty: number) {
    if (qty < 1 || qty > 99) return
    const result = await dispatch(updateCartQty({ productId: item.id, qty }))
    if (updateCartQty.rejected.match(result)) toast.error(result.payload ?? t('ecommerce.error'))
  }

  if (cart.length === 0) {
    return (
      <div className="text-center py-5">
        <p className="text-body-secondary">{t('ecommerce.checkout.emptyCart')}</p>
        <Link to="/apps/ecommerce/shop" className="btn btn-primary">
          {t('ecommerce.backToShop')}
        </Link>
      </div>
    )
  }
  return (
    <div className="row g-3">
      <ul className="col-lg-8 list-unstyled d-grid gap-3 mb-0" aria-label={t('ecommerce.checkout.items')}>
        {cart.map((item) => (
          <li key={item.id}>
            <Card>
              <CardBody className="d-flex gap-3 flex-wrap flex-md-nowrap">
                <img src={item.image} alt="" width={96} height={96} className="product-detail-image" />
                <div className="flex-grow-1">
                  <h2 className="fs-6 mb-1">
                    <Link
                      to={`/apps/ecommerce/product-detail/${item.slug}`}
                      className="text-body text-decoration-none"
                    >
                      {item.name}
                    </Link>
                  </h2>
                  <p className="small text-body-secondary mb-1">{t('ecommerce.by', { brand: item.brand })}</p>
                  <Rating value={item.rating} />
                  <p className="small mb-1 mt-1 text-success-emphasis">
                    {t('ecommerce.checkout.deliveryBy', {
                      date: dateFormat.format(new Date(item.shippingDate))
                    })}
                  </p>
                  <div
                    className="d-flex align-items-center gap-1 mt-2"
                    role="group"
                    aria-label={t('ecommerce.qtyOf', { name: item.name })}
                  >
                    <Button
                      color="secondary"
                      outline
                      size="sm"
                      aria-label={t('ecommerce.checkout.decrease', { name: item.name })}
                      disabled={item.qty <= 1}
                      onClick={() => void setQty(item, item.qty - 1)}
                    >
                      <Minus size={14} aria-hidden="true" />
                    </Button>
                    <Input
                      type="number"
                      bsSize="sm"
                      className="text-center"
                      style={{ width: '4rem' }}
                      min={1}
                      max={99}
                      value={item.qty}
                      aria-label={t('ecommerce.qtyOf', { name: item.name })}
                      onChange={(e) => void setQty(item, Number(e.target.value))}
                    />
                    <Button
                      color="secondary"
                      outline
                      size="sm"
                      aria-label={t('ecommerce.checkout.increase', { name: item.name })}
                      onClick={() => void setQty(item, item.qty + 1)}
                    >
                      <Plus size={14} aria-hidden="true" />
                    </Button>
                  </div>
                </div>
                <div className="text-md-end">
                  <p className="fw-semibold mb-1">{price(item.price * item.qty)}</p>
                  <p className="small mb-1">
                    <span className="badge bg-success-subtle text-success-emphasis">
                      {t('ecommerce.checkout.discountOff', { percent: item.discountPercentage })}
                    </span>
                  </p>
                  <p className="small text-body-secondary mb-2">
                    {t('ecommerce.checkout.offers', { count: item.offers })}
                  </p>
                  <Button color="secondary" outline size="sm" onClick={() => setRemoving(item)}>
                    <X size={14} aria-hidden="true" className="me-1" />
                    {t('ecommerce.checkout.remove')}
                  </Button>
                </div>
              </CardBody>
            </Card>
          </li>
        ))}
      </ul>
      <div className="col-lg-4">
        <Card>
          <CardBody>
            <h2 className="fs-6 mb-3">{t('ecommerce.checkout.priceDetails')}</h2>
            <PriceSummary cart={cart} />
            <Button color="primary" className="w-100 mt-3" onClick={onNext}>
              {t('ecommerce.checkout.placeOrder')}
            </Button>
          </CardBody>
        </Card>
      </div>
      <ConfirmDialog
        isOpen={removing !== null}
        title={t('ecommerce.checkout.removeTitle')}
        body={t('ecommerce.checkout.removeText', { name: removing?.name ?? '' })}
        confirmLabel={t('ecommerce.checkout.remove')}
        onConfirm={async () => {
          if (removing) await dispatch(removeFromCart(removing.id)).unwrap()
        }}
        onClose={() => setRemoving(null)}
      />
    </div>
  )
}
