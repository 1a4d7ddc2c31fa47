// The chat demo app (spec §3 "Chat"): shapes shared by the screens and the fake database.
import { z } from 'zod'

export const CHAT_STATUSES = ['online', 'busy', 'away', 'offline'] as const
export type ChatStatus = (typeof CHAT_STATUSES)[number]

export type ChatContact = {
  id: number
  fullName: string
  role: string
  about: string
  avatar: string | null
  status: ChatStatus
}

export type ProfileUser = ChatContact & {
  settings: { isTwoStepAuthVerificationEnabled: boolean; isNotificationsOn: boolean }
}

export type ChatMessage = {
  message: string
  /** ISO date-time. */
  time: string
  senderId: number
  feedback?: { isSent: boolean; isDelivered: boolean; isSeen: boolean }
}

export type Chat = {
  id: number
  userId: number
  unseenMsgs: number
  chat: ChatMessage[]
}

/** A contact that has a chat, with what the chat list shows. */
export type ChatContactWithSummary = ChatContact & {
  chat: { id: number; unseenMsgs: number; lastMessage: ChatMessage | null }
}

export type ChatsAndContacts = { chatsContacts: ChatContactWithSummary[]; contacts: ChatContact[] }
export type OpenedChat = { chat: Chat | null; contact: ChatContact }
export type SentMessage = { newMessageData: ChatMessage; chat: Chat; contact: ChatContact }

export const MESSAGE_MAX_LENGTH = 2000

export const sendMessageSchema = z.object({
  obj: z.object({
    contact: z.object({ id: z.number().int() }),
    message: z
      .string()
      .trim()
      .min(1, 'chat.errors.emptyMessage')
      .max(MESSAGE_MAX_LENGTH, 'chat.errors.tooLong')
  })
})
export type SendMessageRequest = z.infer<typeof sendMessageSchema>

export const profileUpdateSchema = z.object({
  status: z.enum(CHAT_STATUSES).optional(),
  about: z.string().trim().max(240, 'chat.errors.aboutTooLong').optional()
})
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>
