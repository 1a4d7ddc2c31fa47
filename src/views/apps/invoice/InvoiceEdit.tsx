import { useEffect } from 'react'
import { Link, useParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Alert } from 'reactstrap'
import { Spinner } from '@/@core/components/Spinner'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { fetchInvoice, selectInvoiceDetailStatus, selectSelectedInvoice } from './invoiceSlice'
import { InvoiceForm } from './components/InvoiceForm'
import './invoice.scss'

export default function InvoiceEdit() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const id = Number(useParams().id)
  const detail = useAppSelector(selectSelectedInvoice)
  const status = useAppSelector(selectInvoiceDetailStatus)

  useEffect(() => {
    void dispatch(fetchInvoice(id))
  }, [dispatch, id])

  if (status === 'failed')
    return (
      <Alert fade={false} color="danger">
        <h1 className="h5 alert-heading">{t('invoice.preview.notFoundTitle')}</h1>
        <p className="mb-2">{t('invoice.preview.notFound', { id })}</p>
        <Link to="/apps/invoice/list" className="alert-link">
          {t('invoice.preview.backToList')}
        </Link>
      </Alert>
    )
  if (status !== 'succeeded' || detail?.invoice.id !== id) return <Spinner label={t('app.loading')} />
  // Keyed by id so moving to another invoice starts a fresh form.
  return <InvoiceForm key={id} invoice={detail.invoice} />
}
