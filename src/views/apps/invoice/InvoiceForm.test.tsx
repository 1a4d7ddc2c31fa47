import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { register } from '@/@fake-db/invoice/handlers'
import { invoiceDb, resetInvoices } from '@/@fake-db/invoice/data'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import InvoiceAdd from './InvoiceAdd'
import InvoiceEdit from './InvoiceEdit'

let mock: MockAdapter
beforeAll(() => {
  mock = new MockAdapter(http)
  register(mock)
})
afterAll(() => mock.restore())
beforeEach(() => resetInvoices())

const session = signedInAs([{ action: 'manage', subject: 'all' }])
const previewRoute = { path: '/apps/invoice/preview/:id', element: <p>preview page</p> }

describe('invoice add and edit', { timeout: 30_000 }, () => {
  it('recomputes line prices and totals as you type', async () => {
    const { user } = renderWithProviders(<InvoiceAdd />, {
      preloadedState: session,
      route: '/apps/invoice/add'
    })
    const cost = await screen.findByLabelText('Cost')
    await user.clear(cost)
    await user.type(cost, '120')
    const qty = screen.getByLabelText('Qty')
    await user.clear(qty)
    await user.type(qty, '3')
    expect(screen.getByRole('status', { name: 'Price of row 1' })).toHaveTextContent('$360.00')
    await user.click(screen.getByRole('button', { name: 'Add item' }))
    const costs = screen.getAllByLabelText('Cost')
    await user.clear(costs[1])
    await user.type(costs[1], '40')
    expect(screen.getByTestId('invoice-subtotal')).toHaveTextContent('$400.00')
    await user.clear(screen.getByLabelText('Discount (%)'))
    await user.type(screen.getByLabelText('Discount (%)'), '10')
    await user.clear(screen.getByLabelText('Tax (%)'))
    await user.type(screen.getByLabelText('Tax (%)'), '20')
    // 400 − 10% = 360, + 20% tax = 432
    expect(screen.getByTestId('invoice-total')).toHaveTextContent('$432.00')
    await user.click(screen.getByRole('button', { name: 'Remove item 2' }))
    expect(screen.getByTestId('invoice-subtotal')).toHaveTextContent('$360.00')
  })

  it('says what is missing and does not save', async () => {
    const { user } = renderWithProviders(<InvoiceAdd />, {
      preloadedState: session,
      route: '/apps/invoice/add'
    })
    await user.click(await screen.findByRole('button', { name: 'Save' }))
    expect(await screen.findByText('Select a client.')).toBeInTheDocument()
    expect(screen.getByText('Enter the service.')).toBeInTheDocument()
    expect(screen.getByText('Enter the item name.')).toBeInTheDocument()
    expect(invoiceDb.invoices).toHaveLength(36)
  })

  it('offers the first five clients and saves a new invoice, then shows its preview', async () => {
    const { user, router } = renderWithProviders(<InvoiceAdd />, {
      preloadedState: session,
      route: '/apps/invoice/add',
      path: '/apps/invoice/add',
      routes: [previewRoute]
    })
    const picker = await screen.findByRole('combobox', { name: 'Client' })
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(6))
    const client = invoiceDb.invoices[1].client
    await user.selectOptions(picker, client.companyEmail)
    expect(
      screen.getByText(new RegExp(client.address.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    ).toBeInTheDocument()
    await user.type(screen.getByLabelText('Service'), 'Mastering Package')
    await user.type(screen.getByLabelText('Item'), 'Mastering')
    await user.clear(screen.getByLabelText('Cost'))
    await user.type(screen.getByLabelText('Cost'), '250')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    expect(await screen.findByText('preview page')).toBeInTheDocument()
    expect(router.state.location.pathname).toBe('/apps/invoice/preview/5023')
    expect(invoiceDb.invoices.at(-1)).toMatchObject({ id: 5023, total: 250, client: { name: client.name } })
  })

  it('edits an existing invoice', async () => {
    const { user, router } = renderWithProviders(<InvoiceEdit />, {
      preloadedState: session,
      route: '/apps/invoice/edit/4990',
      path: '/apps/invoice/edit/:id',
      routes: [previewRoute]
    })
    expect(await screen.findByRole('heading', { name: 'Edit invoice #4990' })).toBeInTheDocument()
    const service = screen.getByLabelText('Service')
    expect(service).toHaveValue(invoiceDb.invoices[3].service)
    await user.clear(service)
    await user.type(service, 'Playlist Promotion')
    await user.click(screen.getByRole('button', { name: 'Save' }))
    await waitFor(() => expect(router.state.location.pathname).toBe('/apps/invoice/preview/4990'))
    expect(invoiceDb.invoices[3].service).toBe('Playlist Promotion')
  })
})
