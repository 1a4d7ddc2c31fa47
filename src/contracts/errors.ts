// The error body of every API answer (DESIGN.md §4), and how a zod issue becomes its one sentence: the API server
// and the fake database both build 400s here, so the same bad input reads the same on both.
import type { ZodError } from 'zod'
import type { ApiError } from './authConstants'

export type ApiErrorBody = ApiError

const GENERIC = /^(Invalid|Too (big|small)|Unrecognized key|Expected|Required)/i

/** Turns a zod issue into a sentence that names the field when zod's own message does not. */
export function issueSentence(
  issue: { message: string; path: readonly PropertyKey[] },
  where?: string
): string {
  const field = issue.path.map(String).join('.')
  let message = issue.message
  const name = field || where
  if (name && GENERIC.test(message)) message = `${name}: ${message}`
  // Capitalise a sentence, but never a field name such as date_from.
  else if (!/^\S*_/.test(message)) message = message.charAt(0).toUpperCase() + message.slice(1)
  return /[.!?]$/.test(message) ? message : `${message}.`
}

/** The 400 body of a failed zod parse: the first issue as a sentence, every issue in details. */
export function apiError(error: ZodError, where?: string): ApiErrorBody {
  return {
    error: issueSentence(error.issues[0], where),
    details: error.issues.map((i) => ({ path: i.path.map(String).join('.'), message: i.message }))
  }
}

/** The 403 sentence of a role that may not do something (server guard and fake database alike). */
const SUBJECT_NAMES: Partial<Record<string, string>> = {
  PlayHistory: 'play histories',
  Audit: 'the audit log',
  ApiKey: 'API keys'
}

export function forbiddenMessage(role: string, action: string, subject: string): string {
  const what = SUBJECT_NAMES[subject] ?? `${subject.toLowerCase()}s`
  return `Your role (${role}) may not ${action} ${what}.`
}

/** The 401 sentences of the API (server guard and fake database alike). */
export const SESSION_MESSAGES = {
  missing: 'Sign in to continue.',
  expired: 'Your session has expired; sign in again.',
  invalid: 'The access token is not valid.',
  disabled: 'This account can no longer sign in.',
  signedOut: 'This session was signed out; sign in again.'
} as const
