import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installFakeDb } from '@/@fake-db/install'
import { permissions, resetPermissions } from '@/@fake-db/permissions/data'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import Permissions from './Permissions'

let mock: MockAdapter
beforeAll(() => {
  mock = installFakeDb(http, 'mock')
})
afterAll(() => mock.restore())
beforeEach(() => resetPermissions())

const admin = signedInAs([{ action: 'manage', subject: 'all' }])
const renderPage = () =>
  renderWithProviders(<Permissions />, { preloadedState: admin, route: '/apps/permissions' })
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)

describe('permissions page', { timeout: 30_000 }, () => {
  it('lists the nine sample permissions with their role badges and dates', async () => {
    renderPage()
    const first = await screen.findByRole('cell', { name: 'Management' }, { timeout: 5000 })
    expect(rows()).toHaveLength(9)
    const row = first.closest('tr')!
    expect(within(row).getByText('Administrator')).toBeInTheDocument()
    expect(within(row).getByText('14 Apr 2021, 8:43 PM')).toBeInTheDocument()
    const support = screen.getByRole('cell', { name: "Manage Others' Tasks" }).closest('tr')!
    expect(within(support).getByText('Support')).toBeInTheDocument()
  })

  it('searches and filters by role', async () => {
    const { user } = renderPage()
    await screen.findByRole('cell', { name: 'Management' }, { timeout: 5000 })
    await user.type(screen.getByLabelText('Search permissions'), 'oct 2021')
    await waitFor(() => expect(rows()).toHaveLength(2))
    await user.clear(screen.getByLabelText('Search permissions'))
    await waitFor(() => expect(rows()).toHaveLength(9))
    await user.selectOptions(screen.getByLabelText('Assigned to'), 'restricted-user')
    await waitFor(() => expect(rows()).toHaveLength(1))
    expect(screen.getByRole('cell', { name: 'Only View' })).toBeInTheDocument()
  })

  it('asks for a name, then adds the permission at the top for administrators', async () => {
    const { user } = renderPage()
    await screen.findByRole('cell', { name: 'Management' }, { timeout: 5000 })
    await user.click(screen.getByRole('button', { name: 'Add permission' }))
    const dialog = await screen.findByRole('dialog', { name: 'Add new permission' }, { timeout: 5000 })
    await user.click(within(dialog).getByRole('button', { name: 'Create permission' }))
    expect(await within(dialog).findByText('Enter a permission name.')).toBeInTheDocument()

    await user.type(within(dialog).getByLabelText('Permission name'), 'Export Reports')
    await user.click(within(dialog).getByRole('button', { name: 'Create permission' }))
    await waitFor(() => expect(rows()).toHaveLength(10))
    const top = rows()[0]
    expect(within(top).getByText('Export Reports')).toBeInTheDocument()
    expect(within(top).getByText('Administrator')).toBeInTheDocument()
    expect(within(top).queryByText('Manager')).not.toBeInTheDocument()
    expect(permissions[0]).toMatchObject({ id: 10, name: 'Export Reports' })
  })

  it('renames a permission', async () => {
    const { user } = renderPage()
    await screen.findByRole('cell', { name: 'Management' }, { timeout: 5000 })
    await user.click(screen.getByRole('button', { name: 'Edit Only View' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit permission' }, { timeout: 5000 })
    const name = within(dialog).getByLabelText('Permission name')
    expect(name).toHaveValue('Only View')
    await user.clear(name)
    await user.type(name, 'View Only')
    await user.click(within(dialog).getByRole('button', { name: 'Update' }))
    expect(await screen.findByRole('cell', { name: 'View Only' }, { timeout: 5000 })).toBeInTheDocument()
  })

  it('asks before deleting, and deletes only after confirming', async () => {
    const { user } = renderPage()
    await screen.findByRole('cell', { name: 'Management' }, { timeout: 5000 })
    await user.click(screen.getByRole('button', { name: 'Delete Project Planning' }))
    const confirm = await screen.findByRole('dialog', { name: 'Delete this permission?' }, { timeout: 5000 })
    expect(rows()).toHaveLength(9)
    await user.click(within(confirm).getByRole('button', { name: 'Delete permission' }))
    await waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Project Planning' })).not.toBeInTheDocument()
    )
    expect(rows()).toHaveLength(8)
  })
})
