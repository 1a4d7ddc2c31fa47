import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { register } from '@/@fake-db/datatables/handlers'
import { datatableRows } from '@/@fake-db/datatables/data'
import { salaryAmount } from '@/contracts/datatables'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import { KEYWORD_DEBOUNCE_MS } from '@/@core/components/list/useKeywordSearch'
import AdvancedDatatablePage from './AdvancedDatatablePage'

let mock: MockAdapter
beforeAll(() => {
  mock = new MockAdapter(http)
  register(mock)
})
afterAll(() => mock.restore())
afterEach(() => vi.useRealTimers())

const session = signedInAs([{ action: 'manage', subject: 'all' }])
const renderPage = (search = '') =>
  renderWithProviders(<AdvancedDatatablePage />, {
    preloadedState: session,
    route: `/tables/datatables/advanced${search}`
  })

const bodyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .filter((row) => !row.classList.contains('datatable-detail'))
const ids = () =>
  bodyRows().map((row) => {
    const name = within(row).getAllByRole('cell')[1].textContent
    const email = within(row).getAllByRole('cell')[2].textContent
    return datatableRows.find((r) => r.full_name === name && r.email === email)?.id
  })
const urlParams = (router: { state: { location: { search: string } } }) =>
  Object.fromEntries(new URLSearchParams(router.state.location.search))

describe('AdvancedDatatablePage filters and the URL', { timeout: 20_000 }, () => {
  it('reads its filters from the URL into the form and the rows', async () => {
    const city = datatableRows[4].city
    renderPage(`?city=${encodeURIComponent(city)}&salaryMin=5000&dateFrom=2016-01-01`)
    const expected = datatableRows.filter(
      (r) =>
        r.city === city &&
        salaryAmount(r.salary) >= 5000 &&
        r.start_date.split('/').reverse().join('-') >= '2016-01-01'
    )
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue(city)
    expect(screen.getByRole('spinbutton', { name: 'At least' })).toHaveValue(5000)
    expect(screen.getByLabelText('From')).toHaveValue('2016-01-01')
    if (expected.length === 0)
      expect(await screen.findByText('No rows match these filters.')).toBeInTheDocument()
    else await waitFor(() => expect(ids()).toEqual(expected.slice(0, 10).map((r) => r.id)))
  })

  it('writes typed filters to the URL once typing pauses, back on page 1', async () => {
    const { user, router } = renderPage('?page=3')
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
    await user.type(screen.getByRole('textbox', { name: 'Post' }), 'engineer')
    await waitFor(() => expect(urlParams(router)).toEqual({ post: 'engineer' }))
    const engineers = datatableRows.filter((r) => r.post.toLowerCase().includes('engineer'))
    await waitFor(() => expect(ids()).toEqual(engineers.slice(0, 10).map((r) => r.id)))
    await user.type(screen.getByRole('spinbutton', { name: 'At most' }), '20000')
    await waitFor(() => expect(urlParams(router)).toEqual({ post: 'engineer', salaryMax: '20000' }))
  })

  it('chooses a name from the suggestions with the keyboard', async () => {
    const { user, router } = renderPage()
    const target = datatableRows[12]
    const field = screen.getByRole('combobox', { name: 'Name' })
    await user.type(field, target.full_name.slice(0, -1))
    // By text: jsdom's accessible names put a space around the <mark> of the matching part.
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toContain(target.full_name)
    )
    const place = screen.getAllByRole('option').findIndex((o) => o.textContent === target.full_name)
    for (let i = 0; i <= place; i++) await user.keyboard('{ArrowDown}')
    await user.keyboard('{Enter}')
    expect(field).toHaveValue(target.full_name)
    await waitFor(() => expect(urlParams(router)).toEqual({ name: target.full_name }))
    await waitFor(() =>
      expect(ids()).toEqual(
        datatableRows
          .filter((r) => r.full_name.includes(target.full_name))
          .slice(0, 10)
          .map((r) => r.id)
      )
    )
  })

  it('keeps a wrong range out of the URL and says what is wrong', async () => {
    const { router } = renderPage('?salaryMin=9000')
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0))
    // From here the form's debounce runs on a fake clock, moved on by the form's own delay. fireEvent rather than
    // userEvent, and no waitFor: Testing Library's async helpers wait on a setTimeout that Vitest's fake timers hold
    // back (they only advance Jest's).
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const atMost = screen.getByRole('spinbutton', { name: 'At most' })
    fireEvent.change(atMost, { target: { value: '100' } })
    expect(screen.getByText('The maximum is below the minimum.')).toBeInTheDocument()
    expect(atMost).toHaveAttribute('aria-invalid', 'true')
    await act(async () => vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS))
    expect(urlParams(router)).toEqual({ salaryMin: '9000' })

    fireEvent.change(atMost, { target: { value: '10000' } })
    expect(screen.queryByText('The maximum is below the minimum.')).not.toBeInTheDocument()
    await act(async () => vi.advanceTimersByTime(KEYWORD_DEBOUNCE_MS - 1))
    expect(urlParams(router)).toEqual({ salaryMin: '9000' })
    await act(async () => vi.advanceTimersByTime(1))
    vi.useRealTimers()
    await waitFor(() => expect(urlParams(router)).toEqual({ salaryMin: '9000', salaryMax: '10000' }))
  })

  it('follows the URL when it changes under the form, and clears every filter', async () => {
    const { user, router } = renderPage('?city=Lisbon')
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Lisbon')
    await router.navigate('/tables/datatables/advanced?post=Operator&salaryMin=2000')
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Post' })).toHaveValue('Operator'))
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('')
    expect(screen.getByRole('spinbutton', { name: 'At least' })).toHaveValue(2000)
    await router.navigate(-1)
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Lisbon'))
    expect(screen.getByRole('textbox', { name: 'Post' })).toHaveValue('')
    await user.click(screen.getByRole('button', { name: 'Clear the filters' }))
    await waitFor(() => expect(urlParams(router)).toEqual({}))
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('')
    await waitFor(() => expect(bodyRows()).toHaveLength(10))
  })
})
