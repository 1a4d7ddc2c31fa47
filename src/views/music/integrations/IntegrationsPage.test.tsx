import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installFakeDb } from '@/@fake-db/install'
import { apiKeysDb, resetApiKeys } from '@/@fake-db/api-keys/data'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import { openTestMusicHost, type TestMusicHost } from '@/test/musicHost'
import IntegrationsPage from './IntegrationsPage'
import { apiKeysApi } from './api-keys/apiKeysApi'

let mock: MockAdapter
beforeAll(() => {
  mock = installFakeDb(http, 'mock')
})
afterAll(() => mock.restore())
// A key's creation and revocation go to demo mode's audit log, in the music host's database.
let host: TestMusicHost
beforeEach(async () => {
  resetApiKeys()
  host = await openTestMusicHost(false)
})
afterEach(() => host.close())

const admin = signedInAs([{ action: 'manage', subject: 'all' }])
const renderPage = () =>
  renderWithProviders(<IntegrationsPage />, { preloadedState: admin, route: '/music/integrations' })
const rows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1)

describe('integrations: API keys', () => {
  it('lists the keys with masked keys, scopes and requests in the last 24 hours', async () => {
    renderPage()
    expect(screen.getByRole('heading', { level: 1, name: 'Integrations' })).toBeInTheDocument()
    const mobile = (await screen.findByRole('rowheader', { name: /^Mobile app/ })).closest('tr')!
    expect(rows()).toHaveLength(3)
    expect(within(mobile).getByText('vbl_live_3f9a••••••••')).toBeInTheDocument()
    expect(within(mobile).getByText(/^catalog:read/)).toBeInTheDocument()
    expect(within(mobile).getByRole('cell', { name: '1,284' })).toBeInTheDocument()
    const unused = screen.getByRole('rowheader', { name: /^Reporting dashboard/ }).closest('tr')!
    expect(within(unused).getByRole('cell', { name: 'Never' })).toBeInTheDocument()
  })

  it('says when the keys cannot be loaded, and loads them again on request', async () => {
    const answer = { status: 500, data: { error: 'The database is not answering.' } }
    vi.spyOn(apiKeysApi, 'list').mockRejectedValueOnce(
      Object.assign(new Error('500'), { isAxiosError: true, response: answer })
    )
    const { user } = renderPage()
    expect(await screen.findByRole('alert')).toHaveTextContent('The database is not answering.')
    await user.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByRole('rowheader', { name: /^Mobile app/ })).toBeInTheDocument()
  })

  it('says when there is no key yet', async () => {
    apiKeysDb.keys = []
    renderPage()
    expect(await screen.findByText('No API keys yet. Create one above.')).toBeInTheDocument()
  })

  it('shows how to use a key: the requests its scope allows, against this server, with the key’s start in it', async () => {
    const { user } = renderPage()
    await user.click(
      await screen.findByRole('button', { name: 'Use it: how to use the key Reporting dashboard' })
    )
    const dialog = await screen.findByRole('dialog', { name: 'Use Reporting dashboard' })
    const ingest = within(dialog).getByRole('region', { name: 'Report a play' })
    const code = ingest.querySelector('code')!.textContent!
    expect(code).toContain(`curl -sS -X POST '${window.location.origin}/admin/v2/play_histories'`)
    expect(code).toContain("-H 'Authorization: Bearer vbl_live_0d42…'")
    expect(within(dialog).queryByRole('region', { name: 'Read the catalogue' })).not.toBeInTheDocument()
    expect(within(dialog).getByText(/needs a catalog:read key/)).toBeInTheDocument()
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!)
    await user.click(screen.getByRole('button', { name: 'Use it: how to use the key Mobile app' }))
    const reader = await screen.findByRole('dialog', { name: 'Use Mobile app' })
    expect(within(reader).getByRole('region', { name: 'Read the catalogue' })).toHaveTextContent(
      `curl -sS '${window.location.origin}/admin/v2/tracks?per_page=5'`
    )
    expect(within(reader).queryByRole('region', { name: 'Report a play' })).not.toBeInTheDocument()
  })

  it('says which keys their owner’s role change narrowed or stopped, and leaves the others plain', async () => {
    apiKeysDb.keys = apiKeysDb.keys.map((key) =>
      key.name === 'Catalogue import'
        ? { ...key, owner: { name: 'Rana Haddad', role: 'viewer' }, access: 'narrowed' }
        : key.name === 'Reporting dashboard'
          ? { ...key, owner: { name: 'Omar Aziz', role: null }, access: 'none' }
          : key
    )
    renderPage()
    const row = async (name: string) =>
      (await screen.findByRole('rowheader', { name: new RegExp(`^${name}`) })).closest('tr')!
    expect(
      within(await row('Catalogue import')).getByText(
        'Narrowed: Rana Haddad is now Viewer, so this key may do only what that role may.'
      )
    ).toBeInTheDocument()
    expect(
      within(await row('Reporting dashboard')).getByText('Stopped: Omar Aziz is deactivated or deleted.')
    ).toBeInTheDocument()
    expect(within(await row('Mobile app')).queryByText(/Narrowed|Stopped/)).not.toBeInTheDocument()
  })

  it('asks for a name, then creates a key and shows it once with a copy button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined)
    const { user } = renderPage()
    await screen.findByRole('rowheader', { name: /^Mobile app/ })
    await user.click(screen.getByRole('button', { name: 'Create key' }))
    expect(await screen.findByText('Give the key a name.')).toBeInTheDocument()
    expect(apiKeysDb.keys).toHaveLength(3)

    await user.type(screen.getByLabelText('Name'), 'Label feed')
    await user.selectOptions(screen.getByLabelText('Scope'), 'catalog:write')
    await user.click(screen.getByRole('button', { name: 'Create key' }))
    const dialog = await screen.findByRole('dialog', { name: 'Your new key: Label feed' })
    const value = within(dialog).getByLabelText('API key') as HTMLInputElement
    expect(value.value).toMatch(/^vbl_live_[a-z0-9]{32}$/)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }))
    expect(writeText).toHaveBeenCalledWith(value.value)
    expect(within(dialog).getByText('Copied to the clipboard.')).toBeInTheDocument()
    const full = value.value
    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument())
    const row = screen.getByRole('rowheader', { name: /^Label feed/ }).closest('tr')!
    expect(within(row).getByText(/^catalog:write/)).toBeInTheDocument()
    expect(within(row).getByText(`${full.slice(0, 13)}${'•'.repeat(8)}`)).toBeInTheDocument()
    expect(document.body.textContent).not.toContain(full)
  })

  it('shows the server message for a name in use', async () => {
    const { user } = renderPage()
    await screen.findByRole('rowheader', { name: /^Mobile app/ })
    await user.type(screen.getByLabelText('Name'), 'mobile app')
    await user.click(screen.getByRole('button', { name: 'Create key' }))
    expect(await screen.findByRole('alert')).toHaveTextContent('Another key already has this name.')
  })

  it('revokes a key only after asking', async () => {
    const { user } = renderPage()
    await user.click(await screen.findByRole('button', { name: 'Revoke the key Catalogue import' }))
    const dialog = await screen.findByRole('dialog', { name: 'Revoke this API key?' })
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
    expect(apiKeysDb.keys).toHaveLength(3)
    await user.click(screen.getByRole('button', { name: 'Revoke the key Catalogue import' }))
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Revoke this API key?' })).getByRole('button', {
        name: 'Revoke'
      })
    )
    await waitFor(() => expect(rows()).toHaveLength(2))
    expect(apiKeysDb.keys.map((k) => k.name)).not.toContain('Catalogue import')
  })
})

describe('integrations: webhooks', () => {
  it('leads to the webhooks page for those who may read webhooks, and not otherwise', async () => {
    const first = renderPage()
    const link = await screen.findByRole('link', { name: 'Manage webhooks' })
    expect(link).toHaveAttribute('href', '/music/integrations/webhooks')
    first.unmount()
    renderWithProviders(<IntegrationsPage />, {
      preloadedState: signedInAs([{ action: 'read', subject: 'ApiKey' }]),
      route: '/music/integrations'
    })
    expect(await screen.findByRole('heading', { level: 1, name: 'Integrations' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Manage webhooks' })).toBeNull()
  })
})
