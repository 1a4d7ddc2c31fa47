import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { register } from '@/@fake-db/datatables/handlers'
import { datatableRows } from '@/@fake-db/datatables/data'
import { DATATABLE_PATHS, salaryAmount } from '@/contracts/datatables'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import BasicDatatablePage from './BasicDatatablePage'

let mock: MockAdapter
beforeAll(() => {
  mock = new MockAdapter(http)
})
beforeEach(() => {
  mock.reset()
  register(mock)
})
afterAll(() => mock.restore())

const session = signedInAs([{ action: 'manage', subject: 'all' }])
const renderPage = (route = '/tables/datatables/basic') =>
  renderWithProviders(<BasicDatatablePage />, { preloadedState: session, route })

const bodyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.classList.contains('datatable-detail'))
const names = () => bodyRows().map((row) => within(row).getAllByRole('cell')[1].textContent)

describe('BasicDatatablePage', { timeout: 20_000 }, () => {
  it('shows the first 10 of 100 rows with named status badges and formatted salaries', async () => {
    renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    expect(names()).toEqual(datatableRows.slice(0, 10).map((r) => r.full_name))
    expect(screen.getByText('Showing 1 to 10 of 100 entries')).toBeInTheDocument()
    const first = datatableRows[0]
    const cells = within(bodyRows()[0]).getAllByRole('cell')
    const statusNames = ['Current', 'Professional', 'Rejected', 'Resigned', 'Applied']
    expect(cells[8]).toHaveTextContent(statusNames[first.status - 1])
    expect(cells[6].textContent).toBe(
      new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(salaryAmount(first.salary))
    )
  })

  it('sorts by a column both ways and back, keeping the sort in the URL', async () => {
    const { user, router } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    const bySalary = [...datatableRows].sort(
      (a, b) => salaryAmount(a.salary) - salaryAmount(b.salary) || a.id - b.id
    )
    await user.click(screen.getByRole('button', { name: 'Salary' }))
    await waitFor(() => expect(names()).toEqual(bySalary.slice(0, 10).map((r) => r.full_name)))
    expect(router.state.location.search).toBe('?sortColumn=salary')
    expect(screen.getByRole('columnheader', { name: 'Salary' })).toHaveAttribute('aria-sort', 'ascending')
    await user.click(screen.getByRole('button', { name: 'Salary' }))
    await waitFor(() => expect(router.state.location.search).toBe('?sortColumn=salary&sort=desc'))
    expect(screen.getByRole('columnheader', { name: 'Salary' })).toHaveAttribute('aria-sort', 'descending')
    await user.click(screen.getByRole('button', { name: 'Salary' }))
    await waitFor(() => expect(router.state.location.search).toBe(''))
    await waitFor(() => expect(names()).toEqual(datatableRows.slice(0, 10).map((r) => r.full_name)))
  })

  it('pages through the server-style call and searches with q', async () => {
    const { user, router } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    await user.click(screen.getByRole('button', { name: 'Page 2' }))
    await waitFor(() => expect(names()).toEqual(datatableRows.slice(10, 20).map((r) => r.full_name)))
    expect(router.state.location.search).toBe('?page=2')
    const post = datatableRows[3].post
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), post)
    const matching = datatableRows.filter((r) =>
      [r.full_name, r.post, r.email, r.age, r.salary, r.start_date].some((f) =>
        f.toLowerCase().includes(post.toLowerCase())
      )
    )
    await waitFor(() => expect(names()).toEqual(matching.slice(0, 10).map((r) => r.full_name)))
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull()
    expect(new URLSearchParams(router.state.location.search).get('q')).toBe(post)
  })

  it('chooses rows for the export and opens a row for its details', async () => {
    const { user } = renderPage()
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    const [first, second] = datatableRows
    expect(screen.getByRole('button', { name: 'Export these rows (CSV)' })).toBeEnabled()
    // Names repeat in the sample data: each row's controls are looked up inside that row.
    await user.click(within(bodyRows()[0]).getByRole('checkbox', { name: `Choose ${first.full_name}` }))
    await user.click(within(bodyRows()[1]).getByRole('checkbox', { name: `Choose ${second.full_name}` }))
    expect(screen.getByText('2 selected')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export the 2 chosen rows (CSV)' })).toBeInTheDocument()
    const pageBox = screen.getByRole('checkbox', { name: 'Choose every row on this page' })
    expect(pageBox).toHaveProperty('indeterminate', true)
    await user.click(pageBox)
    expect(screen.getByText('10 selected')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Clear selection' }))
    expect(screen.queryByText(/selected$/)).not.toBeInTheDocument()

    const open = within(bodyRows()[0]).getByRole('button', { name: `Show the details of ${first.full_name}` })
    expect(open).toHaveAttribute('aria-expanded', 'false')
    await user.click(open)
    const details = document.getElementById(open.getAttribute('aria-controls') ?? '')
    expect(details).not.toBeNull()
    expect(details).toHaveTextContent(`Details of ${first.full_name}`)
    expect(details).toHaveTextContent(first.city)
    expect(details).toHaveTextContent(`${Number.parseInt(first.experience, 10)} year`)
    await user.click(
      within(bodyRows()[0]).getByRole('button', { name: `Hide the details of ${first.full_name}` })
    )
    expect(document.getElementById(open.getAttribute('aria-controls') ?? '')).toBeNull()
  })

  it('says when nothing matches, and offers to try again when loading fails', async () => {
    const { user } = renderPage('/tables/datatables/basic?q=nobody-is-called-this')
    expect(await screen.findByText('No rows match these filters.')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Export these rows (CSV)' })).toBeDisabled()

    mock.reset()
    mock.onGet(new RegExp(DATATABLE_PATHS.data)).replyOnce(500, { error: 'boom' })
    register(mock)
    await user.clear(screen.getByRole('searchbox', { name: 'Search' }))
    expect(await screen.findByText('The rows could not be loaded.')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
  })
})
