import { InvoiceForm } from './components/InvoiceForm'
import './invoice.scss'

export default function InvoiceAdd() {
  return <InvoiceForm />
}
