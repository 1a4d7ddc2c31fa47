// The chat app's calls (paths documented in src/@fake-db/chat/handlers.ts).
import { http } from '@/auth/http'
import type { ChatsAndContacts, OpenedChat, ProfileUpdate, ProfileUser, SentMessage } from '@/contracts/chat'

export async function fetchChatsAndContactsRequest(): Promise<ChatsAndContacts> {
  const { data } = await http.get<ChatsAndContacts>('/apps/chat/chats-and-contacts')
  return data
}

export async function fetchProfileUserRequest(): Promise<ProfileUser> {
  const { data } = await http.get<ProfileUser>('/apps/chat/users/profile-user')
  return data
}

export async function updateProfileUserRequest(update: ProfileUpdate): Promise<ProfileUser> {
  const { data } = await http.post<ProfileUser>('/apps/chat/users/profile-user', update)
  return data
}

export async function fetchChatRequest(contactId: number): Promise<OpenedChat> {
  const { data } = await http.get<OpenedChat>('/apps/chat/get-chat', { params: { id: contactId } })
  return data
}

export async function sendMessageRequest(contactId: number, message: string): Promise<SentMessage> {
  const { data } = await http.post<SentMessage>('/apps/chat/send-msg', {
    obj: { contact: { id: contactId }, message }
  })
  return data
}
