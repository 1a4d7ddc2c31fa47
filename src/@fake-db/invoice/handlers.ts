// Invoice app endpoints (spec §7 Invoice). Paths beyond the spec: POST /apps/invoice/add (201) and
// PUT /apps/invoice/:id (200) for the add and edit forms; both validate with the shared invoice schema.
import type MockAdapter from 'axios-mock-adapter'
import { on, type MockRequest, type MockResponse } from '../mock'
import {
  balanceValue,
  computeTotals,
  INVOICE_SORT_COLUMNS,
  invoiceInputSchema,
  type Invoice
} from '@/contracts/invoice'
import { invoiceDb, paymentDetailsFor } from './data'

const FIRST_ID_FLOOR = 4986
const NOT_FOUND: MockResponse = [404, { error: 'Invoice not found.' }]
const text = (value: unknown): string =>
  typeof value === 'string' ? value : value == null ? '' : String(value)

function positiveInt(value: unknown, fallback: number): number {
  const n = Number(value)
  return Number.isInteger(n) && n > 0 ? n : fallback
}

const SORT_COLUMNS = INVOICE_SORT_COLUMNS

function sortKey(invoice: Invoice, column: string): string | number {
  switch (column) {
    case 'client':
      return invoice.client.name.toLowerCase()
    case 'total':
      return invoice.total
    case 'issuedDate':
      return invoice.issuedDate
    case 'dueDate':
      return invoice.dueDate
    case 'balance':
      return balanceValue(invoice.balance)
    case 'invoiceStatus':
      return invoice.invoiceStatus
    default:
      return invoice.id
  }
}

function matches(invoice: Invoice, query: string): boolean {
  if (!query) return true
  return [
    invoice.client.companyEmail,
    invoice.client.name,
    String(invoice.id),
    String(invoice.total),
    String(invoice.balance),
    invoice.dueDate
  ].some((field) => field.toLowerCase().includes(query))
}

/** Defaults: perPage 10, page 1, sort desc on id (newest invoice first). */
export function getInvoices(req: MockRequest): MockResponse {
  const query = text(req.params.q).trim().toLowerCase()
  const status = text(req.params.status).toLowerCase()
  const perPage = positiveInt(req.params.perPage, 10)
  const page = positiveInt(req.params.page, 1)
  const sort = text(req.params.sort) === 'asc' ? 'asc' : 'desc'
  const column = (SORT_COLUMNS as readonly string[]).includes(text(req.params.sortColumn))
    ? text(req.params.sortColumn)
    : 'id'
  const direction = sort === 'asc' ? 1 : -1
  const filtered = invoiceDb.invoices
    .filter((i) => matches(i, query) && (!status || i.invoiceStatus.toLowerCase() === status))
    .sort((a, b) => {
      const x = sortKey(a, column)
      const y = sortKey(b, column)
      return (x < y ? -1 : x > y ? 1 : a.id - b.id) * direction
    })
  return [
    200,
    {
      allData: invoiceDb.invoices,
      total: filtered.length,
      invoices: filtered.slice((page - 1) * perPage, page * perPage)
    }
  ]
}

const idFromUrl = (url: string) => Number(url.split('?')[0].split('/').pop())

export function getInvoice(req: MockRequest): MockResponse {
  const invoice = invoiceDb.invoices.find((i) => i.id === idFromUrl(req.url))
  if (!invoice) return NOT_FOUND
  return [200, { invoice, paymentDetails: paymentDetailsFor(invoice) }]
}

export function deleteInvoice(req: MockRequest): MockResponse {
  const id = Number(req.params.id)
  const index = invoiceDb.invoices.findIndex((i) => i.id === id)
  if (index < 0) return NOT_FOUND
  invoiceDb.invoices.splice(index, 1)
  return [200, { id }]
}

/** The first five distinct clients. */
export function getClients(): MockResponse {
  const seen = new Set<string>()
  const clients = []
  for (const { client } of invoiceDb.invoices) {
    if (seen.has(client.companyEmail)) continue
    seen.add(client.companyEmail)
    clients.push(client)
    if (clients.length === 5) break
  }
  return [200, clients]
}

function fromInput(req: MockRequest): { invoice?: Omit<Invoice, 'id' | 'avatar'>; error?: string } {
  const parsed = invoiceInputSchema.safeParse(req.body)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    return { error: `The invoice is not valid (${issue.path.join('.') || 'body'}).` }
  }
  const input = parsed.data
  const { total } = computeTotals(input.items, input.discount, input.taxRate)
  const balance = input.invoiceStatus === 'Paid' ? 0 : total
  return { invoice: { ...input, total, balance } }
}

export function addInvoice(req: MockRequest): MockResponse {
  const { invoice, error } = fromInput(req)
  if (!invoice) return [400, { error }]
  const created: Invoice = {
    ...invoice,
    id: Math.max(FIRST_ID_FLOOR, ...invoiceDb.invoices.map((i) => i.id)) + 1,
    avatar: null
  }
  invoiceDb.invoices.push(created)
  return [201, { invoice: created }]
}
export function updateInvoice(req: MockRequest): MockResponse {
  const existing = invoiceDb.invoices.find((i) => i.id === idFromUrl(req.url))
  if (!existing) return NOT_FOUND
  const { invoice, error } = fromInput(req)
  if (!invoice) return [400, { error }]
  // A partly paid or overdue invoice keeps its recorded balance while its status stays; otherwise it follows the total.
  const keeps =
    existing.invoiceStatus === invoice.invoiceStatus &&
    (invoice.invoiceStatus === 'Partial Payment' || invoice.invoiceStatus === 'Past Due')
  const balance = keeps ? existing.balance : invoice.balance
  Object.assign(existing, invoice, { balance })
  return [200, { invoice: existing }]
}

export function register(mock: MockAdapter): void {
  on(mock, 'get', '/apps/invoice/invoices', getInvoices)
  on(mock, 'get', /^\/api\/invoice\/invoices\/[^/?]+$/, getInvoice)
  on(mock, 'get', '/api/invoice/clients', getClients)
  on(mock, 'delete', '/apps/invoice/delete', deleteInvoice)
  on(mock, 'post', '/apps/invoice/add', addInvoice)
  on(mock, 'put', /^\/apps\/invoice\/\d+$/, updateInvoice)
}
