// Field messages of the settings forms: contract sentences (src/contracts/account.ts) and template keys
// (src/contracts/accountSettings.ts) both become translated text.
import type { TFunction } from 'i18next'
import { accountMessageKey } from '@/contracts/account'

export function fieldMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined
  const key = accountMessageKey(message) ?? message
  return t(`pages.accountSettings.errors.${key}`, { defaultValue: message })
}
