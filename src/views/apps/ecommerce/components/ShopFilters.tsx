import { useTranslation } from 'react-i18next'
import { Button, Card, CardBody, FormGroup, Input, Label } from 'reactstrap'
import { BRANDS, CATEGORIES, type Brand, type Category } from '../ecommerceTypes'

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

export function ShopFilters({
  value,
  onChange
}: {
  value: ShopFilterValues
  onChange: (v: ShopFilterValues) => void
}) {
  const { t } = useTranslation()
  return (
    <Card className="shop-filters">
      <CardBody>
        <div className="d-flex justify-content-between align-items-center mb-3">
          <h2 className="fs-5 mb-0">{t('ecommerce.filters.title')}</h2>
          <Button color="link" size="sm" className="p-0" onClick={() => onChange(NO_FILTERS)}>
            {t('ecommerce.filters.clear')}
          </Button>
        </div>
        <fieldset className="mb-3">
          <legend className="fs-6 fw-semibold">{t('ecommerce.filters.price')}</legend>
          <div className="d-flex gap-2">
            <FormGroup className="mb-0 flex-fill">
              <Label for="shop-price-min" className="small">
                {t('ecommerce.filters.min')}
              </Label>
              <Input
                id="shop-price-min"
                type="number"
                min={0}
                inputMode="numeric"
                value={value.priceMin}
                onChange={(e) => onChange({ ...value, priceMin: e.target.value })}
              />
            </FormGroup>
            <FormGroup className="mb-0 flex-fill">
              <Label for="shop-price-max" className="small">
                {t('ecommerce.filters.max')}
              </Label>
              <Input
                id="shop-price-max"
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
                id={`shop-category-${category}`}
                type="checkbox"
                checked={value.categories.includes(category)}
                onChange={() => onChange({ ...value, categories: toggle(value.categories, category) })}
              />
              <Label for={`shop-category-${category}`} check>
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
                id={`shop-brand-${brand.replace(/\s+/g, '-')}`}
                type="checkbox"
                checked={value.brands.includes(brand)}
                onChange={() => onChange({ ...value, brands: toggle(value.brands, brand) })}
              />
              <Label for={`shop-brand-${brand.replace(/\s+/g, '-')}`} check>
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
                id={`shop-rating-${rating}`}
                type="radio"
                name="shop-rating"
                checked={value.rating === rating}
                onChange={() => onChange({ ...value, rating })}
              />
              <Label for={`shop-rating-${rating}`} check>
                {rating === 0 ? t('ecommerce.filters.anyRating') : t('ecommerce.filters.atLeast', { rating })}
              </Label>
            </FormGroup>
          ))}
        </fieldset>
      </CardBody>
    </Card>
  )
}
