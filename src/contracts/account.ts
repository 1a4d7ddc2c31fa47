// The signed-in user's own account (issue 12 item 1): profile, password and signed-in sessions. The API server
// answers these routes in server mode and the fake database in demo mode; both validate with these schemas.
import { z } from 'zod'

export const ACCOUNT_PATHS = {
  account: '/admin/v2/account',
  password: '/admin/v2/account/password',
  sessions: '/admin/v2/account/sessions',
  signOutOthers: '/admin/v2/account/sessions/sign-out-others'
} as const

/** A picture small enough to travel with the user data: the settings page scales photos down before sending. */
export const AVATAR_MAX_CHARS = 200_000
const AVATAR = /^data:image\/(png|jpeg|gif|webp);base64,[A-Za-z0-9+/]+=*$/

/**
 * The sentences the account schemas answer with (the server sends them as they are); the settings page shows its
 * own translation of each, found by its key (pages.accountSettings.errors.<key>).
 */
export const ACCOUNT_MESSAGES = {
  fullNameRequired: 'Full name is required',
  fullNameLong: 'Full name must be at most 120 characters',
  usernameShort: 'Username must be at least 3 characters',
  usernameLong: 'Username must be at most 32 characters',
  usernameFormat: 'Username may contain letters, digits, dots, dashes and underscores',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  avatarLarge: 'The picture is too large',
  avatarFormat: 'The picture must be a PNG, JPEG, GIF or WebP data URL',
  onlyOwnFields: 'Only your name, username, email and picture can be changed here',
  currentRequired: 'Enter your current password',
  currentLong: 'The current password is too long',
  passwordLength: 'The new password must have 8 to 128 characters',
  passwordLetter: 'The new password must contain a letter',
  passwordDigit: 'The new password must contain a digit',
  passwordSpaces: 'The new password must not start or end with a space',
  passwordSame: 'The new password must differ from the current one'
} as const
export type AccountMessage = keyof typeof ACCOUNT_MESSAGES

/** The key of one of ACCOUNT_MESSAGES (with or without its final full stop), else null. */
export function accountMessageKey(message: string): AccountMessage | null {
  const plain = message.replace(/\.$/, '')
  const found = Object.entries(ACCOUNT_MESSAGES).find(([, text]) => text === plain)
  return found ? (found[0] as AccountMessage) : null
}

const M = ACCOUNT_MESSAGES

export const usernameSchema = z
  .string()
  .trim()
  .min(3, M.usernameShort)
  .max(32, M.usernameLong)
  .regex(/^[a-zA-Z0-9_.-]+$/, M.usernameFormat)

export const accountFields = {
  fullName: z.string().trim().min(1, M.fullNameRequired).max(120, M.fullNameLong),
  username: usernameSchema,
  email: z.string().trim().min(1, M.emailRequired).email(M.emailInvalid),
  /** Absent: unchanged; null: no picture; else a base64 data URL. */
  avatar: z.string().max(AVATAR_MAX_CHARS, M.avatarLarge).regex(AVATAR, M.avatarFormat).nullable().optional()
}

/** What a user may change about themselves; role and status are not among them (a strict object refuses them). */
export const accountUpdateSchema = z.strictObject(accountFields, {
  error: (issue) => (issue.code === 'unrecognized_keys' ? M.onlyOwnFields : undefined)
})
export type AccountUpdate = z.infer<typeof accountUpdateSchema>

export const accountSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  username: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: z.string(),
  status: z.string(),
  createdAt: z.string()
})
export type Account = z.infer<typeof accountSchema>

/** The rules a new password must meet, checked as the person types and again by the server. */
export const PASSWORD_RULES = [
  { key: 'passwordLength', test: (value: string) => value.length >= 8 && value.length <= 128 },
  { key: 'passwordLetter', test: (value: string) => /\p{L}/u.test(value) },
  { key: 'passwordDigit', test: (value: string) => /\d/.test(value) },
  { key: 'passwordSpaces', test: (value: string) => value.length > 0 && value.trim() === value }
] as const satisfies readonly { key: AccountMessage; test: (value: string) => boolean }[]

export const newPasswordSchema = z.string().superRefine((value, ctx) => {
  const broken = PASSWORD_RULES.find((rule) => !rule.test(value))
  if (broken) ctx.addIssue({ code: 'custom', message: M[broken.key] })
})

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, M.currentRequired).max(128, M.currentLong),
    newPassword: newPasswordSchema
  })
  .refine((v) => v.currentPassword !== v.newPassword, { message: M.passwordSame, path: ['newPassword'] })
export type PasswordChange = z.infer<typeof passwordChangeSchema>

export const deviceSchema = z.object({ browser: z.string(), os: z.string(), mobile: z.boolean() })
export type Device = z.infer<typeof deviceSchema>

export const sessionSchema = z.object({
  id: z.string(),
  device: deviceSchema,
  userAgent: z.string(),
  signedInAt: z.string(),
  lastUsedAt: z.string(),
  current: z.boolean()
})
export type AccountSession = z.infer<typeof sessionSchema>

/** The browser and system named by a User-Agent header, in plain words ('Unknown' when it says nothing useful). */
export function describeUserAgent(userAgent: string): Device {
  const ua = userAgent || ''
  const browser = /Edg(e|A|iOS)?\//.test(ua)
    ? 'Edge'
    : /OPR\/|Opera/.test(ua)
      ? 'Opera'
      : /Firefox\/|FxiOS/.test(ua)
        ? 'Firefox'
        : /Chrome\/|CriOS|Chromium/.test(ua)
          ? 'Chrome'
          : /Safari\//.test(ua)
            ? 'Safari'
            : /curl\//i.test(ua)
              ? 'curl'
              : 'Unknown'
  const os = /Android/.test(ua)
    ? 'Android'
    : /iPhone|iPad|iPod/.test(ua)
      ? 'iOS'
      : /Windows/.test(ua)
        ? 'Windows'
        : /Mac OS X|Macintosh/.test(ua)
          ? 'macOS'
          : /CrOS/.test(ua)
            ? 'ChromeOS'
            : /Linux/.test(ua)
              ? 'Linux'
              : 'Unknown'
  return { browser, os, mobile: /Mobi|Android|iPhone|iPod/.test(ua) }
}
