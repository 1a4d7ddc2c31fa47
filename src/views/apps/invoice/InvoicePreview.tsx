// A printable invoice (spec §3 Invoice, payment details) with Print, which hides the app frame through print CSS.
import { useEffect, useRef } from 'react'
import { Link, useParams, useSearchParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Alert, Button, Card, CardBody, Col, Row, Table } from 'reactstrap'
import { Pencil, Printer } from 'lucide-react'
import { computeTotals } from '@/contracts/invoice'
import { BrandLogo } from '@/@core/components/BrandLogo'
import { Spinner } from '@/@core/components/Spinner'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import {
  fetchInvoice,
  selectInvoiceDetailError,
  selectInvoiceDetailStatus,
  selectSelectedInvoice
} from './invoiceSlice'
import { StatusBadge } from './components/StatusBadge'
import { formatBalance, formatDate, money } from './components/invoiceFormat'
import './invoice.scss'

export default function InvoicePreview() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const id = Number(useParams().id)
  const [search, setSearch] = useSearchParams()
  const detail = useAppSelector(selectSelectedInvoice)
  const status = useAppSelector(selectInvoiceDetailStatus)
  const error = useAppSelector(selectInvoiceDetailError)
  const loaded = detail?.invoice.id === id && status === 'succeeded'

  useEffect(() => {
    void dispatch(fetchInvoice(id))
  }, [dispatch, id])

  // "Download" from the list opens the preview with ?print=1: print once it is on screen, then drop the flag.
  const printRequested = useRef(search.get('print') === '1')
  useEffect(() => {
    if (!loaded || !printRequested.current) return
    printRequested.current = false
    const timer = setTimeout(() => {
      window.print()
      setSearch({}, { replace: true })
    }, 300)
    return () => clearTimeout(timer)
  }, [loaded, setSearch])

  if (status === 'failed')
    return (
      <Alert fade={false} color="danger">
        <h1 className="h5 alert-heading">{t('invoice.preview.notFoundTitle')}</h1>
        <p className="mb-2">{t('invoice.preview.notFound', { id })}</p>
        <Link to="/apps/invoice/list" className="alert-link">
          {t('invoice.preview.backToList')}
        </Link>
        {error && <span className="visually-hidden">{error}</span>}
      </Alert>
    )
  if (!loaded || !detail) return <Spinner label={t('app.loading')} />

  const { invoice, paymentDetails } = detail
  const totals = computeTotals(invoice.items, invoice.discount, invoice.taxRate)
  const lang = i18n.language

  return (
    <Row className="invoice-preview-wrapper g-4">
      <Col xl={9} md={8} xs={12}>
        <Card className="invoice-preview-card">
          <CardBody className="p-4">
            <div className="d-flex flex-wrap justify-content-between gap-3">
              <div>
                <div className="d-flex align-items-center gap-2 mb-3">
                  <BrandLogo size={34} />
                  <span className="h4 mb-0 text-primary-emphasis fw-bold">{t('app.name')}</span>
                </div>
                <address className="mb-0 small">
                  {t('invoice.preview.companyAddress1')}
                  <br />
                  {t('invoice.preview.companyAddress2')}
                  <br />
                  <bdi dir="ltr">{t('invoice.preview.companyPhone')}</bdi>
                </address>
              </div>
              <div>
                <h1 className="h4 mb-2">{t('invoice.preview.title', { id: invoice.id })}</h1>
                <dl className="invoice-dates mb-2 small">
                  <dt>{t('invoice.preview.issued')}</dt>
                  <dd>{formatDate(invoice.issuedDate, lang)}</dd>
                  <dt>{t('invoice.preview.due')}</dt>
                  <dd>{formatDate(invoice.dueDate, lang)}</dd>
                </dl>
                <StatusBadge invoice={invoice} />
              </div>
            </div>
            <hr className="my-4" />
            <Row className="g-4">
              <Col md={6}>
                <h2 className="h6 mb-2">{t('invoice.preview.invoiceTo')}</h2>
                <address className="mb-0 small">
                  <span className="fw-semibold d-block">{invoice.client.name}</span>
                  {invoice.client.company}
                  <br />
                  {invoice.client.address}
                  <br />
                  {invoice.client.country}
                  <br />
                  <bdi dir="ltr">{invoice.client.contact}</bdi>
                  <br />
                  <bdi dir="ltr">{invoice.client.companyEmail}</bdi>
                </address>
              </Col>
              <Col md={6}>
                <h2 className="h6 mb-2">{t('invoice.preview.paymentDetails')}</h2>
                <dl className="invoice-payment mb-0 small">
                  <dt>{t('invoice.preview.totalDue')}</dt>
                  <dd className="fw-semibold">{paymentDetails.totalDue}</dd>
                  <dt>{t('invoice.preview.bankName')}</dt>
                  <dd>{paymentDetails.bankName}</dd>
                  <dt>{t('invoice.preview.country')}</dt>
                  <dd>{paymentDetails.country}</dd>
                  <dt>{t('invoice.preview.iban')}</dt>
                  <dd className="text-nowrap">
                    <bdi dir="ltr">{paymentDetails.iban}</bdi>
                  </dd>
                  <dt>{t('invoice.preview.swiftCode')}</dt>
                  <dd>{paymentDetails.swiftCode}</dd>
                </dl>
              </Col>
            </Row>
          </CardBody>
          <div className="table-responsive">
            <Table className="mb-0">
              <caption className="visually-hidden">{t('invoice.preview.itemsCaption')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('invoice.form.item')}</th>
                  <th scope="col">{t('invoice.form.cost')}</th>
                  <th scope="col">{t('invoice.form.qty')}</th>
                  <th scope="col" className="text-end">
                    {t('invoice.form.price')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {invoice.items.map((item, index) => (
                  <tr key={index}>
                    <td>
                      <span className="fw-semibold d-block">{item.item}</span>
                      {item.description && (
                        <span className="small text-body-secondary">{item.description}</span>
                      )}
                    </td>
                    <td>{money(item.cost, lang)}</td>
                    <td>{item.qty}</td>
                    <td className="text-end">{money(item.cost * item.qty, lang)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </div>
          <CardBody className="p-4">
            <Row className="g-4">
              <Col md={6}>
                <p className="mb-1 small">
                  <span className="fw-semibold">{t('invoice.preview.service')}:</span> {invoice.service}
                </p>
                <p className="mb-0 small">
                  <span className="fw-semibold">{t('invoice.preview.balance')}:</span>{' '}
                  {formatBalance(invoice.balance, lang)}
                </p>
              </Col>
              <Col md={6}>
                <dl className="invoice-totals mb-0">
                  <dt>{t('invoice.form.subtotal')}</dt>
                  <dd>{money(totals.subtotal, lang)}</dd>
                  <dt>{t('invoice.form.discountAmount', { percent: invoice.discount })}</dt>
                  <dd>-{money(totals.discount, lang)}</dd>
                  <dt>{t('invoice.form.taxAmount', { percent: invoice.taxRate })}</dt>
                  <dd>{money(totals.tax, lang)}</dd>
                  <dt className="border-top pt-2">{t('invoice.form.total')}</dt>
                  <dd className="border-top pt-2 fw-bold">{money(invoice.total, lang)}</dd>
                </dl>
              </Col>
            </Row>
            {invoice.note && (
              <>
                <hr className="my-4" />
                <p className="mb-0 small">
                  <span className="fw-semibold">{t('invoice.form.note')}:</span> {invoice.note}
                </p>
              </>
            )}
          </CardBody>
        </Card>
      </Col>
      <Col xl={3} md={4} xs={12} className="invoice-actions">
        <Card>
          <CardBody className="d-grid gap-2">
            <Button color="primary" onClick={() => window.print()}>
              <Printer size={16} aria-hidden="true" className="me-1" />
              {t('invoice.preview.print')}
            </Button>
            <Button
              tag={Link}
              to={`/apps/invoice/edit/${invoice.id}`}
              color="secondary"
              outline
              className="vl-btn-outline"
            >
              <Pencil size={16} aria-hidden="true" className="me-1" />
              {t('invoice.preview.edit')}
            </Button>
            <Button tag={Link} to="/apps/invoice/list" color="secondary" outline className="vl-btn-outline">
              {t('invoice.preview.backToList')}
            </Button>
          </CardBody>
        </Card>
      </Col>
    </Row>
  )
}
