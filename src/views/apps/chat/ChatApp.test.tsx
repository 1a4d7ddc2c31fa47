import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import type MockAdapter from 'axios-mock-adapter'
import { http } from '@/auth/http'
import { installFakeDb } from '@/@fake-db/install'
import { chatDb, resetChatDb } from '@/@fake-db/chat/data'
import { renderWithProviders } from '@/test/renderWithProviders'
import ChatApp from './ChatApp'

let mock: MockAdapter
beforeAll(() => {
  mock = installFakeDb(http, 'mock')
})
afterAll(() => mock.restore())
beforeEach(() => resetChatDb())

const renderChat = () => renderWithProviders(<ChatApp />, { route: '/apps/chat', path: '/apps/chat' })
const chatsList = () => screen.findByRole('list', { name: 'Chats' })
const messageBox = () => screen.getByRole('textbox', { name: /^Message to/ })
const log = () => screen.getByRole('log')

async function openChat(user: ReturnType<typeof renderChat>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${name}`) }))
  await screen.findByRole('heading', { name, level: 2 })
}

describe('ChatApp', { timeout: 20_000 }, () => {
  it('shows the start screen, the chats with unseen badges and the other contacts', async () => {
    renderChat()
    const chats = await chatsList()
    expect(screen.getByRole('heading', { name: 'Start a conversation' })).toBeInTheDocument()
    const rows = within(chats).getAllByRole('button')
    expect(rows.map((r) => r.querySelector('.chat-list-name')?.textContent)).toEqual([
      'Bruno Lindqvist',
      'Chen Wei',
      'Amara Okafor',
      'Elif Demir'
    ])
    expect(within(rows[0]!).getByText('2')).toBeInTheDocument()
    expect(within(rows[0]!).getByText('unread', { exact: false })).toBeInTheDocument()
    const contacts = screen.getByRole('list', { name: 'Contacts' })
    expect(within(contacts).getAllByRole('button')).toHaveLength(4)
  })

  it('opening a chat shows its messages and clears its unseen badge', async () => {
    const { user } = renderChat()
    await chatsList()
    await openChat(user, 'Bruno Lindqvist')
    expect(within(log()).getByText('Pixel 8 and Galaxy S23 so far.')).toBeInTheDocument()
    const row = screen.getByRole('button', { name: /^Bruno Lindqvist/ })
    expect(within(row).queryByText('unread', { exact: false })).not.toBeInTheDocument()
    expect(chatDb.chats.find((c) => c.userId === 2)?.unseenMsgs).toBe(0)
  })

  it('Enter sends the message and Shift+Enter writes a new line', async () => {
    const { user } = renderChat()
    await chatsList()
    await openChat(user, 'Amara Okafor')
    await user.type(messageBox(), 'First line{Shift>}{Enter}{/Shift}second line')
    expect(messageBox()).toHaveValue('First line\nsecond line')
    expect(chatDb.chats.find((c) => c.userId === 1)?.chat).toHaveLength(5)

    await user.type(messageBox(), '{Enter}')
    await waitFor(() => expect(messageBox()).toHaveValue(''))
    expect(within(log()).getByText(/First line\s+second line/)).toBeInTheDocument()
    expect(chatDb.chats.find((c) => c.userId === 1)?.chat.at(-1)?.message).toBe('First line\nsecond line')
    // The chat list shows the new last message.
    await waitFor(() =>
      expect(
        within(screen.getByRole('button', { name: /^Amara Okafor/ })).getByText(/First line/)
      ).toBeInTheDocument()
    )
  })

  it('does not send an empty or blank message', async () => {
    const { user } = renderChat()
    await chatsList()
    await openChat(user, 'Amara Okafor')
    const send = screen.getByRole('button', { name: 'Send' })
    expect(send).toBeDisabled()
    await user.type(messageBox(), '   {Enter}')
    expect(send).toBeDisabled()
    expect(chatDb.chats.find((c) => c.userId === 1)?.chat).toHaveLength(5)
  })

  it('the send button sends, and a first message to a contact starts a chat', async () => {
    const { user } = renderChat()
    await chatsList()
    await openChat(user, 'Dalia Haddad')
    expect(screen.getByText('No messages yet. Say hello to Dalia Haddad!')).toBeInTheDocument()
    await user.type(messageBox(), 'Welcome to Vibeline, Dalia')
    await user.click(screen.getByRole('button', { name: 'Send' }))
    expect(await within(log()).findByText('Welcome to Vibeline, Dalia')).toBeInTheDocument()
    await waitFor(async () =>
      expect(within(await chatsList()).getByRole('button', { name: /^Dalia Haddad/ })).toBeInTheDocument()
    )
    expect(
      within(screen.getByRole('list', { name: 'Contacts' })).queryByRole('button', { name: /^Dalia/ })
    ).toBeNull()
  })

  it('searching filters chats and contacts by name', async () => {
    const { user } = renderChat()
    await chatsList()
    await user.type(screen.getByRole('searchbox', { name: 'Search chats and contacts' }), 'gra')
    expect(screen.getByText('No chats found.')).toBeInTheDocument()
    expect(
      within(screen.getByRole('list', { name: 'Contacts' }))
        .getAllByRole('button')
        .map((b) => b.textContent)
    ).toEqual([expect.stringContaining('Grace Mensah')])
  })

  it('the profile panel changes the status and the about text', async () => {
    const { user } = renderChat()
    await chatsList()
    await user.click(await screen.findByRole('button', { name: 'Your profile (status: Online)' }))
    await user.click(screen.getByRole('radio', { name: 'Busy' }))
    await waitFor(() => expect(chatDb.profileUser.status).toBe('busy'))
    // The radio follows the store, which takes the server's answer a moment after the database changed.
    await waitFor(() => expect(screen.getByRole('radio', { name: 'Busy' })).toBeChecked())
    const about = screen.getByLabelText('About')
    await user.clear(about)
    await user.type(about, 'Mixing the winter playlist')
    await user.click(screen.getByRole('button', { name: 'Save about' }))
    await waitFor(() => expect(chatDb.profileUser.about).toBe('Mixing the winter playlist'))
    await user.click(screen.getByRole('button', { name: 'Close your profile' }))
    expect(screen.getByRole('button', { name: 'Your profile (status: Busy)' })).toBeInTheDocument()
  })
})
