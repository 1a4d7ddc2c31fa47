import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { register } from '@/@fake-db/invoice/handlers'
import { invoiceDb, resetInvoices } from '@/@fake-db/invoice/data'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import InvoicePreview from './InvoicePreview'

let mock: MockAdapter
beforeAll(() => {
  mock = new MockAdapter(http)
  register(mock)
})
afterAll(() => mock.restore())
beforeEach(() => resetInvoices())

const session = signedInAs([{ action: 'manage', subject: 'all' }])
const renderPreview = (route: string) =>
  renderWithProviders(<InvoicePreview />, {
    preloadedState: session,
    route,
    path: '/apps/invoice/preview/:id'
  })

describe('InvoicePreview', { timeout: 20_000 }, () => {
  it('shows the invoice, its client, items and payment details, and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    const { user } = renderPreview('/apps/invoice/preview/4987')
    expect(await screen.findByRole('heading', { name: 'Invoice #4987' })).toBeInTheDocument()
    const invoice = invoiceDb.invoices[0]
    expect(screen.getByText(invoice.client.name)).toBeInTheDocument()
    expect(screen.getAllByText(invoice.items[0].item, { selector: 'span' }).length).toBeGreaterThan(0)
    expect(screen.getByText('Harbor Commerce Bank')).toBeInTheDocument()
    expect(screen.getByText('HCBKGB2L')).toBeInTheDocument()
    expect(screen.getByText(/GB60 HCBK/)).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Print' }))
    expect(print).toHaveBeenCalledTimes(1)
    print.mockRestore()
  })

  it('prints on arrival from the list’s download action', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {})
    renderPreview('/apps/invoice/preview/4988?print=1')
    await screen.findByRole('heading', { name: 'Invoice #4988' })
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1))
    print.mockRestore()
  })

  it('says so when the invoice does not exist', async () => {
    renderPreview('/apps/invoice/preview/1')
    expect(await screen.findByRole('heading', { name: 'Invoice not found' })).toBeInTheDocument()
  })
})
