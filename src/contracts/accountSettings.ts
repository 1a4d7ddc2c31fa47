// The template part of account settings (spec §3 "Account settings", spec §7 GET /account-setting/data): company,
// information, social links, connections and notification flags, answered by the fake database in both run modes.
import { z } from 'zod'

export const ACCOUNT_SETTINGS_PATHS = {
  data: '/account-setting/data',
  general: '/account-setting/data/general',
  info: '/account-setting/data/info',
  social: '/account-setting/data/social',
  connection: '/account-setting/data/connection',
  notification: '/account-setting/data/notification'
} as const

export const SOCIAL_LINKS = ['twitter', 'facebook', 'google', 'linkedIn', 'instagram', 'quora'] as const
export type SocialLink = (typeof SOCIAL_LINKS)[number]
export const CONNECTIONS = ['twitter', 'google', 'facebook', 'github'] as const
export type ConnectionService = (typeof CONNECTIONS)[number]
export const NOTIFICATION_FLAGS = [
  'commentOnArticle',
  'answerOnForm',
  'followMe',
  'newAnnouncements',
  'productUpdates',
  'blogDigest'
] as const
export type NotificationFlag = (typeof NOTIFICATION_FLAGS)[number]

export const COUNTRIES = [
  'Australia',
  'Brazil',
  'Canada',
  'Egypt',
  'France',
  'Germany',
  'India',
  'Japan',
  'Mexico',
  'Nigeria',
  'Saudi Arabia',
  'South Korea',
  'Spain',
  'Sweden',
  'United Arab Emirates',
  'United Kingdom',
  'United States'
] as const

export type Connection = { id: string; profileImg: string } | null

export type AccountSettingsData = {
  general: { avatar: string | null; username: string; fullName: string; email: string; company: string }
  info: { bio: string; dob: string; country: string; website: string; phone: string }
  social: { socialLinks: Record<SocialLink, string>; connections: Record<ConnectionService, Connection> }
  notification: Record<NotificationFlag, boolean>
}

const webAddress = (message: string) =>
  z
    .string()
    .trim()
    .max(200, 'tooLong')
    .refine((v) => v === '' || /^https?:\/\/[^\s/]+\.[^\s]+$/i.test(v), message)

/** Message keys (pages.accountSettings.errors.*); the fake database answers with ACCOUNT_SETTINGS_ERRORS. */
export const generalSettingsSchema = z.object({ company: z.string().trim().max(80, 'companyLong') })

export const infoSchema = z.object({
  bio: z.string().trim().max(500, 'bioLong'),
  dob: z.string().refine((v) => {
    if (v === '') return true
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false
    const date = new Date(`${v}T00:00:00Z`)
    return (
      !Number.isNaN(date.getTime()) &&
      date.toISOString().startsWith(v) &&
      v >= '1900-01-01' &&
      date.getTime() < Date.now()
    )
  }, 'dobInvalid'),
  country: z
    .string()
    .refine((v) => v === '' || (COUNTRIES as readonly string[]).includes(v), 'countryInvalid'),
  website: webAddress('websiteInvalid'),
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\+?[0-9][0-9 ()-]{5,19}$/.test(v), 'phoneInvalid')
})
export type InfoSettings = z.infer<typeof infoSchema>

export const socialLinksSchema = z.object(
  Object.fromEntries(SOCIAL_LINKS.map((key) => [key, webAddress('linkInvalid')])) as Record<
    SocialLink,
    ReturnType<typeof webAddress>
  >
)
export type SocialLinksSettings = z.infer<typeof socialLinksSchema>

export const connectionSchema = z.object({
  service: z.enum(CONNECTIONS, { message: 'serviceInvalid' }),
  connected: z.boolean({ message: 'connectedInvalid' })
})

export const notificationSchema = z.object(
  Object.fromEntries(NOTIFICATION_FLAGS.map((key) => [key, z.boolean({ message: 'flagInvalid' })])) as Record<
    NotificationFlag,
    z.ZodBoolean
  >
)

export const ACCOUNT_SETTINGS_ERRORS: Record<string, string> = {
  companyLong: 'A company name has at most 80 characters.',
  bioLong: 'A bio has at most 500 characters.',
  dobInvalid: 'Enter a date of birth in the past, as year-month-day.',
  countryInvalid: 'Choose a country from the list.',
  websiteInvalid: 'Enter a web address starting with http:// or https://.',
  phoneInvalid: 'Enter a phone number of digits, spaces and dashes, optionally starting with +.',
  linkInvalid: 'Enter each link as a web address starting with http:// or https://.',
  tooLong: 'A web address has at most 200 characters.',
  serviceInvalid: 'Choose Twitter, Google, Facebook or GitHub.',
  connectedInvalid: 'Say whether to connect (true) or disconnect (false).',
  flagInvalid: 'Send every notification setting as true or false.'
}
