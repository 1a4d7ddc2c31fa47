import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { register } from '@/@fake-db/email/handlers'
import { emailDb, resetEmails } from '@/@fake-db/email/data'
import { renderWithProviders, signedInAs } from '@/test/renderWithProviders'
import EmailApp from './EmailApp'

let mock: MockAdapter
beforeAll(() => {
  mock = new MockAdapter(http)
  register(mock)
})
afterAll(() => mock.restore())
beforeEach(() => resetEmails())

const session = signedInAs([{ action: 'manage', subject: 'all' }])

function renderApp(route = '/apps/email') {
  return renderWithProviders(<EmailApp />, {
    preloadedState: session,
    route,
    path: '/apps/email',
    routes: [
      { path: '/apps/email/label/:label', element: <EmailApp /> },
      { path: '/apps/email/:folder', element: <EmailApp /> }
    ]
  })
}

const list = () => screen.getByRole('region', { name: 'Messages' })
const subjects = () =>
  within(list())
    .getAllByRole('listitem')
    .map((item) => item.querySelector('.email-subject')?.textContent)

// userEvent on a loaded 2-core machine: give each flow room.
describe('EmailApp', { timeout: 20_000 }, () => {
  it('lists the inbox newest first with the unread count in the sidebar', async () => {
    renderApp()
    await waitFor(() => expect(subjects().length).toBe(15))
    expect(subjects()[0]).toBe('Playlist pitch: Northbeat spring singles')
    const inboxLink = screen.getByRole('link', { name: /Inbox/ })
    expect(inboxLink).toHaveTextContent('8')
    expect(screen.getByRole('link', { name: /Draft/ })).toHaveTextContent('2')
  })

  it('starring a mail updates the list and the starred folder', async () => {
    const { user } = renderApp()
    const button = await screen.findByRole('button', { name: 'Star “Royalty statement for October”' })
    expect(button).toHaveAttribute('aria-pressed', 'false')
    await user.click(button)
    expect(
      await screen.findByRole('button', { name: 'Remove star from “Royalty statement for October”' })
    ).toHaveAttribute('aria-pressed', 'true')
    expect(emailDb.emails.find((e) => e.id === 2)?.isStarred).toBe(true)
    await user.click(screen.getByRole('link', { name: 'Starred' }))
    await waitFor(() => expect(subjects()).toContain('Royalty statement for October'))
  })

  it('searching filters the list by subject', async () => {
    const { user } = renderApp()
    await waitFor(() => expect(subjects().length).toBe(15))
    await user.type(screen.getByRole('searchbox', { name: 'Search by subject' }), 'lyrics')
    await waitFor(() => expect(subjects()).toEqual(['Lyrics display glitch on Android']))
    await user.clear(screen.getByRole('searchbox', { name: 'Search by subject' }))
    await user.type(screen.getByRole('searchbox', { name: 'Search by subject' }), 'zzz')
    expect(await screen.findByText('No messages here.')).toBeInTheDocument()
  })

  it('marks selected mails read and lowers the unread count', async () => {
    const { user } = renderApp()
    await user.click(
      await screen.findByRole('checkbox', { name: 'Select “Playlist pitch: Northbeat spring singles”' })
    )
    await user.click(screen.getByRole('checkbox', { name: 'Select “Royalty statement for October”' }))
    expect(screen.getByText('Selected: 2')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Mark as read' }))
    await waitFor(() => expect(screen.getByRole('link', { name: /Inbox/ })).toHaveTextContent('6'))
    expect(emailDb.emails.filter((e) => [1, 2].includes(e.id)).every((e) => e.isRead)).toBe(true)
  })

  it('delete asks first, then moves the selected mails to trash', async () => {
    const { user } = renderApp()
    await user.click(await screen.findByRole('checkbox', { name: 'Select “Royalty statement for October”' }))
    await user.click(screen.getByRole('button', { name: 'Delete' }))
    const dialog = await screen.findByRole('dialog', { name: 'Move to trash?' })
    expect(emailDb.emails.find((e) => e.id === 2)?.folder).toBe('inbox')
    await user.click(within(dialog).getByRole('button', { name: 'Move to trash' }))
    await waitFor(() => expect(subjects()).not.toContain('Royalty statement for October'))
    expect(emailDb.emails.find((e) => e.id === 2)?.folder).toBe('trash')
  })

  it('toggles a label on the selected mails', async () => {
    const { user } = renderApp()
    await user.click(await screen.findByRole('checkbox', { name: 'Select “Royalty statement for October”' }))
    await user.click(screen.getByRole('button', { name: 'Labels' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Personal' }))
    await waitFor(() =>
      expect(emailDb.emails.find((e) => e.id === 2)?.labels).toEqual(['important', 'personal'])
    )
    await user.click(screen.getByRole('button', { name: 'Labels' }))
    await user.click(await screen.findByRole('menuitem', { name: 'Important (applied)' }))
    await waitFor(() => expect(emailDb.emails.find((e) => e.id === 2)?.labels).toEqual(['personal']))
  })

  it('opens a mail, marks it read and walks to the next one', async () => {
    const { user } = renderApp()
    await user.click(
      await screen.findByRole('button', { name: /Maya Okafor.*Playlist pitch: Northbeat spring singles/ })
    )
    expect(
      await screen.findByRole('heading', { name: 'Playlist pitch: Northbeat spring singles' })
    ).toBeInTheDocument()
    expect(screen.getByText('northbeat-press-kit.pdf')).toBeInTheDocument()
    expect(screen.getByText('2.4 MB')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Newer message' })).toBeDisabled()
    expect(emailDb.emails.find((e) => e.id === 1)?.isRead).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Older message' }))
    expect(await screen.findByRole('heading', { name: 'Royalty statement for October' })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Newer message' })).toBeEnabled()
    await user.click(screen.getByRole('button', { name: 'Back to the list' }))
    expect(await screen.findByRole('searchbox', { name: 'Search by subject' })).toBeInTheDocument()
  })

  it('shows the label view from the URL', async () => {
    renderApp('/apps/email/label/important')
    await waitFor(() => expect(subjects()).toContain('Updated distribution agreement'))
    expect(subjects()).not.toContain('Mastered files are ready')
  })

  it('compose says what is missing before sending', async () => {
    const { user } = renderApp()
    await user.click(await screen.findByRole('button', { name: 'Compose' }))
    const dialog = await screen.findByRole('dialog', { name: 'New message' })
    await user.type(within(dialog).getByLabelText('To'), 'not-an-address')
    await user.click(within(dialog).getByRole('button', { name: 'Send' }))
    expect(
      await within(dialog).findByText('Enter valid email addresses, separated by commas.')
    ).toBeInTheDocument()
    expect(within(dialog).getByText('Enter a subject.')).toBeInTheDocument()
    expect(within(dialog).getByText('Write a message.')).toBeInTheDocument()
    expect(emailDb.emails).toHaveLength(26)
  })
})
