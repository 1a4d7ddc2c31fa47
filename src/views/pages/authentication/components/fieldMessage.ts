// The shared zod schemas (src/contracts/auth.ts) speak English; the forms show the same rule in the user's language.
import type { TFunction } from 'i18next'

const KEYS: Record<string, string> = {
  'Email is required': 'auth.validation.emailRequired',
  'Enter a valid email address': 'auth.validation.emailInvalid',
  'Password is required': 'auth.validation.passwordRequired',
  'Password must be at least 8 characters': 'auth.validation.passwordMin',
  'Password is too long': 'auth.validation.passwordMax',
  'Username must be at least 3 characters': 'auth.validation.usernameMin',
  'Username must be at most 32 characters': 'auth.validation.usernameMax',
  'Username may contain letters, digits, dots, dashes and underscores': 'auth.validation.usernameChars'
}

/** A field message in the user's language; messages the form made itself are translation keys already. */
export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined
  return t(KEYS[message] ?? message, message)
}
