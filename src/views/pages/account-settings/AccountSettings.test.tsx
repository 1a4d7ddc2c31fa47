import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installFakeDb } from '@/@fake-db/install'
import { resetAccountSessions } from '@/@fake-db/account/data'
import { accountSettingsDb, resetAccountSettings } from '@/@fake-db/account-settings/data'
import { accounts, resetAuthData } from '@/@fake-db/auth/data'
import { issueToken } from '@/@fake-db/auth/tokens'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import AccountSettings from './AccountSettings'

let mock: MockAdapter
beforeAll(() => {
  mock = installFakeDb(http, 'mock')
})
afterAll(() => mock.restore())
beforeEach(() => {
  resetAuthData()
  resetAccountSettings()
  resetAccountSessions()
  // The demo account routes answer only a valid demo access token, as the server would.
  http.defaults.headers.common.Authorization = `Bearer ${issueToken(1, 'access')}`
})
afterEach(() => {
  delete http.defaults.headers.common.Authorization
})

const demoAdmin = signedInAs([{ action: 'manage', subject: 'all' }], {
  id: 1,
  fullName: 'Demo Admin',
  username: 'admin',
  email: 'admin@demo.vibeline.app'
})
const renderTab = (tab = '') =>
  renderWithProviders(<AccountSettings />, {
    preloadedState: demoAdmin,
    route: `/pages/account-settings${tab ? `?tab=${tab}` : ''}`
  })

describe('account settings: General', () => {
  it('shows the own account and the company, and says what is wrong before sending', async () => {
    const { user } = renderTab()
    const username = await screen.findByLabelText('Username')
    expect(username).toHaveValue('admin')
    expect(screen.getByLabelText('Full name')).toHaveValue('Demo Admin')
    expect(screen.getByLabelText('Company')).toHaveValue('Vibeline Records')
    await user.clear(username)
    await user.type(username, 'no spaces')
    await user.clear(screen.getByLabelText('Email'))
    await user.type(screen.getByLabelText('Email'), 'nope')
    await user.clear(screen.getByLabelText('Full name'))
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(
      await screen.findByText('Use letters, digits, dots, dashes and underscores only.')
    ).toBeInTheDocument()
    expect(username).toHaveAccessibleDescription('Use letters, digits, dots, dashes and underscores only.')
    expect(screen.getByText('Enter a valid email address.')).toBeInTheDocument()
    expect(screen.getByText('Enter your full name.')).toBeInTheDocument()
    expect(accounts[0].username).toBe('admin')
  })

  it('saves; the navbar’s user data and the fake database follow', async () => {
    const { user, store } = renderTab()
    const fullName = await screen.findByLabelText('Full name')
    await user.clear(fullName)
    await user.type(fullName, 'Dana Admin')
    await user.clear(screen.getByLabelText('Company'))
    await user.type(screen.getByLabelText('Company'), 'Night Owl Records')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument()
    expect(store.getState().auth.userData).toMatchObject({ fullName: 'Dana Admin', role: 'admin' })
    expect(accounts[0].fullName).toBe('Dana Admin')
    expect(accountSettingsDb.data.general.company).toBe('Night Owl Records')
  })

  it('shows the server’s message when the username belongs to someone else', async () => {
    const { user } = renderTab()
    const username = await screen.findByLabelText('Username')
    await user.clear(username)
    await user.type(username, 'CLIENT')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already in use.')
  })

  it('previews a new photo and resets it', async () => {
    const { user, container } = renderTab()
    await screen.findByLabelText('Username')
    const reset = screen.getByRole('button', { name: 'Reset' })
    expect(reset).toBeDisabled()
    const png = new File([Uint8Array.from([137, 80, 78, 71])], 'me.png', { type: 'image/png' })
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, png)
    const picture = await screen.findByRole('img', { name: 'Your profile picture' })
    expect(picture).toHaveAttribute('src', expect.stringMatching(/^data:image\/png;base64,/))
    expect(screen.getByText('The new picture is saved with the other changes.')).toBeInTheDocument()
    await user.click(reset)
    expect(screen.queryByRole('img', { name: 'Your profile picture' })).toHaveAttribute('role', 'img')
    expect(screen.getByRole('img', { name: 'Your profile picture' }).tagName).toBe('SPAN')
  })
})

describe('account settings: Security', () => {
  it('shows the password rules as the person types, and the confirmation mismatch', async () => {
    const { user } = renderTab('security')
    const next = await screen.findByLabelText('New password')
    const rules = () => within(screen.getByText('The new password:').parentElement!).getAllByRole('listitem')
    expect(rules().map((r) => r.textContent)).toEqual([
      'has 8 to 128 characters (not yet)',
      'contains a letter (not yet)',
      'contains a digit (not yet)',
      'does not start or end with a space (not yet)',
      'matches the confirmation (not yet)'
    ])
    await user.type(next, 'abc1')
    expect(rules()[1]).toHaveTextContent('(done)')
    expect(rules()[2]).toHaveTextContent('(done)')
    expect(rules()[0]).toHaveTextContent('(not yet)')
    await user.type(next, 'defgh')
    expect(rules()[0]).toHaveTextContent('(done)')
    await user.type(screen.getByLabelText('Current password'), 'admin')
    await user.type(screen.getByLabelText('Confirm the new password'), 'abc1defgX')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByText('The two new passwords differ.')).toBeInTheDocument()
    expect(accounts[0].password).toBe('admin')
  })

  it('refuses a wrong current password with the server’s message, then changes it and signs out the others', async () => {
    const { user } = renderTab('security')
    await screen.findByText('This device')
    expect(screen.getAllByRole('button', { name: /^Sign out\W+\S+ on \S+$/ })).toHaveLength(2)
    await user.type(screen.getByLabelText('Current password'), 'wrong')
    await user.type(screen.getByLabelText('New password'), 'better-pass-1')
    await user.type(screen.getByLabelText('Confirm the new password'), 'better-pass-1')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('The current password is not correct.')

    await user.clear(screen.getByLabelText('Current password'))
    await user.type(screen.getByLabelText('Current password'), 'admin')
    await user.click(screen.getByRole('button', { name: 'Change password' }))
    expect(
      await screen.findByText('Password changed. 2 other sessions were signed out.', {
        selector: '[role=status]'
      })
    ).toBeInTheDocument()
    expect(accounts[0].password).toBe('better-pass-1')
    await waitFor(() =>
      expect(screen.queryAllByRole('button', { name: /^Sign out\W+\S+ on \S+$/ })).toHaveLength(0)
    )
    expect(screen.getByLabelText('Current password')).toHaveValue('')
  })

  it('signs out one device after asking, then all the others', async () => {
    const { user } = renderTab('security')
    await user.click(await screen.findByRole('button', { name: /^Sign out\W+Safari on iOS$/ }))
    const dialog = await screen.findByRole('dialog', { name: 'Sign out this device?' })
    await user.click(within(dialog).getByRole('button', { name: 'Sign out' }))
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: /^Sign out\W+Safari on iOS$/ })).not.toBeInTheDocument()
    )
    await user.click(screen.getByRole('button', { name: 'Sign out all other devices' }))
    const confirm = await screen.findByRole('dialog', { name: 'Sign out all other devices?' })
    await user.click(within(confirm).getByRole('button', { name: 'Sign out' }))
    await waitFor(() =>
      expect(screen.queryAllByRole('button', { name: /^Sign out\W+\S+ on \S+$/ })).toHaveLength(0)
    )
    expect(screen.getByRole('button', { name: 'Sign out all other devices' })).toBeDisabled()
  })
})

describe('account settings: template tabs', () => {
  it('checks and saves the information', async () => {
    const { user } = renderTab('info')
    const phone = await screen.findByLabelText('Phone')
    await user.clear(phone)
    await user.type(phone, 'call me maybe')
    await user.clear(screen.getByLabelText('Website'))
    await user.type(screen.getByLabelText('Website'), 'vibeline')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Enter a phone number of digits, spaces and dashes.')).toBeInTheDocument()
    expect(screen.getByText('Enter a web address starting with http:// or https://.')).toBeInTheDocument()
    await user.clear(phone)
    await user.type(phone, '+1 555 0100')
    await user.clear(screen.getByLabelText('Website'))
    await user.selectOptions(screen.getByLabelText('Country'), 'Egypt')
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument()
    expect(accountSettingsDb.data.info).toMatchObject({ phone: '+1 555 0100', website: '', country: 'Egypt' })
  })

  it('connects and disconnects a service, and saves the notification switches', async () => {
    const { user } = renderTab('connections')
    await user.click(await screen.findByRole('button', { name: /^Connect\W+GitHub$/ }))
    expect(await screen.findByRole('button', { name: /^Disconnect\W+GitHub$/ })).toBeInTheDocument()
    expect(accountSettingsDb.data.social.connections.github).not.toBeNull()

    await user.click(screen.getByRole('tab', { name: 'Notifications' }))
    const follow = await screen.findByRole('switch', { name: 'someone follows me' })
    expect(follow).not.toBeChecked()
    await user.click(follow)
    await user.click(screen.getByRole('button', { name: 'Save changes' }))
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument()
    expect(accountSettingsDb.data.notification.followMe).toBe(true)
  })

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderTab()
    const general = await screen.findByRole('tab', { name: 'General' })
    expect(general).toHaveAttribute('aria-selected', 'true')
    general.focus()
    await user.keyboard('{ArrowRight}')
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveFocus()
    expect(screen.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{End}')
    expect(screen.getByRole('tab', { name: 'Notifications' })).toHaveAttribute('aria-selected', 'true')
  })
})
