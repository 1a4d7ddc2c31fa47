import { useId, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody, FormGroup, Input, Label } from 'reactstrap'
import { BRANDS, CATEGORIES, type Brand, type Category } from '@/contracts/ecommerce'

export type ShopFilterValues = {
  priceMin: string
  priceMax: string
  categories: Category[]
  brands: Brand[]
  rating: number
}

export const NO_FILTERS: ShopFilterValues = {
  priceMin: '',
  priceMax: '',
  categories: [],
  brands: [],
  rating: 0
}

const toggle = <T,>(list: T[], value: T) =>
  list.includes(value) ? list.filter((v) => v !== value) : [...list, value]

/** The shop's filters: a card beside the products, or `bare` inside the phone's side panel (which has its own title). */
export function ShopFilters({
  value,
  onChange,
  bare = false
}: {
  value: ShopFilterValues
  onChange: (v: ShopFilterValues) => void
  bare?: boolean
}) {
  const { t } = useTranslation()
  // Both copies may be in the page at once (the card hidden on a phone), so their ids must differ.
  const id = useId()
  const clear = (
    <Button color="link" size="sm" className="p-0" onClick={() => onChange(NO_FILTERS)}>
      {t('ecommerce.filters.clear')}
    </Button>
  )
  const wrap = (children: ReactNode) =>
    bare ? (
      <div className="shop-filters">
        <div className="d-flex justify-content-end mb-2">{clear}</div>
        {children}
      </div>
    ) : (
      <Card className="shop-filters">
        <CardBody>
          <div className="d-flex justify-content-between align-items-center mb-3">
            <h2 className="fs-5 mb-0">{t('ecommerce.filters.title')}</h2>
            {clear}
          </div>
          {children}
        </CardBody>
      </Card>
    )
  return wrap(
    <>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">{t('ecommerce.filters.price')}</legend>
        <div className="d-flex gap-2">
          <FormGroup className="mb-0 flex-fill">
            <Label for={`${id}-price-min`} className="small">
              {t('ecommerce.filters.min')}
            </Label>
            <Input
              id={`${id}-price-min`}
              type="number"
              min={0}
              inputMode="numeric"
              value={value.priceMin}
              onChange={(e) => onChange({ ...value, priceMin: e.target.value })}
            />
          </FormGroup>
          <FormGroup className="mb-0 flex-fill">
            <Label for={`${id}-price-max`} className="small">
              {t('ecommerce.filters.max')}
            </Label>
            <Input
              id={`${id}-price-max`}
              type="number"
              min={0}
              inputMode="numeric"
              value={value.priceMax}
              onChange={(e) => onChange({ ...value, priceMax: e.target.value })}
            />
          </FormGroup>
        </div>
      </fieldset>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">{t('ecommerce.filters.categories')}</legend>
        {CATEGORIES.map((category) => (
          <FormGroup check key={category}>
            <Input
              id={`${id}-category-${category}`}
              type="checkbox"
              checked={value.categories.includes(category)}
              onChange={() => onChange({ ...value, categories: toggle(value.categories, category) })}
            />
            <Label for={`${id}-category-${category}`} check>
              {t(`ecommerce.categories.${category}`)}
            </Label>
          </FormGroup>
        ))}
      </fieldset>
      <fieldset className="mb-3">
        <legend className="fs-6 fw-semibold">{t('ecommerce.filters.brands')}</legend>
        {BRANDS.map((brand) => (
          <FormGroup check key={brand}>
            <Input
              id={`${id}-brand-${brand.replace(/\s+/g, '-')}`}
              type="checkbox"
              checked={value.brands.includes(brand)}
              onChange={() => onChange({ ...value, brands: toggle(value.brands, brand) })}
            />
            <Label for={`${id}-brand-${brand.replace(/\s+/g, '-')}`} check>
              {brand}
            </Label>
          </FormGroup>
        ))}
      </fieldset>
      <fieldset>
        <legend className="fs-6 fw-semibold">{t('ecommerce.filters.rating')}</legend>
        {[0, 4, 3, 2].map((rating) => (
          <FormGroup check key={rating}>
            <Input
              id={`${id}-rating-${rating}`}
              type="radio"
              name={`${id}-rating`}
              checked={value.rating === rating}
              onChange={() => onChange({ ...value, rating })}
            />
            <Label for={`${id}-rating-${rating}`} check>
              {rating === 0 ? t('ecommerce.filters.anyRating') : t('ecommerce.filters.atLeast', { rating })}
            </Label>
          </FormGroup>
        ))}
      </fieldset>
    </>
  )
}
