// The template email app's shapes (spec §3 Email), shared by the screens and the fake database.
import { z } from 'zod'

export const EMAIL_FOLDERS = ['inbox', 'sent', 'draft', 'spam', 'trash'] as const
export type EmailFolder = (typeof EMAIL_FOLDERS)[number]
/** What the sidebar lists: the stored folders plus the starred view. */
export const EMAIL_VIEWS = ['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const
export type EmailView = (typeof EMAIL_VIEWS)[number]
export const EMAIL_LABELS = ['private', 'company', 'important', 'personal'] as const
export type EmailLabel = (typeof EMAIL_LABELS)[number]

export type EmailPerson = { name: string; email: string }
export type EmailAttachment = { fileName: string; thumbnail: string; url: string; size: string }
export type EmailReply = {
  id: number
  from: EmailPerson & { avatar: string | null }
  to: EmailPerson[]
  message: string
  time: string
}

export type Email = {
  id: number
  from: EmailPerson & { avatar: string | null }
  to: EmailPerson[]
  subject: string
  cc: string[]
  bcc: string[]
  /** HTML; always sanitized before it is rendered. */
  message: string
  attachments: EmailAttachment[]
  isStarred: boolean
  labels: EmailLabel[]
  /** ISO date-time. */
  time: string
  replies: EmailReply[]
  folder: EmailFolder
  isRead: boolean
  isDeleted?: boolean
  hasPreviousMail?: boolean
  hasNextMail?: boolean
}

export type EmailsMeta = { inbox: number; spam: number; draft: number }

/** Fields POST /apps/email/update-emails may change. */
export const emailUpdateSchema = z
  .object({
    isStarred: z.boolean(),
    isRead: z.boolean(),
    folder: z.enum(EMAIL_FOLDERS),
    isDeleted: z.boolean()
  })
  .partial()
  .strict()
export type EmailUpdate = z.infer<typeof emailUpdateSchema>

const addressList = z
  .string()
  .trim()
  .refine(
    (value) =>
      value === '' ||
      value
        .split(',')
        .map((part) => part.trim())
        .every((part) => z.email().safeParse(part).success),
    { message: 'email.compose.invalidAddress' }
  )

/** Compose form; messages are translation keys. */
export const composeSchema = z.object({
  to: addressList.refine((value) => value !== '', { message: 'email.compose.toRequired' }),
  cc: addressList,
  bcc: addressList,
  subject: z.string().trim().min(1, { message: 'email.compose.subjectRequired' }).max(200),
  message: z.string().refine((html) => html.replace(/<[^>]*>/g, '').trim() !== '', {
    message: 'email.compose.messageRequired'
  })
})
export type ComposeInput = z.infer<typeof composeSchema>

export function splitAddresses(value: string): string[] {
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean)
}
