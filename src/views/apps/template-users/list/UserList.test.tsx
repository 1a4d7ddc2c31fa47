import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installFakeDb } from '@/@fake-db/install'
import { resetUsers, users } from '@/@fake-db/users/data'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import UserList from './UserList'

let mock: MockAdapter
beforeAll(() => {
  mock = installFakeDb(http, 'mock')
})
afterAll(() => mock.restore())
beforeEach(() => resetUsers())

const admin = signedInAs([{ action: 'manage', subject: 'all' }])
const renderList = () =>
  renderWithProviders(<UserList />, { preloadedState: admin, route: '/apps/user/list' })
const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)
const firstAlphabetical = () => [...users].sort((a, b) => a.fullName.localeCompare(b.fullName))[0]

// Typing whole forms on a shared 2-core machine takes a few seconds.
describe('template user list', { timeout: 30_000 }, () => {
  it('shows the totals, the first 10 users by name, and the page summary', async () => {
    renderList()
    expect(
      await screen.findByRole('link', { name: firstAlphabetical().fullName }, { timeout: 5000 })
    ).toBeInTheDocument()
    expect(bodyRows()).toHaveLength(10)
    expect(screen.getByText('Showing 1 to 10 of 50 entries')).toBeInTheDocument()
    // The totals come from a request of their own, which may answer after the table's.
    await waitFor(() => expect(screen.getByTestId('stat-total')).toHaveTextContent('50'))
    const active = users.filter((u) => u.status === 'active').length
    expect(screen.getByTestId('stat-active')).toHaveTextContent(String(active))
  })

  it('narrows the list when a filter changes', async () => {
    const { user } = renderList()
    await screen.findByText('Showing 1 to 10 of 50 entries', {}, { timeout: 5000 })
    await user.selectOptions(screen.getByLabelText('Role'), 'maintainer')
    const count = users.filter((u) => u.role === 'maintainer').length
    await screen.findByText(`Showing 1 to ${Math.min(10, count)} of ${count} entries`)
    for (const row of bodyRows()) expect(row).toHaveTextContent('Maintainer')
  })

  it('sorts by a column header, toggling the direction', async () => {
    const { user } = renderList()
    await screen.findByText('Showing 1 to 10 of 50 entries', {}, { timeout: 5000 })
    const header = screen.getByRole('columnheader', { name: /user/i })
    expect(header).toHaveAttribute('aria-sort', 'ascending')
    await user.click(within(header).getByRole('button'))
    await waitFor(() => expect(header).toHaveAttribute('aria-sort', 'descending'))
    const last = [...users].sort((a, b) => b.fullName.localeCompare(a.fullName))[0]
    expect(await screen.findByRole('link', { name: last.fullName }, { timeout: 5000 })).toBeInTheDocument()
  })

  it('tells what is wrong under each field of the add-user form, then adds a valid user', async () => {
    const { user } = renderList()
    await screen.findByText('Showing 1 to 10 of 50 entries', {}, { timeout: 5000 })
    await user.click(screen.getByRole('button', { name: 'Add new user' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add user' }, { timeout: 5000 })
    await user.type(within(dialog).getByLabelText('Email'), 'not-an-email')
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }))
    expect(await within(dialog).findByText('Enter the full name.')).toBeInTheDocument()
    expect(within(dialog).getByText('Enter an email address like name@example.com.')).toBeInTheDocument()
    expect(within(dialog).getByText('Choose a role.')).toBeInTheDocument()
    expect(within(dialog).getByLabelText('Full name')).toHaveAttribute('aria-invalid', 'true')

    await user.type(within(dialog).getByLabelText('Full name'), 'Aaron Aardvark')
    await user.type(within(dialog).getByLabelText('Username'), 'aaron.a')
    await user.clear(within(dialog).getByLabelText('Email'))
    await user.type(within(dialog).getByLabelText('Email'), 'aaron@vibeline.test')
    await user.type(within(dialog).getByLabelText('Contact number'), '+1 555 010 2020')
    await user.type(within(dialog).getByLabelText('Company'), 'Vibeline')
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'Egypt')
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'editor')
    await user.selectOptions(within(dialog).getByLabelText('Plan'), 'team')
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }))

    // Sorted by name, "Aaron Aardvark" is the first row; the totals count 51.
    expect(await screen.findByRole('link', { name: 'Aaron Aardvark' }, { timeout: 5000 })).toBeInTheDocument()
    expect(screen.getByText('Showing 1 to 10 of 51 entries')).toBeInTheDocument()
    expect(users.find((u) => u.email === 'aaron@vibeline.test')?.id).toBe(51)
  }, 40_000)

  it('shows the server refusal in the form', async () => {
    const { user } = renderList()
    await screen.findByText('Showing 1 to 10 of 50 entries', {}, { timeout: 5000 })
    await user.click(screen.getByRole('button', { name: 'Add new user' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add user' }, { timeout: 5000 })
    await user.type(within(dialog).getByLabelText('Full name'), 'Copy Cat')
    await user.type(within(dialog).getByLabelText('Username'), 'copy.cat')
    await user.type(within(dialog).getByLabelText('Email'), users[0].email)
    await user.type(within(dialog).getByLabelText('Contact number'), '+1 555 010 2020')
    await user.type(within(dialog).getByLabelText('Company'), 'Vibeline')
    await user.selectOptions(within(dialog).getByLabelText('Country'), 'Egypt')
    await user.selectOptions(within(dialog).getByLabelText('Role'), 'editor')
    await user.selectOptions(within(dialog).getByLabelText('Plan'), 'team')
    await user.click(within(dialog).getByRole('button', { name: 'Add user' }))
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This email is already in use.')
  }, 40_000)

  it('asks before deleting a user, and cancelling keeps them', async () => {
    const { user } = renderList()
    const first = firstAlphabetical()
    await screen.findByRole('link', { name: first.fullName }, { timeout: 5000 })
    await user.click(screen.getByRole('button', { name: `Delete ${first.fullName}` }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete this user?' }, { timeout: 5000 })
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }))
    expect(users.some((u) => u.id === first.id)).toBe(true)

    await user.click(screen.getByRole('button', { name: `Delete ${first.fullName}` }))
    const again = await screen.findByRole('dialog', { name: 'Delete this user?' }, { timeout: 5000 })
    await user.click(within(again).getByRole('button', { name: 'Delete user' }))
    await waitFor(() => expect(screen.queryByRole('link', { name: first.fullName })).not.toBeInTheDocument())
    expect(users.some((u) => u.id === first.id)).toBe(false)
    expect(screen.getByText('Showing 1 to 10 of 49 entries')).toBeInTheDocument()
  })
})
