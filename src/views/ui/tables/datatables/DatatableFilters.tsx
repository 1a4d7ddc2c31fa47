// The advanced table's column filters: name (suggested from every row's name), e-mail, post, city, a start-date
// range and a salary range. Each reaches the URL once typing pauses and the form is right; the form follows the URL
// when it changes under it (back button, a shared link).
import { useEffect, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Col, FormFeedback, Input, Label, Row } from 'reactstrap'
import { Autocomplete } from '@/@core/components/autocomplete/Autocomplete'
import { ClearFilters } from '@/@core/components/list/ClearFilters'
import { KEYWORD_DEBOUNCE_MS } from '@/@core/components/list/useKeywordSearch'
import { SALARY_MAX, type DatatableQuery } from '@/contracts/datatables'
import { fetchAllDatatableRows } from './datatablesApi'
import {
  EMPTY_DRAFT,
  changeOf,
  draftOf,
  filterErrors,
  sameDraft,
  type FilterDraft,
  type FilterField
} from './datatableFilters'
import type { QueryChange } from './datatableQuery'

type Props = {
  query: DatatableQuery
  onApply: (change: QueryChange) => void
}

function useRowNames() {
  const [names, setNames] = useState<string[]>([])
  const [loading, setLoading] = useState(true)
  useEffect(() => {
    const controller = new AbortController()
    fetchAllDatatableRows(controller.signal).then(
      (rows) => {
        setNames([...new Set(rows.map((r) => r.full_name))].sort((a, b) => a.localeCompare(b)))
        setLoading(false)
      },
      // Without suggestions the name field still filters what is typed.
      () => !controller.signal.aborted && setLoading(false)
    )
    return () => controller.abort()
  }, [])
  return { names, loading }
}

export function DatatableFilters({ query, onApply }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const fromUrl = draftOf(query)
  const urlKey = JSON.stringify(fromUrl)
  const [draft, setDraft] = useState<FilterDraft>(fromUrl)
  // The filters the URL holds as far as this form knows: its own writes do not reset what is being typed.
  const written = useRef(urlKey)
  const { names, loading } = useRowNames()

  useEffect(() => {
    if (urlKey === written.current) return
    written.current = urlKey
    setDraft(JSON.parse(urlKey) as FilterDraft)
  }, [urlKey])

  const errors = filterErrors(draft)
  const valid = Object.keys(errors).length === 0
  const target = JSON.stringify(draftOf(changeOf(draft)))
  const applyRef = useRef(onApply)
  useEffect(() => {
    applyRef.current = onApply
  })
  useEffect(() => {
    if (!valid || target === written.current) return
    const timer = window.setTimeout(() => {
      written.current = target
      applyRef.current(changeOf(JSON.parse(target) as FilterDraft))
    }, KEYWORD_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [target, valid])

  const set = (field: FilterField) => (value: string) => setDraft((d) => ({ ...d, [field]: value }))
  const fieldId = (field: FilterField) => `${id}-${field}`
  const errorOf = (field: FilterField) => {
    const key = errors[field]
    return key ? t(`ui.tables.datatables.filters.errors.${key}`, { max: SALARY_MAX }) : undefined
  }
  const invalidProps = (field: FilterField) =>
    errors[field] ? { invalid: true, 'aria-describedby': `${fieldId(field)}-error` } : {}
  const feedback = (field: FilterField) =>
    errors[field] && <FormFeedback id={`${fieldId(field)}-error`}>{errorOf(field)}</FormFeedback>

  const clear = () => {
    const empty = JSON.stringify(EMPTY_DRAFT)
    setDraft(EMPTY_DRAFT)
    written.current = empty
    onApply(changeOf(EMPTY_DRAFT))
  }
  const anyFilter = !sameDraft(draft, EMPTY_DRAFT) || urlKey !== JSON.stringify(EMPTY_DRAFT)

  return (
    <form
      aria-label={t('ui.tables.datatables.filters.title')}
      onSubmit={(event) => event.preventDefault()}
      noValidate
      className="datatable-filters"
    >
      <div className="d-flex align-items-center justify-content-between gap-2 mb-3">
        <h2 className="h5 mb-0">{t('ui.tables.datatables.filters.title')}</h2>
        <ClearFilters label={t('ui.tables.datatables.filters.clear')} disabled={!anyFilter} onClick={clear} />
      </div>
      <Row className="g-3">
        <Col xs={12} md={6} xl={3}>
          <Autocomplete
            id={fieldId('name')}
            label={t('ui.tables.datatables.filters.name')}
            placeholder={t('ui.tables.datatables.filters.namePlaceholder')}
            items={names}
            itemLabel={(name) => name}
            loading={loading}
            value={draft.name}
            onChange={set('name')}
          />
        </Col>
        <Col xs={12} md={6} xl={3}>
          <Label for={fieldId('email')}>{t('ui.tables.datatables.filters.email')}</Label>
          <Input
            id={fieldId('email')}
            type="text"
            inputMode="email"
            className="ltr-island"
            autoComplete="off"
            placeholder={t('ui.tables.datatables.filters.emailPlaceholder')}
            value={draft.email}
            onChange={(e) => set('email')(e.target.value)}
          />
        </Col>
        <Col xs={12} md={6} xl={3}>
          <Label for={fieldId('post')}>{t('ui.tables.datatables.filters.post')}</Label>
          <Input
            id={fieldId('post')}
            type="text"
            autoComplete="off"
            placeholder={t('ui.tables.datatables.filters.postPlaceholder')}
            value={draft.post}
            onChange={(e) => set('post')(e.target.value)}
          />
        </Col>
        <Col xs={12} md={6} xl={3}>
          <Label for={fieldId('city')}>{t('ui.tables.datatables.filters.city')}</Label>
          <Input
            id={fieldId('city')}
            type="text"
            autoComplete="off"
            placeholder={t('ui.tables.datatables.filters.cityPlaceholder')}
            value={draft.city}
            onChange={(e) => set('city')(e.target.value)}
          />
        </Col>
        <Col xs={12} md={6}>
          <fieldset>
            <legend className="form-label fs-6 mb-2">{t('ui.tables.datatables.filters.startDate')}</legend>
            <Row className="g-2">
              <Col xs={6}>
                <Label for={fieldId('dateFrom')} className="small text-body-secondary">
                  {t('ui.tables.datatables.filters.from')}
                </Label>
                <Input
                  id={fieldId('dateFrom')}
                  type="date"
                  value={draft.dateFrom}
                  max={draft.dateTo || undefined}
                  onChange={(e) => set('dateFrom')(e.target.value)}
                  {...invalidProps('dateFrom')}
                />
                {feedback('dateFrom')}
              </Col>
              <Col xs={6}>
                <Label for={fieldId('dateTo')} className="small text-body-secondary">
                  {t('ui.tables.datatables.filters.to')}
                </Label>
                <Input
                  id={fieldId('dateTo')}
                  type="date"
                  value={draft.dateTo}
                  min={draft.dateFrom || undefined}
                  onChange={(e) => set('dateTo')(e.target.value)}
                  {...invalidProps('dateTo')}
                />
                {feedback('dateTo')}
              </Col>
            </Row>
          </fieldset>
        </Col>
        <Col xs={12} md={6}>
          <fieldset>
            <legend className="form-label fs-6 mb-2">{t('ui.tables.datatables.filters.salary')}</legend>
            <Row className="g-2">
              <Col xs={6}>
                <Label for={fieldId('salaryMin')} className="small text-body-secondary">
                  {t('ui.tables.datatables.filters.salaryMin')}
                </Label>
                <Input
                  id={fieldId('salaryMin')}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={SALARY_MAX}
                  step="any"
                  value={draft.salaryMin}
                  onChange={(e) => set('salaryMin')(e.target.value)}
                  {...invalidProps('salaryMin')}
                />
                {feedback('salaryMin')}
              </Col>
              <Col xs={6}>
                <Label for={fieldId('salaryMax')} className="small text-body-secondary">
                  {t('ui.tables.datatables.filters.salaryMax')}
                </Label>
                <Input
                  id={fieldId('salaryMax')}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  max={SALARY_MAX}
                  step="any"
                  value={draft.salaryMax}
                  onChange={(e) => set('salaryMax')(e.target.value)}
                  {...invalidProps('salaryMax')}
                />
                {feedback('salaryMax')}
              </Col>
            </Row>
          </fieldset>
        </Col>
      </Row>
    </form>
  )
}
