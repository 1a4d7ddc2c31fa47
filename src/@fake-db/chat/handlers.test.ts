// @vitest-environment node
import { beforeEach, describe, expect, it } from 'vitest'
import type { ChatsAndContacts, OpenedChat, ProfileUser, SentMessage } from '@/contracts/chat'
import type { MockRequest } from '../mock'
import { getChat, getChatsAndContacts, getProfileUser, sendMessage, updateProfileUser } from './handlers'
import { chatDb, resetChatDb } from './data'

const req = (params: Record<string, unknown> = {}, body: unknown = undefined): MockRequest => ({
  url: '',
  method: 'get',
  params,
  body,
  headers: {}
})
const lists = () => getChatsAndContacts(req())[1] as ChatsAndContacts
const send = (contactId: number, message: string) =>
  sendMessage(
    req({}, { obj: { contact: { id: contactId }, message } }),
    () => new Date('2026-11-21T10:00:00Z')
  )

beforeEach(() => resetChatDb())

describe('GET /apps/chat/chats-and-contacts', () => {
  it('lists contacts with a chat, newest message first, and the other contacts apart', () => {
    const { chatsContacts, contacts } = lists()
    expect(chatsContacts.map((c) => c.fullName)).toEqual([
      'Bruno Lindqvist',
      'Chen Wei',
      'Amara Okafor',
      'Elif Demir'
    ])
    expect(chatsContacts[0]!.chat).toMatchObject({ unseenMsgs: 2, lastMessage: { senderId: 2 } })
    expect(contacts.map((c) => c.id)).toEqual([4, 6, 7, 8])
  })
})

describe('GET /apps/chat/get-chat', () => {
  it('returns the chat and its contact and resets the unseen count to 0', () => {
    expect(lists().chatsContacts.find((c) => c.id === 2)!.chat.unseenMsgs).toBe(2)
    const [status, body] = getChat(req({ id: 2 }))
    expect(status).toBe(200)
    const { chat, contact } = body as OpenedChat
    expect(contact.fullName).toBe('Bruno Lindqvist')
    expect(chat?.chat).toHaveLength(4)
    expect(chat?.unseenMsgs).toBe(0)
    expect(lists().chatsContacts.find((c) => c.id === 2)!.chat.unseenMsgs).toBe(0)
  })

  it('returns a null chat for a contact without one, and 404 for an unknown contact', () => {
    expect(getChat(req({ id: 4 }))).toEqual([
      200,
      { chat: null, contact: expect.objectContaining({ id: 4 }) }
    ])
    expect(getChat(req({ id: 99 }))[0]).toBe(404)
  })
})

describe('POST /apps/chat/send-msg', () => {
  it('appends the message from the profile user to an existing chat', () => {
    const [status, body] = send(1, 'See you at the listening session')
    expect(status).toBe(201)
    const { newMessageData, chat } = body as SentMessage
    expect(newMessageData).toMatchObject({
      message: 'See you at the listening session',
      senderId: chatDb.profileUser.id,
      time: '2026-11-21T10:00:00.000Z'
    })
    expect(chat.chat.at(-1)).toEqual(newMessageData)
    expect(chat.chat).toHaveLength(6)
    expect(chatDb.chats).toHaveLength(4)
  })

  it('creates a chat when none exists with that contact', () => {
    const [status, body] = send(4, 'Welcome aboard, Dalia!')
    expect(status).toBe(201)
    const { chat } = body as SentMessage
    expect(chat).toMatchObject({ id: 5, userId: 4, unseenMsgs: 0 })
    expect(chat.chat.map((m) => m.message)).toEqual(['Welcome aboard, Dalia!'])
    const after = lists()
    expect(after.chatsContacts[0]!.id).toBe(4)
    expect(after.contacts.map((c) => c.id)).not.toContain(4)
  })

  it('trims the message and refuses an empty or blank one with 400', () => {
    expect((send(1, '  hi  ')[1] as SentMessage).newMessageData.message).toBe('hi')
    expect(send(1, '')).toEqual([400, { error: 'A message cannot be empty.' }])
    expect(send(4, ' \n\t ')[0]).toBe(400)
    expect(chatDb.chats.find((c) => c.userId === 4)).toBeUndefined()
  })

  it('answers 404 for an unknown contact', () => {
    expect(send(99, 'Hello?')[0]).toBe(404)
  })
})

describe('profile user', () => {
  it('reads and updates status and about', () => {
    expect((getProfileUser(req())[1] as ProfileUser).status).toBe('online')
    const [status, body] = updateProfileUser(req({}, { status: 'busy', about: 'In the studio' }))
    expect(status).toBe(200)
    expect(body).toMatchObject({ status: 'busy', about: 'In the studio' })
    expect((getProfileUser(req())[1] as ProfileUser).status).toBe('busy')
  })

  it('rejects an unknown status', () => {
    expect(updateProfileUser(req({}, { status: 'sleeping' }))[0]).toBe(400)
  })
})
