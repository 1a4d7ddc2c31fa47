// Chat app endpoints (spec §7 names them without paths; these are ours):
//   GET  /apps/chat/chats-and-contacts           → 200 { chatsContacts, contacts }
//          chatsContacts: contacts with a chat, newest message first, each with { chat: { id, unseenMsgs, lastMessage } };
//          contacts: the contacts without a chat yet (a first message starts one).
//   GET  /apps/chat/users/profile-user           → 200 the profile user
//   POST /apps/chat/users/profile-user { status?, about? } → 200 the updated profile user (400 invalid)
//   GET  /apps/chat/get-chat?id=<contactId>      → 200 { chat | null, contact }; resets that chat's unseenMsgs to 0 (spec §4); 404 unknown contact
//   POST /apps/chat/send-msg { obj: { contact: { id }, message } }
//        → 201 { newMessageData, chat, contact }; creates the chat when none exists with that contact (spec §4);
//          400 for an empty message, 404 for an unknown contact
import type MockAdapter from 'axios-mock-adapter'
import {
  profileUpdateSchema,
  sendMessageSchema,
  type Chat,
  type ChatContactWithSummary,
  type ChatMessage
} from '@/contracts/chat'
import { on, type MockRequest, type MockResponse } from '../mock'
import { chatDb } from './data'

const unknownContact: MockResponse = [404, { error: 'This contact does not exist.' }]

const lastOf = (chat: Chat): ChatMessage | null => chat.chat[chat.chat.length - 1] ?? null

export function getChatsAndContacts(_request: MockRequest): MockResponse {
  const chatsContacts: ChatContactWithSummary[] = chatDb.chats
    .flatMap((chat) => {
      const contact = chatDb.contacts.find((c) => c.id === chat.userId)
      return contact
        ? [{ ...contact, chat: { id: chat.id, unseenMsgs: chat.unseenMsgs, lastMessage: lastOf(chat) } }]
        : []
    })
    .sort((a, b) => (b.chat.lastMessage?.time ?? '').localeCompare(a.chat.lastMessage?.time ?? ''))
  const withChat = new Set(chatDb.chats.map((c) => c.userId))
  return [200, { chatsContacts, contacts: chatDb.contacts.filter((c) => !withChat.has(c.id)) }]
}

export function getProfileUser(_request: MockRequest): MockResponse {
  return [200, chatDb.profileUser]
}

export function updateProfileUser(request: MockRequest): MockResponse {
  const parsed = profileUpdateSchema.safeParse(request.body)
  if (!parsed.success) return [400, { error: 'The status or the about text is not valid.' }]
  const { status, about } = parsed.data
  chatDb.profileUser = {
    ...chatDb.profileUser,
    ...(status ? { status } : {}),
    ...(about !== undefined ? { about } : {})
  }
  return [200, chatDb.profileUser]
}

export function getChat(request: MockRequest): MockResponse {
  const contactId = Number(request.params.id)
  const contact = chatDb.contacts.find((c) => c.id === contactId)
  if (!contact) return unknownContact
  const existing = chatDb.chats.find((c) => c.userId === contactId)
  if (!existing) return [200, { chat: null, contact }]
  const chat: Chat = { ...existing, unseenMsgs: 0 }
  chatDb.chats = chatDb.chats.map((c) => (c.id === chat.id ? chat : c))
  return [200, { chat, contact }]
}

export function sendMessage(request: MockRequest, now: () => Date = () => new Date()): MockResponse {
  const parsed = sendMessageSchema.safeParse(request.body)
  if (!parsed.success) {
    const empty = parsed.error.issues.some((issue) => issue.message === 'chat.errors.emptyMessage')
    return [400, { error: empty ? 'A message cannot be empty.' : 'The message is not valid.' }]
  }
  const { contact: target, message } = parsed.data.obj
  const contact = chatDb.contacts.find((c) => c.id === target.id)
  if (!contact) return unknownContact
  const newMessageData: ChatMessage = {
    message,
    time: now().toISOString(),
    senderId: chatDb.profileUser.id,
    feedback: { isSent: true, isDelivered: false, isSeen: false }
  }
  const existing = chatDb.chats.find((c) => c.userId === contact.id)
  let chat: Chat
  if (existing) {
    chat = { ...existing, chat: [...existing.chat, newMessageData] }
    chatDb.chats = chatDb.chats.map((c) => (c.id === chat.id ? chat : c))
  } else {
    const id = chatDb.chats.reduce((max, c) => Math.max(max, c.id), 0) + 1
    chat = { id, userId: contact.id, unseenMsgs: 0, chat: [newMessageData] }
    chatDb.chats = [...chatDb.chats, chat]
  }
  return [201, { newMessageData, chat, contact }]
}

export function register(mock: MockAdapter): void {
  on(mock, 'get', '/apps/chat/chats-and-contacts', getChatsAndContacts)
  on(mock, 'get', '/apps/chat/users/profile-user', getProfileUser)
  on(mock, 'post', '/apps/chat/users/profile-user', updateProfileUser)
  on(mock, 'get', '/apps/chat/get-chat', getChat)
  on(mock, 'post', '/apps/chat/send-msg', (request) => sendMessage(request))
}
