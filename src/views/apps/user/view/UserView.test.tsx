import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installFakeDb } from '@/@fake-db/install'
import { resetUsers, users } from '@/@fake-db/users/data'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import UserView from './UserView'

let mock: MockAdapter
beforeAll(() => {
  mock = installFakeDb(http, 'mock')
})
afterAll(() => mock.restore())
beforeEach(() => resetUsers())

const admin = signedInAs([{ action: 'manage', subject: 'all' }])
const renderView = (id: number | string) =>
  renderWithProviders(<UserView />, {
    preloadedState: admin,
    route: `/apps/user/view/${id}`,
    path: '/apps/user/view/:id'
  })

describe('template user view', { timeout: 30_000 }, () => {
  it('shows the user, their plan and the activity timeline, then other tabs', async () => {
    const target = users[3]
    const { user } = renderView(target.id)
    expect(
      await screen.findByRole('heading', { level: 1, name: target.fullName }, { timeout: 5000 })
    ).toBeInTheDocument()
    expect(screen.getByText(target.email)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Current plan' })).toBeInTheDocument()
    expect(screen.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByRole('heading', { name: 'User activity timeline' })).toBeInTheDocument()

    await user.click(screen.getByRole('tab', { name: 'Billing & plans' }))
    const panel = screen.getByRole('tabpanel')
    expect(within(panel).getByRole('heading', { name: 'Payment methods' })).toBeInTheDocument()
    expect(within(panel).getByText(`Billed by ${target.billing}.`)).toBeInTheDocument()
  })

  it('asks before suspending, then shows the user as inactive', async () => {
    const target = users.find((u) => u.status !== 'inactive')!
    const { user } = renderView(target.id)
    await screen.findByRole('heading', { level: 1, name: target.fullName }, { timeout: 5000 })
    await user.click(screen.getByRole('button', { name: 'Suspend' }))
    const confirm = await screen.findByRole('alertdialog', { name: 'Suspend this user?' }, { timeout: 5000 })
    expect(users.find((u) => u.id === target.id)?.status).toBe(target.status)
    await user.click(within(confirm).getByRole('button', { name: 'Suspend' }))
    expect(await screen.findByRole('button', { name: 'Reactivate' }, { timeout: 5000 })).toBeInTheDocument()
    expect(users.find((u) => u.id === target.id)?.status).toBe('inactive')
  })

  it('edits the user in the prefilled form and shows the saved details', async () => {
    const target = users[5]
    const { user } = renderView(target.id)
    await screen.findByRole('heading', { level: 1, name: target.fullName }, { timeout: 5000 })
    await user.click(screen.getByRole('button', { name: 'Edit' }))
    const dialog = await screen.findByRole('dialog', { name: 'Edit user' })
    expect(within(dialog).getByLabelText('Email')).toHaveValue(target.email)
    const company = within(dialog).getByLabelText('Company')
    await user.clear(company)
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await within(dialog).findByText('Enter the company.')).toBeInTheDocument()
    await user.type(company, 'Vibeline Records')
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Vibeline Records')).toBeInTheDocument()
    expect(users.find((u) => u.id === target.id)?.company).toBe('Vibeline Records')
  })

  it('says so when the user does not exist', async () => {
    renderView(404)
    expect(
      await screen.findByRole('heading', { name: 'User not found' }, { timeout: 5000 })
    ).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Back to the user list' })).toHaveAttribute(
      'href',
      '/apps/user/list'
    )
  })
})
