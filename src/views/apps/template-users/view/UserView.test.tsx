import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installFakeDb } from '@/@fake-db/install'
import { resetUsers, userDetails, users } from '@/@fake-db/users/data'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import UserView from './UserView'
import { userSettingsApi } from './userSettingsApi'

let mock: MockAdapter
beforeAll(() => {
  mock = installFakeDb(http, 'mock')
})
afterAll(() => mock.restore())
beforeEach(() => resetUsers())
afterEach(() => vi.restoreAllMocks())

/** What the http client rejects with when the server answers 500 with a message. */
const serverError = (message: string) =>
  Object.assign(new Error(message), {
    isAxiosError: true,
    response: { status: 500, data: { error: message } }
  })

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
    const confirm = await screen.findByRole('dialog', { name: 'Suspend this user?' }, { timeout: 5000 })
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

  it('saves the notification choices, keeps them across tabs, and reads them back on the next visit', async () => {
    const target = users[3]
    const before = userDetails(target).notifications[0]
    const { user, unmount } = renderView(target.id)
    await screen.findByRole('heading', { level: 1, name: target.fullName }, { timeout: 5000 })
    await user.click(screen.getByRole('tab', { name: 'Notifications' }))
    const save = screen.getByRole('button', { name: 'Save changes' })
    expect(save).toBeDisabled()
    const box = screen.getByRole('checkbox', { name: 'New for you: App' })
    await user.click(box)
    expect(screen.getByText('You have unsaved changes.')).toBeInTheDocument()
    await user.click(save)
    expect(await screen.findByText('Notification preferences saved.')).toBeInTheDocument()
    expect(userDetails(target).notifications[0].app).toBe(!before.app)
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeDisabled()

    await user.click(screen.getByRole('tab', { name: 'Account' }))
    await user.click(screen.getByRole('tab', { name: 'Notifications' }))
    expect(screen.getByRole('checkbox', { name: 'New for you: App' })).toHaveProperty('checked', !before.app)

    unmount()
    renderView(target.id)
    await screen.findByRole('heading', { level: 1, name: target.fullName }, { timeout: 5000 })
    await userEvent.click(screen.getByRole('tab', { name: 'Notifications' }))
    expect(screen.getByRole('checkbox', { name: 'New for you: App' })).toHaveProperty('checked', !before.app)
  })

  it('shows the answer of a refused notification save and keeps the unsaved choice', async () => {
    const target = users[3]
    const before = userDetails(target).notifications[1]
    vi.spyOn(userSettingsApi, 'saveNotifications').mockRejectedValueOnce(
      serverError('The settings service is down.')
    )
    const { user } = renderView(target.id)
    await screen.findByRole('heading', { level: 1, name: target.fullName }, { timeout: 5000 })
    await user.click(screen.getByRole('tab', { name: 'Notifications' }))
    await user.click(screen.getByRole('checkbox', { name: 'Account activity: Email' }))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('The settings service is down.')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: 'Account activity: Email' })).toHaveProperty(
      'checked',
      !before.email
    )
    expect(userDetails(target).notifications[1]).toEqual(before)
    expect(screen.getByRole('button', { name: 'Save changes' })).toBeEnabled()
  })

  it('saves a connection switch at once, shows the account, and puts the switch back when saving fails', async () => {
    const target = users[0]
    expect(userDetails(target).connections.find((c) => c.name === 'Slack')?.connected).toBe(false)
    const { user } = renderView(target.id)
    await screen.findByRole('heading', { level: 1, name: target.fullName }, { timeout: 5000 })
    await user.click(screen.getByRole('tab', { name: 'Connections' }))
    const slack = screen.getByRole('switch', { name: 'Connect Slack' })
    await user.click(slack)
    expect(await screen.findByText('Slack saved')).toBeInTheDocument()
    expect(slack).toBeChecked()
    expect(within(slack.closest('li')!).getByText(`@${target.username}`)).toBeInTheDocument()
    expect(userDetails(target).connections.find((c) => c.name === 'Slack')?.connected).toBe(true)

    vi.spyOn(userSettingsApi, 'saveConnection').mockRejectedValueOnce(serverError('Slack did not answer.'))
    const google = screen.getByRole('switch', { name: 'Connect Google' })
    const wasGoogle = (google as HTMLInputElement).checked
    await user.click(google)
    expect(await screen.findByText('Slack did not answer.')).toBeInTheDocument()
    expect((google as HTMLInputElement).checked).toBe(wasGoogle)
    expect(userDetails(target).connections.find((c) => c.name === 'Google')?.connected).toBe(wasGoogle)
  })

  it('changes the plan from the plan card, and the card shows the new plan', async () => {
    const target = users.find((u) => u.currentPlan === 'basic')!
    const { user } = renderView(target.id)
    await screen.findByRole('heading', { level: 1, name: target.fullName }, { timeout: 5000 })
    await user.click(screen.getByRole('button', { name: 'Upgrade plan' }))
    const dialog = await screen.findByRole('dialog', { name: 'Change plan' })
    const submit = within(dialog).getByRole('button', { name: 'Change plan' })
    expect(submit).toBeDisabled()
    await user.selectOptions(within(dialog).getByLabelText('New plan'), 'Enterprise')
    await user.click(submit)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Change plan' })).not.toBeInTheDocument())
    expect(users.find((u) => u.id === target.id)?.currentPlan).toBe('enterprise')
    expect(await screen.findByText('$199')).toBeInTheDocument()
    expect(screen.getByText('Unlimited storage')).toBeInTheDocument()
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
