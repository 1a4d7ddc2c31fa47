// API keys (issue 12 item 7): demo data for now, answered by the fake database in both run modes. The paths and
// shapes are the ones the API server is to answer once API keys are real (then the area becomes demo-only).
import { z } from 'zod'

export const API_KEY_PATH = '/admin/v2/api-keys'
export const API_KEY_ACCESS = ['full', 'read-write', 'read-only'] as const
export type ApiKeyAccess = (typeof API_KEY_ACCESS)[number]

export type ApiKey = {
  id: number
  name: string
  /** The key with all but its start and last four characters hidden; the full key is shown once, at creation. */
  maskedKey: string
  access: ApiKeyAccess
  createdAt: string
  lastUsedAt: string | null
}
export type CreatedApiKey = { data: ApiKey; key: string }

/** Message keys (pages.apiKey.errors.*); API_KEY_ERRORS holds the fake database's English answers. */
export const apiKeyInputSchema = z.object({
  name: z.string().trim().min(1, 'nameRequired').max(60, 'nameLong'),
  access: z.enum(API_KEY_ACCESS, { message: 'accessInvalid' })
})
export type ApiKeyInput = z.infer<typeof apiKeyInputSchema>

export const API_KEY_ERRORS: Record<string, string> = {
  nameRequired: 'Give the key a name.',
  nameLong: 'A key name has at most 60 characters.',
  accessInvalid: 'Choose full access, read and write, or read only.',
  nameTaken: 'Another key already has this name.'
}

export function maskKey(key: string): string {
  const prefix = key.slice(0, key.indexOf('_', 4) + 1) || key.slice(0, 4)
  return `${prefix}${'•'.repeat(12)}${key.slice(-4)}`
}
