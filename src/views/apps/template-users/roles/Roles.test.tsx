import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installFakeDb } from '@/@fake-db/install'
import { resetPermissions, roles } from '@/@fake-db/permissions/data'
import { resetUsers } from '@/@fake-db/users/data'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import Roles from './Roles'

let mock: MockAdapter
beforeAll(() => {
  mock = installFakeDb(http, 'mock')
})
afterAll(() => mock.restore())
beforeEach(() => {
  resetPermissions()
  resetUsers()
})

const admin = signedInAs([{ action: 'manage', subject: 'all' }])
const renderPage = () => renderWithProviders(<Roles />, { preloadedState: admin, route: '/apps/roles' })

describe('roles page', { timeout: 30_000 }, () => {
  it('shows the five role cards with their user counts, and the users table', async () => {
    renderPage()
    await screen.findByRole('heading', { name: 'Restricted User' }, { timeout: 5000 })
    const list = screen.getByRole('list', { name: 'Roles' })
    for (const name of ['Administrator', 'Manager', 'Users', 'Support', 'Restricted User'])
      expect(within(list).getByRole('heading', { name })).toBeInTheDocument()
    expect(within(list).getByText('Total 10 users')).toBeInTheDocument()
    expect(
      await screen.findByText('Showing 1 to 10 of 50 entries', {}, { timeout: 5000 })
    ).toBeInTheDocument()
  })

  it('edits a role: the matrix shows its grants and select all grants everything', async () => {
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Edit role Support' }, { timeout: 5000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit role' }, { timeout: 5000 })
    expect(within(dialog).getByLabelText('Role name')).toHaveValue('Support')
    expect(within(dialog).getByRole('checkbox', { name: 'Disputes Management: Create' })).toBeChecked()
    expect(within(dialog).getByRole('checkbox', { name: 'Payroll: Read' })).not.toBeChecked()
    await user.click(within(dialog).getByRole('checkbox', { name: 'Select all' }))
    expect(within(dialog).getByRole('checkbox', { name: 'Payroll: Read' })).toBeChecked()
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    expect(roles.find((r) => r.name === 'Support')?.grants.Payroll).toEqual({
      read: true,
      write: true,
      create: true
    })
    // Opening it again shows the saved grants.
    await user.click(screen.getByRole('button', { name: 'Edit role Support' }))
    const reopened = await screen.findByRole('dialog', { name: 'Edit role' }, { timeout: 5000 })
    expect(within(reopened).getByRole('checkbox', { name: 'Payroll: Read' })).toBeChecked()
  })

  it('adds a role after asking for its name', async () => {
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Add new role' }, { timeout: 5000 }))
    const dialog = await screen.findByRole('dialog', { name: 'Add new role' }, { timeout: 5000 })
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await within(dialog).findByText('Enter a role name.')).toBeInTheDocument()
    await user.type(within(dialog).getByLabelText('Role name'), 'Auditor')
    await user.click(within(dialog).getByRole('checkbox', { name: 'Reporting: Read' }))
    await user.click(within(dialog).getByRole('button', { name: 'Submit' }))
    expect(await screen.findByRole('heading', { name: 'Auditor' }, { timeout: 5000 })).toBeInTheDocument()
    expect(roles.find((r) => r.name === 'Auditor')?.grants.Reporting.read).toBe(true)
  })
})

describe('roles page for a viewer', { timeout: 30_000 }, () => {
  it('shows the roles without "Edit role" or "Add new role"', async () => {
    renderWithProviders(<Roles />, {
      preloadedState: signedInAs([{ action: 'read', subject: 'Template' }], { role: 'viewer' }),
      route: '/apps/roles'
    })
    await screen.findByRole('heading', { name: 'Administrator' }, { timeout: 5000 })
    expect(screen.queryByRole('button', { name: /Edit role/ })).not.toBeInTheDocument()
    expect(screen.queryByRole('button', { name: 'Add new role' })).not.toBeInTheDocument()
  })
})
