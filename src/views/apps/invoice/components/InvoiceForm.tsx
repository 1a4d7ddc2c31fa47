// Add and edit share this form: client from the clients endpoint, dates, line items and totals recomputed as you type.
import { useEffect, useMemo, useState } from 'react'
import { Link, useNavigate } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { useFieldArray, useForm, useWatch, type FieldError } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Card, CardBody, Col, FormFeedback, Input, Label, Row } from 'reactstrap'
import { toast } from 'react-toastify'
import { Plus, Save, X } from 'lucide-react'
import {
  INVOICE_STATUSES,
  computeTotals,
  invoiceFormSchema,
  type Invoice,
  type InvoiceClient,
  type InvoiceFormValues
} from '@/contracts/invoice'
import { BrandLogo } from '@/@core/components/BrandLogo'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { fetchClients, saveInvoice, selectInvoiceClients } from '../invoiceSlice'
import { money, statusKey } from './invoiceFormat'

const today = () => new Date().toISOString().slice(0, 10)
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

const blankItem = { item: '', description: '', cost: 0, qty: 1 }

function valuesOf(invoice?: Invoice): InvoiceFormValues {
  if (!invoice)
    return {
      clientEmail: '',
      service: '',
      issuedDate: today(),
      dueDate: inDays(30),
      items: [{ ...blankItem }],
      discount: 0,
      taxRate: 0,
      note: 'Thank you for working with Vibeline.',
      invoiceStatus: 'Draft'
    }
  return {
    clientEmail: invoice.client.companyEmail,
    service: invoice.service,
    issuedDate: invoice.issuedDate,
    dueDate: invoice.dueDate,
    items: invoice.items.map((i) => ({ ...i })),
    discount: invoice.discount,
    taxRate: invoice.taxRate,
    note: invoice.note,
    invoiceStatus: invoice.invoiceStatus
  }
}

export function InvoiceForm({ invoice }: { invoice?: Invoice }) {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const fetchedClients = useAppSelector(selectInvoiceClients)
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    control,
    handleSubmit,
    formState: { errors, isSubmitting }
  } = useForm<InvoiceFormValues>({
    resolver: zodResolver(invoiceFormSchema),
    defaultValues: valuesOf(invoice)
  })
  const { fields, append, remove } = useFieldArray({ control, name: 'items' })
  const [items, discount, taxRate, clientEmail] = useWatch({
    control,
    name: ['items', 'discount', 'taxRate', 'clientEmail']
  })
  const totals = computeTotals(items ?? [], discount, taxRate)
  const lang = i18n.language

  useEffect(() => {
    void dispatch(fetchClients())
  }, [dispatch])

  // An edited invoice's client stays pickable even when it is not among the first five.
  const clients: InvoiceClient[] = useMemo(() => {
    const list = [...fetchedClients]
    if (invoice && !list.some((c) => c.companyEmail === invoice.client.companyEmail))
      list.unshift(invoice.client)
    return list
  }, [fetchedClients, invoice])
  const client = clients.find((c) => c.companyEmail === clientEmail)

  const onSubmit = async ({ clientEmail: email, ...rest }: InvoiceFormValues) => {
    setServerError(null)
    const picked = clients.find((c) => c.companyEmail === email)
    if (!picked) return setServerError(t('invoice.form.clientRequired'))
    const result = await dispatch(saveInvoice({ id: invoice?.id, input: { ...rest, client: picked } }))
    if (saveInvoice.fulfilled.match(result)) {
      toast.success(t(invoice ? 'invoice.form.updated' : 'invoice.form.created', { id: result.payload.id }))
      navigate(`/apps/invoice/preview/${result.payload.id}`)
    } else setServerError(result.payload ?? t('invoice.form.failed'))
  }

  const message = (error?: FieldError | { message?: string }) =>
    error?.message ? <FormFeedback>{t(error.message)}</FormFeedback> : null
  const reg = (name: Parameters<typeof register>[0], options?: Parameters<typeof register>[1]) => {
    const { ref, ...rest } = register(name, options)
    return { innerRef: ref, ...rest }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="invoice-form-title">
      <Row className="g-4">
        <Col xl={9} md={8} xs={12}>
          <Card>
            <CardBody className="p-4">
              <div className="d-flex flex-wrap justify-content-between gap-3 mb-4">
                <div className="d-flex align-items-center gap-2">
                  <BrandLogo size={34} />
                  <span className="h4 mb-0 text-primary-emphasis fw-bold">{t('app.name')}</span>
                </div>
                <h1 id="invoice-form-title" className="h4 mb-0">
                  {invoice ? t('invoice.form.editTitle', { id: invoice.id }) : t('invoice.form.addTitle')}
                </h1>
              </div>
              {serverError && (
                <Alert fade={false} color="danger">
                  {serverError}
                </Alert>
              )}
              <Row className="g-3">
                <Col md={6}>
                  <Label for="invoice-client">{t('invoice.form.client')}</Label>
                  <Input
                    id="invoice-client"
                    type="select"
                    {...reg('clientEmail')}
                    invalid={Boolean(errors.clientEmail)}
                  >
                    <option value="">{t('invoice.form.pickClient')}</option>
                    {clients.map((c) => (
                      <option key={c.companyEmail} value={c.companyEmail}>
                        {c.name} · {c.company}
                      </option>
                    ))}
                  </Input>
                  {message(errors.clientEmail)}
                  {client && (
                    <address className="small text-body-secondary mt-2 mb-0" aria-live="polite">
                      {client.company}
                      <br />
                      {client.address}, {client.country}
                      <br />
                      <bdi dir="ltr">{client.contact}</bdi> · <bdi dir="ltr">{client.companyEmail}</bdi>
                    </address>
                  )}
                </Col>
                <Col md={6}>
                  <Label for="invoice-service">{t('invoice.form.service')}</Label>
                  <Input id="invoice-service" {...reg('service')} invalid={Boolean(errors.service)} />
                  {message(errors.service)}
                </Col>
                <Col sm={4}>
                  <Label for="invoice-issued">{t('invoice.form.issuedDate')}</Label>
                  <Input
                    id="invoice-issued"
                    type="date"
                    {...reg('issuedDate')}
                    invalid={Boolean(errors.issuedDate)}
                  />
                  {message(errors.issuedDate)}
                </Col>
                <Col sm={4}>
                  <Label for="invoice-due">{t('invoice.form.dueDate')}</Label>
                  <Input id="invoice-due" type="date" {...reg('dueDate')} invalid={Boolean(errors.dueDate)} />
                  {message(errors.dueDate)}
                </Col>
                <Col sm={4}>
                  <Label for="invoice-status-field">{t('invoice.form.status')}</Label>
                  <Input id="invoice-status-field" type="select" {...reg('invoiceStatus')}>
                    {INVOICE_STATUSES.map((s) => (
                      <option key={s} value={s}>
                        {t(statusKey(s))}
                      </option>
                    ))}
                  </Input>
                </Col>
              </Row>
            </CardBody>
            <CardBody className="p-4 border-top invoice-items">
              <h2 className="h6 mb-3">{t('invoice.form.items')}</h2>
              {errors.items?.root?.message && (
                <Alert fade={false} color="danger">
                  {t(errors.items.root.message)}
                </Alert>
              )}
              {errors.items?.message && (
                <Alert fade={false} color="danger">
                  {t(errors.items.message)}
                </Alert>
              )}
              <ol className="list-unstyled d-flex flex-column gap-3 mb-3" style={{ paddingInlineStart: 0 }}>
                {fields.map((field, index) => {
                  const rowErrors = errors.items?.[index]
                  const row = items?.[index]
                  const price = (Number(row?.cost) || 0) * (Number(row?.qty) || 0)
                  return (
                    <li key={field.id} className="invoice-item-row p-3 position-relative">
                      <Row className="g-2">
                        <Col lg={5}>
                          <Label for={`item-${index}-name`} className="small">
                            {t('invoice.form.item')}
                          </Label>
                          <Input
                            id={`item-${index}-name`}
                            {...reg(`items.${index}.item`)}
                            invalid={Boolean(rowErrors?.item)}
                          />
                          {message(rowErrors?.item)}
                          <Label for={`item-${index}-description`} className="small mt-2">
                            {t('invoice.form.description')}
                          </Label>
                          <Input
                            id={`item-${index}-description`}
                            type="textarea"
                            rows={2}
                            {...reg(`items.${index}.description`)}
                          />
                        </Col>
                        <Col xs={4} lg={2}>
                          <Label for={`item-${index}-cost`} className="small">
                            {t('invoice.form.cost')}
                          </Label>
                          <Input
                            id={`item-${index}-cost`}
                            type="number"
                            step="0.01"
                            min={0}
                            {...reg(`items.${index}.cost`, { valueAsNumber: true })}
                            invalid={Boolean(rowErrors?.cost)}
                          />
                          {message(rowErrors?.cost)}
                        </Col>
                        <Col xs={4} lg={2}>
                          <Label for={`item-${index}-qty`} className="small">
                            {t('invoice.form.qty')}
                          </Label>
                          <Input
                            id={`item-${index}-qty`}
                            type="number"
                            step="1"
                            min={1}
                            {...reg(`items.${index}.qty`, { valueAsNumber: true })}
                            invalid={Boolean(rowErrors?.qty)}
                          />
                          {message(rowErrors?.qty)}
                        </Col>
                        <Col xs={4} lg={3}>
                          <span className="small d-block mb-2">{t('invoice.form.price')}</span>
                          <output
                            className="d-block pt-1 fw-semibold"
                            aria-label={t('invoice.form.rowPrice', { row: index + 1 })}
                          >
                            {money(price, lang)}
                          </output>
                        </Col>
                      </Row>
                      <Button
                        type="button"
                        color="link"
                        className="invoice-item-remove p-1 text-body-secondary"
                        disabled={fields.length === 1}
                        aria-label={t('invoice.form.removeItem', { row: index + 1 })}
                        onClick={() => remove(index)}
                      >
                        <X size={16} aria-hidden="true" />
                      </Button>
                    </li>
                  )
                })}
              </ol>
              <Button
                type="button"
                color="primary"
                outline
                size="sm"
                onClick={() => append({ ...blankItem })}
              >
                <Plus size={16} aria-hidden="true" className="me-1" />
                {t('invoice.form.addItem')}
              </Button>
            </CardBody>
            <CardBody className="p-4 border-top">
              <Row className="g-4">
                <Col md={6}>
                  <Row className="g-2">
                    <Col xs={6}>
                      <Label for="invoice-discount">{t('invoice.form.discount')}</Label>
                      <Input
                        id="invoice-discount"
                        type="number"
                        step="0.1"
                        min={0}
                        max={100}
                        {...reg('discount', { valueAsNumber: true })}
                        invalid={Boolean(errors.discount)}
                      />
                      {message(errors.discount)}
                    </Col>
                    <Col xs={6}>
                      <Label for="invoice-tax">{t('invoice.form.tax')}</Label>
                      <Input
                        id="invoice-tax"
                        type="number"
                        step="0.1"
                        min={0}
                        max={100}
                        {...reg('taxRate', { valueAsNumber: true })}
                        invalid={Boolean(errors.taxRate)}
                      />
                      {message(errors.taxRate)}
                    </Col>
                  </Row>
                </Col>
                <Col md={6}>
                  <dl
                    className="invoice-totals mb-0"
                    aria-live="polite"
                    aria-label={t('invoice.form.totals')}
                  >
                    <dt>{t('invoice.form.subtotal')}</dt>
                    <dd data-testid="invoice-subtotal">{money(totals.subtotal, lang)}</dd>
                    <dt>{t('invoice.form.discountAmount', { percent: Number(discount) || 0 })}</dt>
                    <dd>-{money(totals.discount, lang)}</dd>
                    <dt>{t('invoice.form.taxAmount', { percent: Number(taxRate) || 0 })}</dt>
                    <dd>{money(totals.tax, lang)}</dd>
                    <dt className="border-top pt-2">{t('invoice.form.total')}</dt>
                    <dd className="border-top pt-2 fw-bold" data-testid="invoice-total">
                      {money(totals.total, lang)}
                    </dd>
                  </dl>
                </Col>
              </Row>
              <div className="mt-4">
                <Label for="invoice-note">{t('invoice.form.note')}</Label>
                <Input
                  id="invoice-note"
                  type="textarea"
                  rows={2}
                  {...reg('note')}
                  invalid={Boolean(errors.note)}
                />
                {message(errors.note)}
              </div>
            </CardBody>
          </Card>
        </Col>
        <Col xl={3} md={4} xs={12}>
          <Card>
            <CardBody className="d-grid gap-2">
              <Button type="submit" color="primary" disabled={isSubmitting}>
                <Save size={16} aria-hidden="true" className="me-1" />
                {isSubmitting ? t('invoice.form.saving') : t('invoice.form.save')}
              </Button>
              <Button
                tag={Link}
                to={invoice ? `/apps/invoice/preview/${invoice.id}` : '/apps/invoice/list'}
                color="secondary"
                outline
                className="vl-btn-outline"
              >
                {t('invoice.form.cancel')}
              </Button>
            </CardBody>
          </Card>
        </Col>
      </Row>
    </form>
  )
}
