// Account settings, the template part (spec §7 "GET /account-setting/data"); the signed-in user's name, username,
// email, picture and password are the account API's (src/contracts/account.ts):
//   GET  /account-setting/data                         → 200 { general, info, social, notification }
//   POST /account-setting/data/general { company }     → 200 { general }
//   POST /account-setting/data/info { bio, dob, country, website, phone }     → 200 { info }
//   POST /account-setting/data/social { twitter, facebook, google, linkedIn, instagram, quora } → 200 { socialLinks }
//   POST /account-setting/data/connection { service, connected }             → 200 { connections }
//   POST /account-setting/data/notification { six flags }                     → 200 { notification }
// Bad input → 400 { error } and nothing changes.
import type MockAdapter from 'axios-mock-adapter'
import type { ZodError, ZodType } from 'zod'
import {
  ACCOUNT_SETTINGS_ERRORS,
  ACCOUNT_SETTINGS_PATHS,
  connectionSchema,
  generalSettingsSchema,
  infoSchema,
  notificationSchema,
  socialLinksSchema
} from '@/contracts/accountSettings'
import { portrait } from '../art'
import { on, type MockRequest, type MockResponse } from '../mock'
import { accountSettingsDb } from './data'

const firstError = (error: ZodError) =>
  ACCOUNT_SETTINGS_ERRORS[error.issues[0].message] ?? 'The settings are not valid.'

function parse<T>(schema: ZodType<T>, request: MockRequest): { data: T } | { response: MockResponse } {
  const parsed = schema.safeParse(request.body ?? {})
  return parsed.success ? { data: parsed.data } : { response: [400, { error: firstError(parsed.error) }] }
}

export function getSettings(): MockResponse {
  return [200, accountSettingsDb.data]
}

export function saveGeneral(request: MockRequest): MockResponse {
  const parsed = parse(generalSettingsSchema, request)
  if ('response' in parsed) return parsed.response
  const general = { ...accountSettingsDb.data.general, company: parsed.data.company }
  accountSettingsDb.data = { ...accountSettingsDb.data, general }
  return [200, { general }]
}

export function saveInfo(request: MockRequest): MockResponse {
  const parsed = parse(infoSchema, request)
  if ('response' in parsed) return parsed.response
  accountSettingsDb.data = { ...accountSettingsDb.data, info: parsed.data }
  return [200, { info: parsed.data }]
}

export function saveSocial(request: MockRequest): MockResponse {
  const parsed = parse(socialLinksSchema, request)
  if ('response' in parsed) return parsed.response
  const social = { ...accountSettingsDb.data.social, socialLinks: parsed.data }
  accountSettingsDb.data = { ...accountSettingsDb.data, social }
  return [200, { socialLinks: parsed.data }]
}

export function saveConnection(request: MockRequest): MockResponse {
  const parsed = parse(connectionSchema, request)
  if ('response' in parsed) return parsed.response
  const { service, connected } = parsed.data
  const connections = {
    ...accountSettingsDb.data.social.connections,
    [service]: connected
      ? { id: `@${accountSettingsDb.data.general.username}`, profileImg: portrait(70 + service.length) }
      : null
  }
  accountSettingsDb.data = {
    ...accountSettingsDb.data,
    social: { ...accountSettingsDb.data.social, connections }
  }
  return [200, { connections }]
}

export function saveNotification(request: MockRequest): MockResponse {
  const parsed = parse(notificationSchema, request)
  if ('response' in parsed) return parsed.response
  accountSettingsDb.data = { ...accountSettingsDb.data, notification: parsed.data }
  return [200, { notification: parsed.data }]
}

export function register(mock: MockAdapter): void {
  on(mock, 'get', ACCOUNT_SETTINGS_PATHS.data, getSettings)
  on(mock, 'post', ACCOUNT_SETTINGS_PATHS.general, saveGeneral)
  on(mock, 'post', ACCOUNT_SETTINGS_PATHS.info, saveInfo)
  on(mock, 'post', ACCOUNT_SETTINGS_PATHS.social, saveSocial)
  on(mock, 'post', ACCOUNT_SETTINGS_PATHS.connection, saveConnection)
  on(mock, 'post', ACCOUNT_SETTINGS_PATHS.notification, saveNotification)
}
