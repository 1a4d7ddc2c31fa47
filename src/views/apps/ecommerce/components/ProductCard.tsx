import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Card, CardBody } from 'reactstrap'
import clsx from 'clsx'
import type { Product } from '@/contracts/ecommerce'
import { CartButton, Rating, usePrice, WishlistButton } from './shopParts'

export function ProductCard({ product, view }: { product: Product; view: 'grid' | 'list' }) {
  const { t } = useTranslation()
  const price = usePrice()
  const detail = `/apps/ecommerce/product-detail/${product.slug}`
  return (
    <Card className={clsx('product-card h-100', view === 'list' && 'flex-md-row')}>
      <Link
        to={detail}
        className="product-card-image d-flex justify-content-center p-3"
        tabIndex={-1}
        aria-hidden="true"
      >
        <img src={product.image} alt="" width={160} height={160} />
      </Link>
      <CardBody className="d-flex flex-column">
        <div className="d-flex justify-content-between align-items-center mb-1">
          <Rating value={product.rating} />
          <span className="fw-semibold">{price(product.price)}</span>
        </div>
        <h2 className="fs-6 mb-1">
          <Link to={detail} className="text-body text-decoration-none">
            {product.name}
          </Link>
        </h2>
        <p className="small text-body-secondary mb-1">
          {t('ecommerce.by', { brand: product.brand })}
          {product.hasFreeShipping && (
            <span className="badge bg-success-subtle text-success-emphasis ms-2">
              {t('ecommerce.freeShipping')}
            </span>
          )}
        </p>
        <p
          dir="auto"
          className={clsx('small text-body-secondary text-page-start', view === 'grid' && 'text-clamp-2')}
        >
          {product.description}
        </p>
        <div className="d-flex gap-2 mt-auto flex-wrap">
          <WishlistButton product={product} className="flex-grow-1" />
          <CartButton product={product} className="flex-grow-1" />
        </div>
      </CardBody>
    </Card>
  )
}
