// The invoice app's calls to the fake database (spec §7 Invoice), through the one HTTP client.
import { http } from '@/auth/http'
import type {
  Invoice,
  InvoiceClient,
  InvoiceInput,
  InvoiceListParams,
  PaymentDetails
} from '@/contracts/invoice'

export type InvoiceParams = {
  q: string
  perPage: number
  page: number
  status: string
  sort: 'asc' | 'desc'
  sortColumn: string
}
/** The list contract's params (the URL's) in the names of spec §7's GET /apps/invoice/invoices. */
export function invoiceParams({
  filters,
  page,
  per_page,
  sort_by,
  sort_dir
}: InvoiceListParams): InvoiceParams {
  return {
    q: filters.keyword ?? '',
    perPage: per_page,
    page,
    status: filters.status ?? '',
    sort: sort_dir,
    sortColumn: sort_by
  }
}
export type InvoicePage = { allData: Invoice[]; total: number; invoices: Invoice[] }
export type InvoiceDetail = { invoice: Invoice; paymentDetails: PaymentDetails }

export const invoiceApi = {
  async list(params: InvoiceParams): Promise<InvoicePage> {
    const { data } = await http.get('/apps/invoice/invoices', {
      params: { ...params, q: params.q || undefined, status: params.status || undefined }
    })
    return data
  },
  async get(id: number): Promise<InvoiceDetail> {
    const { data } = await http.get(`/api/invoice/invoices/${id}`)
    return data
  },
  async remove(id: number): Promise<void> {
    await http.delete('/apps/invoice/delete', { params: { id } })
  },
  async clients(): Promise<InvoiceClient[]> {
    const { data } = await http.get('/api/invoice/clients')
    return data
  },
  async add(input: InvoiceInput): Promise<Invoice> {
    const { data } = await http.post('/apps/invoice/add', input)
    return data.invoice
  },
  async update(id: number, input: InvoiceInput): Promise<Invoice> {
    const { data } = await http.put(`/apps/invoice/${id}`, input)
    return data.invoice
  }
}
