import { useEffect, useId, useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { LayoutGrid, List, Search, SlidersHorizontal } from 'lucide-react'
import {
  Button,
  ButtonGroup,
  Input,
  InputGroup,
  InputGroupText,
  Label,
  Offcanvas,
  OffcanvasBody,
  OffcanvasHeader
} from 'reactstrap'
import { Spinner } from '@/@core/components/Spinner'
import { LoadError } from '@/@core/components/list/LoadError'
import { Pager } from '@/@core/components/list/Pager'
import { useDebouncedValue } from '@/@core/components/list/useKeywordSearch'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { fetchProducts, selectEcommerce } from './ecommerceSlice'
import { PRODUCTS_PER_PAGE, SORT_OPTIONS, type ProductQuery, type SortBy } from '@/contracts/ecommerce'
import { ProductCard } from './components/ProductCard'
import { NO_FILTERS, ShopFilters, type ShopFilterValues } from './components/ShopFilters'
import './ecommerce.scss'

export default function Shop() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const { products, totalProducts, loading, error } = useAppSelector(selectEcommerce)
  const [search, setSearch] = useState('')
  const q = useDebouncedValue(search.trim())
  const [sortBy, setSortBy] = useState<SortBy>('featured')
  const [page, setPage] = useState(1)
  const [view, setView] = useState<'grid' | 'list'>('grid')
  const [filters, setFilters] = useState<ShopFilterValues>(NO_FILTERS)
  const [filtersOpen, setFiltersOpen] = useState(false)
  const filtersTitleId = useId()
  const activeFilters =
    (filters.priceMin === '' ? 0 : 1) +
    (filters.priceMax === '' ? 0 : 1) +
    filters.categories.length +
    filters.brands.length +
    (filters.rating ? 1 : 0)

  const query = useMemo<ProductQuery>(
    () => ({
      q: q || undefined,
      sortBy,
      page,
      perPage: PRODUCTS_PER_PAGE,
      priceMin: filters.priceMin === '' ? undefined : Number(filters.priceMin),
      priceMax: filters.priceMax === '' ? undefined : Number(filters.priceMax),
      categories: filters.categories,
      brands: filters.brands,
      rating: filters.rating || undefined
    }),
    [q, sortBy, page, filters]
  )
  const load = () => void dispatch(fetchProducts(query))
  useEffect(load, [dispatch, query])

  const changeFilters = (next: ShopFilterValues) => {
    setFilters(next)
    setPage(1)
  }

  return (
    <div className="ecommerce-app">
      <h1 className="fs-3 mb-3">{t('ecommerce.shop.title')}</h1>
      <div className="row g-3">
        <aside className="col-lg-3 d-none d-lg-block" aria-label={t('ecommerce.filters.title')}>
          <ShopFilters value={filters} onChange={changeFilters} />
        </aside>
        {/* On narrower screens the filters slide in from the side, so the products come first. */}
        <Offcanvas
          isOpen={filtersOpen}
          toggle={() => setFiltersOpen(false)}
          direction="start"
          className="shop-filters-offcanvas"
          labelledBy={filtersTitleId}
        >
          <OffcanvasHeader toggle={() => setFiltersOpen(false)} tag="h2" className="h5">
            <span id={filtersTitleId}>{t('ecommerce.filters.title')}</span>
          </OffcanvasHeader>
          <OffcanvasBody>
            <ShopFilters value={filters} onChange={changeFilters} bare />
            <Button color="primary" className="w-100 mt-3" onClick={() => setFiltersOpen(false)}>
              {t('ecommerce.filters.show', { count: totalProducts })}
            </Button>
          </OffcanvasBody>
        </Offcanvas>
        <section className="col-lg-9" aria-label={t('ecommerce.shop.products')}>
          <div className="d-flex flex-wrap gap-2 align-items-center mb-3">
            <Button
              color="secondary"
              outline
              className="d-lg-none"
              aria-expanded={filtersOpen}
              onClick={() => setFiltersOpen(true)}
            >
              <SlidersHorizontal size={16} className="me-1" aria-hidden="true" />
              {activeFilters
                ? t('ecommerce.filters.openActive', { count: activeFilters })
                : t('ecommerce.filters.title')}
            </Button>
            <p className="mb-0 me-auto text-body-secondary" role="status">
              {t('ecommerce.shop.results', { count: totalProducts })}
            </p>
            <Label for="shop-sort" className="visually-hidden">
              {t('ecommerce.shop.sort')}
            </Label>
            <Input
              id="shop-sort"
              type="select"
              className="w-auto"
              value={sortBy}
              onChange={(e) => {
                setSortBy(e.target.value as SortBy)
                setPage(1)
              }}
            >
              {SORT_OPTIONS.map((option) => (
                <option key={option} value={option}>
                  {t(`ecommerce.sort.${option}`)}
                </option>
              ))}
            </Input>
            <ButtonGroup aria-label={t('ecommerce.shop.layout')}>
              <Button
                color="secondary"
                outline
                active={view === 'grid'}
                aria-pressed={view === 'grid'}
                aria-label={t('ecommerce.shop.grid')}
                onClick={() => setView('grid')}
              >
                <LayoutGrid size={16} aria-hidden="true" />
              </Button>
              <Button
                color="secondary"
                outline
                active={view === 'list'}
                aria-pressed={view === 'list'}
                aria-label={t('ecommerce.shop.list')}
                onClick={() => setView('list')}
              >
                <List size={16} aria-hidden="true" />
              </Button>
            </ButtonGroup>
          </div>
          <InputGroup className="mb-3">
            <InputGroupText>
              <Search size={16} aria-hidden="true" />
            </InputGroupText>
            <Input
              type="search"
              aria-label={t('ecommerce.shop.search')}
              placeholder={t('ecommerce.shop.search')}
              value={search}
              onChange={(e) => {
                setSearch(e.target.value)
                setPage(1)
              }}
            />
          </InputGroup>
          {error ? (
            <LoadError message={error} onRetry={load} />
          ) : loading && products.length === 0 ? (
            <Spinner label={t('ecommerce.loading')} />
          ) : products.length === 0 ? (
            <p className="text-center text-body-secondary py-5">{t('ecommerce.shop.empty')}</p>
          ) : (
            <ul
              className={view === 'grid' ? 'row g-3 list-unstyled' : 'list-unstyled d-grid gap-3'}
              aria-busy={loading}
            >
              {products.map((product) => (
                <li key={product.id} className={view === 'grid' ? 'col-md-6 col-xl-4' : undefined}>
                  <ProductCard product={product} view={view} />
                </li>
              ))}
            </ul>
          )}
          <Pager
            label={t('ecommerce.shop.pages')}
            page={page}
            perPage={PRODUCTS_PER_PAGE}
            total={totalProducts}
            onPageChange={setPage}
            hideSinglePage
            className="mt-3"
          />
        </section>
      </div>
    </div>
  )
}
