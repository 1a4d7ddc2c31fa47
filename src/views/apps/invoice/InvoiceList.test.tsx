import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { register } from '@/@fake-db/invoice/handlers'
import { invoiceDb, resetInvoices } from '@/@fake-db/invoice/data'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import InvoiceList from './InvoiceList'

let mock: MockAdapter
beforeAll(() => {
  mock = new MockAdapter(http)
  register(mock)
})
afterAll(() => mock.restore())
beforeEach(() => resetInvoices())

const session = signedInAs([{ action: 'manage', subject: 'all' }])
const renderList = () =>
  renderWithProviders(<InvoiceList />, {
    preloadedState: session,
    route: '/apps/invoice/list',
    path: '/apps/invoice/list'
  })

const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)
const ids = () => rows().map((row) => within(row).getAllByRole('cell')[0].textContent)

describe('InvoiceList', { timeout: 20_000 }, () => {
  it('shows the first 10 of 36 invoices, newest first, with status badges', async () => {
    renderList()
    await waitFor(() => expect(rows()).toHaveLength(10))
    expect(ids()[0]).toBe('#5022')
    expect(screen.getByText('Showing 1 to 10 of 36 entries')).toBeInTheDocument()
    expect(
      within(screen.getByRole('table')).getAllByText(/Paid|Downloaded|Sent|Draft|Partial Payment|Past Due/)
        .length
    ).toBeGreaterThan(0)
  })

  it('searching by client name filters the rows', async () => {
    const { user } = renderList()
    await waitFor(() => expect(rows()).toHaveLength(10))
    const name = invoiceDb.invoices[2].client.name
    await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), name)
    await waitFor(() => expect(rows().every((row) => row.textContent?.includes(name))).toBe(true))
    expect(rows().length).toBe(invoiceDb.invoices.filter((i) => i.client.name === name).length)
  })

  it('filters by status and sorts by a column both ways', async () => {
    const { user } = renderList()
    await waitFor(() => expect(rows()).toHaveLength(10))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Filter by status' }), 'Past Due')
    await waitFor(() => expect(screen.getByText('Showing 1 to 6 of 6 entries')).toBeInTheDocument())
    const newestFirst = ids()
    const ascending = [...newestFirst].sort()
    expect(newestFirst).not.toEqual(ascending)
    await user.click(screen.getByRole('button', { name: '#' }))
    // The header turns when the request leaves; the rows follow with the answer.
    await waitFor(() => expect(ids()).toEqual(ascending))
    expect(screen.getByRole('columnheader', { name: '#' })).toHaveAttribute('aria-sort', 'ascending')
    await user.click(screen.getByRole('button', { name: '#' }))
    await waitFor(() => expect(ids()).toEqual([...ascending].reverse()))
  })

  it('pages through the list and changes the page size', async () => {
    const { user } = renderList()
    await waitFor(() => expect(rows()).toHaveLength(10))
    await user.click(screen.getByRole('button', { name: 'Page 4' }))
    await waitFor(() => expect(screen.getByText('Showing 31 to 36 of 36 entries')).toBeInTheDocument())
    expect(rows()).toHaveLength(6)
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), '25')
    await waitFor(() => expect(rows()).toHaveLength(25))
  })

  it('delete asks first and removes the invoice once confirmed', async () => {
    const { user } = renderList()
    await user.click(await screen.findByRole('button', { name: 'Delete invoice 5022' }))
    const dialog = await screen.findByRole('dialog', { name: 'Delete this invoice?' })
    expect(invoiceDb.invoices).toHaveLength(36)
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(invoiceDb.invoices).toHaveLength(36)
    await user.click(screen.getByRole('button', { name: 'Delete invoice 5022' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(ids()[0]).toBe('#5021'))
    expect(invoiceDb.invoices).toHaveLength(35)
    expect(screen.getByText('Showing 1 to 10 of 35 entries')).toBeInTheDocument()
  })

  it('moves back a page when the last row of the last page is deleted', async () => {
    invoiceDb.invoices.splice(31)
    const { user } = renderList()
    await user.click(await screen.findByRole('button', { name: 'Page 4' }))
    await waitFor(() => expect(screen.getByText('Showing 31 to 31 of 31 entries')).toBeInTheDocument())
    await user.click(screen.getByRole('button', { name: 'Delete invoice 4987' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }))
    await waitFor(() => expect(screen.getByText('Showing 21 to 30 of 30 entries')).toBeInTheDocument())
    expect(rows()).toHaveLength(10)
  })
})

describe('InvoiceList for a viewer', { timeout: 20_000 }, () => {
  it('is read-only: no create, edit or delete, while preview and download stay', async () => {
    renderWithProviders(<InvoiceList />, {
      preloadedState: signedInAs([{ action: 'read', subject: 'Template' }], { role: 'viewer' }),
      route: '/apps/invoice/list',
      path: '/apps/invoice/list'
    })
    await waitFor(() => expect(rows()).toHaveLength(10))
    expect(screen.queryByRole('link', { name: /Create invoice|Add/i })).not.toBeInTheDocument()
    expect(within(rows()[0]).queryByRole('link', { name: /Edit/i })).not.toBeInTheDocument()
    expect(within(rows()[0]).queryByRole('button', { name: /Delete/i })).not.toBeInTheDocument()
    expect(within(rows()[0]).getByRole('link', { name: /Preview/i })).toBeInTheDocument()
  })
})
