// Country names in the interface's language (Intl.DisplayNames), for the artist form and pages.
import { USER_COUNTRIES } from '@/contracts/music'

const cache = new Map<string, Intl.DisplayNames | null>()

function namesFor(language: string): Intl.DisplayNames | null {
  if (!cache.has(language)) {
    try {
      cache.set(language, new Intl.DisplayNames([language], { type: 'region' }))
    } catch {
      cache.set(language, null)
    }
  }
  return cache.get(language) ?? null
}

export const countryName = (code: string, language: string) => namesFor(language)?.of(code) ?? code

/** Every country the contract takes, by name in `language`. */
export const countryOptions = (language: string) =>
  USER_COUNTRIES.map((code) => ({ code, name: countryName(code, language) })).sort((a, b) =>
    a.name.localeCompare(b.name, language)
  )
