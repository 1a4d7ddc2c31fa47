import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { i18n } from '@/configs/i18n'
import { installSignedInFakeDb } from '@/test/fakeDbSession'
import { openTestMusicHost, type TestMusicHost } from '@/test/musicHost'
import { ROLE_ABILITIES } from '@/contracts/abilities'
import { makeStore } from '@/redux/store'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import { ToastContainer } from 'react-toastify'
import * as api from './usersApi'
import { DEFAULT_USER_PARAMS, fetchUsers, selectUsers } from './usersSlice'
import UserList from './UserList'
import UserFormPage from './UserFormPage'

describe('users slice', () => {
  it('starts with the spec §3 shape; loading is true while fetching and false once loaded', async () => {
    let resolve!: (v: Awaited<ReturnType<typeof api.fetchUserPage>>) => void
    const spy = vi.spyOn(api, 'fetchUserPage').mockReturnValue(new Promise((r) => (resolve = r)))
    const store = makeStore()
    expect(selectUsers(store.getState())).toMatchObject({
      data: [],
      total: 0,
      allData: [],
      selectedUser: null,
      loading: false
    })
    const done = store.dispatch(fetchUsers(DEFAULT_USER_PARAMS))
    expect(selectUsers(store.getState()).loading).toBe(true)
    resolve({ data: [], page_meta: { total: 3, page: 1, per_page: 10 } })
    await done
    expect(selectUsers(store.getState())).toMatchObject({ loading: false, total: 3 })
    spy.mockRestore()
  })
})

describe('user screens', () => {
  let mock: MockAdapter
  beforeAll(() => {
    mock = installSignedInFakeDb(http)
  })
  afterAll(() => mock.restore())
  // Demo mode's database: the server's services on SQLite, the demo seed (its accounts and 50 listeners and staff).
  let host: TestMusicHost
  beforeEach(async () => {
    host = await openTestMusicHost({ tracks: 120 })
  })
  afterEach(() => host.close())
  const users = () => host.db.selectFrom('users').select(['id', 'role', 'status']).execute()

  it('filters by role and status through the URL', async () => {
    const { user, router } = renderWithProviders(<UserList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.admin),
      route: '/music/users?status=active'
    })
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1))
    await user.selectOptions(screen.getByLabelText('Role'), 'editor')
    await waitFor(() => expect(router.state.location.search).toBe('?status=active&role=editor'))
    await waitFor(() => {
      const rows = screen.getAllByRole('row').slice(1)
      expect(rows.length).toBeGreaterThan(0)
      for (const row of rows) {
        expect(within(row).getByText('Editor')).toBeInTheDocument()
        expect(within(row).getByText('Active')).toBeInTheDocument()
      }
    })
  })

  it('an editor may read users but sees no add, edit or delete', async () => {
    renderWithProviders(<UserList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.editor),
      route: '/music/users'
    })
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^View / })).toHaveLength(10))
    expect(screen.queryByRole('link', { name: 'Add user' })).not.toBeInTheDocument()
    expect(screen.queryByRole('link', { name: /^Edit / })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /^Delete / })).not.toBeInTheDocument()
  })

  it('a new user starts as a viewer, explains the optional password and picks a country by name, stored as its code', async () => {
    const { user } = renderWithProviders(<UserFormPage />, {
      preloadedState: signedInAs(ROLE_ABILITIES.admin),
      route: '/music/users/new',
      path: '/music/users/new'
    })
    const role = await screen.findByLabelText('Role')
    expect(role).toHaveValue('viewer')
    expect(within(role).queryByRole('option', { name: 'All roles' })).not.toBeInTheDocument()
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Optional. Without a password this user cannot sign in until one is set.'
    )
    const country = screen.getByLabelText('Country')
    await user.selectOptions(country, 'Sweden')
    expect(country).toHaveValue('SE')
    expect(within(country).getByRole('option', { name: 'Morocco' })).toHaveValue('MA')
  })

  it('in Arabic, e-mail addresses stay left to right in the list and in the form', async () => {
    await i18n.changeLanguage('ar')
    const list = renderWithProviders(<UserList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.admin),
      route: '/music/users'
    })
    await waitFor(() => expect(screen.getAllByRole('row').length).toBeGreaterThan(1))
    const addresses = screen.getAllByRole('cell').filter((cell) => /^\S+@\S+$/.test(cell.textContent ?? ''))
    expect(addresses.length).toBeGreaterThan(0)
    for (const cell of addresses) expect(cell).toHaveAttribute('dir', 'ltr')
    list.unmount()

    renderWithProviders(<UserFormPage />, {
      preloadedState: signedInAs(ROLE_ABILITIES.admin),
      route: '/music/users/new',
      path: '/music/users/new'
    })
    expect(await screen.findByLabelText('البريد الإلكتروني')).toHaveAttribute('dir', 'ltr')
  })

  it('validates a new user, shows the server’s conflict, then creates it', async () => {
    const { user, router } = renderWithProviders(<UserFormPage />, {
      preloadedState: signedInAs(ROLE_ABILITIES.admin),
      route: '/music/users/new',
      path: '/music/users/new',
      routes: [{ path: '/music/users/:id', element: <p>user page</p> }]
    })
    await user.click(screen.getByRole('button', { name: 'Create user' }))
    expect(await screen.findByText('Full name is required')).toBeInTheDocument()
    expect(screen.getByText('Username must be at least 3 characters')).toBeInTheDocument()
    expect(screen.getByText('Email is required')).toBeInTheDocument()
    expect(screen.queryByText('Choose a role')).not.toBeInTheDocument()
    await user.type(screen.getByLabelText('Full name'), 'Nia Taken')
    await user.type(screen.getByLabelText('Username'), 'bad name!')
    await user.type(screen.getByLabelText('Email'), 'nia@')
    await user.type(screen.getByLabelText('Password'), 'short')
    await user.click(screen.getByRole('button', { name: 'Create user' }))
    expect(
      await screen.findByText('Username may contain letters, digits, dots, dashes and underscores')
    ).toBeInTheDocument()
    expect(screen.getByText('Enter a valid email address')).toBeInTheDocument()
    expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument()

    const taken = (await api.fetchUserById(1)).username
    await user.clear(screen.getByLabelText('Username'))
    await user.type(screen.getByLabelText('Username'), taken)
    await user.clear(screen.getByLabelText('Email'))
    await user.type(screen.getByLabelText('Email'), 'nia@vibeline.app')
    await user.clear(screen.getByLabelText('Password'))
    await user.click(screen.getByRole('button', { name: 'Create user' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already in use.')

    await user.clear(screen.getByLabelText('Username'))
    await user.type(screen.getByLabelText('Username'), 'nia.new')
    await user.click(screen.getByRole('button', { name: 'Create user' }))
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/music\/users\/\d+$/))
  }, 20_000)

  it('an administrator selects every user matching a filter, changes their status, and Undo restores them', async () => {
    // Active viewers: the server leaves the signed-in administrator's own account out of a bulk change.
    const active = (await users())
      .filter((u) => u.status === 'active' && u.role === 'viewer')
      .map((u) => ({ id: u.id, role: u.role }))
    expect(active.length).toBeGreaterThan(10)
    const { user } = renderWithProviders(
      <>
        <ToastContainer />
        <UserList />
      </>,
      { preloadedState: signedInAs(ROLE_ABILITIES.admin), route: '/music/users?status=active&role=viewer' }
    )
    await waitFor(() =>
      expect(screen.getAllByRole('checkbox', { name: /^Select (?!every row)/ })).toHaveLength(10)
    )
    await user.click(screen.getByRole('checkbox', { name: 'Select every row on this page' }))
    await user.click(
      screen.getByRole('button', { name: `Select all ${active.length} rows matching this filter` })
    )
    await user.click(screen.getByRole('button', { name: `Change role or status of ${active.length} users` }))
    const dialog = await screen.findByRole('dialog')
    await user.click(within(dialog).getByRole('button', { name: `Change ${active.length} users` }))
    expect(within(dialog).getByText('Choose a new role or a new status.')).toBeVisible()
    await user.selectOptions(within(dialog).getByLabelText('Status'), 'inactive')
    await user.click(within(dialog).getByRole('button', { name: `Change ${active.length} users` }))

    expect(await screen.findByText(`${active.length} users changed and signed out.`)).toBeInTheDocument()
    const changed = await users()
    for (const { id } of active) expect(changed.find((u) => u.id === id)!.status).toBe('inactive')
    await waitFor(() => expect(screen.getByText('No users match these filters.')).toBeInTheDocument())

    await user.click(screen.getByRole('button', { name: 'Undo' }))
    expect(await screen.findByText(`Undone: ${active.length} users restored.`)).toBeInTheDocument()
    const restored = await users()
    for (const { id, role } of active)
      expect(restored.find((u) => u.id === id)).toMatchObject({ status: 'active', role })
    await waitFor(() =>
      expect(screen.getAllByRole('checkbox', { name: /^Select (?!every row)/ }).length).toBeGreaterThan(1)
    )
  })

  it('an editor gets no selection column', async () => {
    renderWithProviders(<UserList />, {
      preloadedState: signedInAs(ROLE_ABILITIES.editor),
      route: '/music/users'
    })
    await waitFor(() => expect(screen.getAllByRole('link', { name: /^View / })).toHaveLength(10))
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument()
  })
})
