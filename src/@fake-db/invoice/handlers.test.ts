// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import type { MockRequest } from '../mock'
import { balanceValue, type Invoice, type InvoiceInput, type PaymentDetails } from '@/contracts/invoice'
import { FIRST_INVOICE_ID, invoiceDb, resetInvoices } from './data'
import { addInvoice, deleteInvoice, getClients, getInvoice, getInvoices, updateInvoice } from './handlers'

const req = (params: Record<string, unknown> = {}, url = '', body?: unknown): MockRequest => ({
  url,
  method: 'get',
  params,
  body,
  headers: {}
})
type ListBody = { allData: Invoice[]; total: number; invoices: Invoice[] }
const list = (params: Record<string, unknown> = {}) => getInvoices(req(params))[1] as ListBody

const validInput = (): InvoiceInput => ({
  client: { ...invoiceDb.invoices[0].client },
  service: 'Mastering Package',
  issuedDate: '2026-11-01',
  dueDate: '2026-11-30',
  items: [
    { item: 'Mastering', description: 'Per track', cost: 100, qty: 3 },
    { item: 'Artwork', description: '', cost: 50.5, qty: 2 }
  ],
  discount: 10,
  taxRate: 20,
  note: '',
  invoiceStatus: 'Draft'
})

beforeEach(() => resetInvoices())

describe('sample invoices', () => {
  it('has 36 invoices with every spec field and each status', () => {
    expect(invoiceDb.invoices).toHaveLength(36)
    for (const invoice of invoiceDb.invoices) {
      expect(Object.keys(invoice)).toEqual(
        expect.arrayContaining([
          'id',
          'issuedDate',
          'client',
          'service',
          'total',
          'avatar',
          'invoiceStatus',
          'balance',
          'dueDate'
        ])
      )
      expect(Object.keys(invoice.client).sort()).toEqual(
        ['address', 'company', 'companyEmail', 'contact', 'country', 'name'].sort()
      )
    }
    expect(new Set(invoiceDb.invoices.map((i) => i.invoiceStatus))).toEqual(
      new Set(['Paid', 'Downloaded', 'Sent', 'Draft', 'Partial Payment', 'Past Due'])
    )
  })

  it('has balances as numbers and as signed dollar text', () => {
    const balances = invoiceDb.invoices.map((i) => i.balance)
    expect(balances.some((b) => typeof b === 'number')).toBe(true)
    expect(balances.some((b) => typeof b === 'string' && /^-\$\d/.test(b))).toBe(true)
    expect(balances.some((b) => typeof b === 'string' && /^\$\d/.test(b))).toBe(true)
  })
})

describe('GET /apps/invoice/invoices', () => {
  it('defaults to page 1 of 10, newest id first, with allData and total', () => {
    const body = list()
    expect(body.allData).toHaveLength(36)
    expect(body.total).toBe(36)
    expect(body.invoices).toHaveLength(10)
    expect(body.invoices[0].id).toBe(FIRST_INVOICE_ID + 35)
  })

  it('pages with perPage and page', () => {
    const body = list({ perPage: 25, page: 2 })
    expect(body.invoices).toHaveLength(11)
    expect(list({ page: 4 }).invoices).toHaveLength(6)
    expect(list({ page: 5 }).invoices).toEqual([])
  })

  it('searches client email, client name, id, total, balance and due date', () => {
    const sample = invoiceDb.invoices[7]
    const found = (q: string) => list({ q, perPage: 50 }).invoices
    expect(
      found(sample.client.companyEmail.toUpperCase()).every(
        (i) => i.client.companyEmail === sample.client.companyEmail
      )
    ).toBe(true)
    expect(found(sample.client.name).map((i) => i.client.name)).toContain(sample.client.name)
    expect(found(String(sample.id)).map((i) => i.id)).toContain(sample.id)
    expect(found(String(sample.total)).map((i) => i.id)).toContain(sample.id)
    expect(found(sample.dueDate).map((i) => i.id)).toContain(sample.id)
    const signed = invoiceDb.invoices.find(
      (i) => typeof i.balance === 'string' && i.balance.startsWith('-$')
    )!
    expect(found(String(signed.balance)).map((i) => i.id)).toContain(signed.id)
    expect(found('no such invoice')).toEqual([])
    expect(list({ q: 'no such invoice' }).total).toBe(0)
  })

  it('does not search the service or the company', () => {
    expect(list({ q: 'Mastering Package' }).total).toBe(0)
  })

  it('filters by status', () => {
    const body = list({ status: 'Past Due', perPage: 50 })
    expect(body.total).toBe(6)
    expect(body.invoices.every((i) => i.invoiceStatus === 'Past Due')).toBe(true)
  })

  it('sorts a column ascending and descending', () => {
    const asc = list({ sortColumn: 'total', sort: 'asc', perPage: 50 }).invoices.map((i) => i.total)
    expect(asc).toEqual([...asc].sort((a, b) => a - b))
    const desc = list({ sortColumn: 'client', sort: 'desc', perPage: 50 }).invoices.map((i) =>
      i.client.name.toLowerCase()
    )
    expect(desc).toEqual([...desc].sort().reverse())
    const balances = list({ sortColumn: 'balance', sort: 'asc', perPage: 50 }).invoices.map((i) =>
      balanceValue(i.balance)
    )
    expect(balances).toEqual([...balances].sort((a, b) => a - b))
    expect(balances[0]).toBeLessThan(0)
  })
})

describe('GET /api/invoice/invoices/:id', () => {
  it('answers the invoice with its payment details', () => {
    const [status, body] = getInvoice(req({}, '/api/invoice/invoices/4990')) as [
      number,
      { invoice: Invoice; paymentDetails: PaymentDetails }
    ]
    expect(status).toBe(200)
    expect(body.invoice.id).toBe(4990)
    expect(Object.keys(body.paymentDetails).sort()).toEqual([
      'bankName',
      'country',
      'iban',
      'swiftCode',
      'totalDue'
    ])
    expect(body.paymentDetails.totalDue).toMatch(/^\$[\d,]+\.\d\d$/)
  })

  it('answers 404 for an unknown id', () => {
    expect(getInvoice(req({}, '/api/invoice/invoices/1'))[0]).toBe(404)
    expect(getInvoice(req({}, '/api/invoice/invoices/abc'))[0]).toBe(404)
  })
})

describe('DELETE /apps/invoice/delete', () => {
  it('removes the invoice and answers 200', () => {
    expect(deleteInvoice(req({ id: 4990 }))[0]).toBe(200)
    expect(list().total).toBe(35)
    expect(getInvoice(req({}, '/api/invoice/invoices/4990'))[0]).toBe(404)
  })

  it('answers 404 for an unknown id', () => {
    expect(deleteInvoice(req({ id: 1 }))[0]).toBe(404)
    expect(list().total).toBe(36)
  })
})

describe('GET /api/invoice/clients', () => {
  it('answers the first 5 clients', () => {
    const [status, clients] = getClients() as [number, Invoice['client'][]]
    expect(status).toBe(200)
    expect(clients).toHaveLength(5)
    expect(clients.map((c) => c.name)).toEqual(invoiceDb.invoices.slice(0, 5).map((i) => i.client.name))
  })
})

describe('POST /apps/invoice/add and PUT /apps/invoice/:id', () => {
  it('adds an invoice with the next id and a computed total', () => {
    const [status, body] = addInvoice(req({}, '/apps/invoice/add', validInput())) as [
      number,
      { invoice: Invoice }
    ]
    expect(status).toBe(201)
    // (300 + 101) = 401, minus 10% = 360.9, plus 20% tax = 433.08
    expect(body.invoice).toMatchObject({ id: FIRST_INVOICE_ID + 36, total: 433.08, balance: 433.08 })
    expect(list().invoices[0].id).toBe(FIRST_INVOICE_ID + 36)
  })

  it('refuses an invoice without items or with a due date before the issue date', () => {
    expect(addInvoice(req({}, '', { ...validInput(), items: [] }))[0]).toBe(400)
    expect(addInvoice(req({}, '', { ...validInput(), dueDate: '2026-10-01' }))[0]).toBe(400)
    expect(list().total).toBe(36)
  })

  it('updates an invoice and answers 404 for an unknown one', () => {
    const [status, body] = updateInvoice(
      req({}, '/apps/invoice/4988', { ...validInput(), invoiceStatus: 'Paid' })
    ) as [number, { invoice: Invoice }]
    expect(status).toBe(200)
    expect(body.invoice).toMatchObject({ id: 4988, service: 'Mastering Package', total: 433.08, balance: 0 })
    expect(updateInvoice(req({}, '/apps/invoice/1', validInput()))[0]).toBe(404)
  })
})
