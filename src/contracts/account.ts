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

export const usernameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(32, 'Username must be at most 32 characters')
  .regex(/^[a-zA-Z0-9_.-]+$/, 'Username may contain letters, digits, dots, dashes and underscores')

/** What a user may change about themselves; role and status are not among them (a strict object refuses them). */
export const accountUpdateSchema = z.strictObject(
  {
    fullName: z
      .string()
      .trim()
      .min(1, 'Full name is required')
      .max(120, 'Full name must be at most 120 characters'),
    username: usernameSchema,
    email: z.string().trim().min(1, 'Email is required').email('Enter a valid email address'),
    /** Absent: unchanged; null: no picture; else a base64 data URL. */
    avatar: z
      .string()
      .max(AVATAR_MAX_CHARS, 'The picture is too large')
      .regex(AVATAR, 'The picture must be a PNG, JPEG, GIF or WebP data URL')
      .nullable()
      .optional()
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? 'Only your name, username, email and picture can be changed here'
        : undefined
  }
)
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
  { key: 'length', test: (value: string) => value.length >= 8 && value.length <= 128 },
  { key: 'letter', test: (value: string) => /\p{L}/u.test(value) },
  { key: 'digit', test: (value: string) => /\d/.test(value) },
  { key: 'noSpaceEnds', test: (value: string) => value.length > 0 && value.trim() === value }
] as const
export type PasswordRule = (typeof PASSWORD_RULES)[number]['key']

export const PASSWORD_RULE_TEXT: Record<PasswordRule, string> = {
  length: 'The new password must have 8 to 128 characters',
  letter: 'The new password must contain a letter',
  digit: 'The new password must contain a digit',
  noSpaceEnds: 'The new password must not start or end with a space'
}

export const passwordChangeSchema = z
  .object({
    currentPassword: z
      .string()
      .min(1, 'Enter your current password')
      .max(128, 'The current password is too long'),
    newPassword: z.string().superRefine((value, ctx) => {
      const broken = PASSWORD_RULES.find((rule) => !rule.test(value))
      if (broken) ctx.addIssue({ code: 'custom', message: PASSWORD_RULE_TEXT[broken.key] })
    })
  })
  .refine((v) => v.currentPassword !== v.newPassword, {
    message: 'The new password must differ from the current one',
    path: ['newPassword']
  })
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
