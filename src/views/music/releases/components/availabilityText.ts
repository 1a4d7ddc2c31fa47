// The availability summary of the contract (availabilitySummaryParts) in the reader's language, and country names
// from the browser's own list (Intl.DisplayNames), so that Arabic readers see Arabic names.
import type { TFunction } from 'i18next'
import { availabilitySummaryParts, type Availability } from '@/contracts/availability'

const regionNames = new Map<string, Intl.DisplayNames>()

/** "Germany" for DE in English, "ألمانيا" in Arabic; the code itself when the browser does not know it. */
export function countryName(code: string, language: string): string {
  let names = regionNames.get(language)
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' })
    regionNames.set(language, names)
  }
  try {
    return names.of(code) ?? code
  } catch {
    return code
  }
}

/** The contract's "Available in 184 countries from 2027-01-15" in the reader's language (days stay ISO, as entered). */
export function availabilityText(a: Availability, t: TFunction, language: string): string {
  const parts = availabilitySummaryParts(a)
  if (parts.where === 'nowhere') return t('music.releases.availability.summary.nowhere')
  const where =
    parts.where === 'worldwide'
      ? t('music.releases.availability.summary.worldwide')
      : parts.named.length > 0
        ? t('music.releases.availability.summary.named', {
            count: parts.count,
            names: parts.named
              .map((c) => countryName(c, language))
              .join(t('music.releases.availability.listSeparator'))
          })
        : t('music.releases.availability.summary.countries', { count: parts.count })
  const from = parts.from ? t('music.releases.availability.summary.from', { date: parts.from }) : ''
  const until = parts.until ? t('music.releases.availability.summary.until', { date: parts.until }) : ''
  return `${where}${from}${until}`
}
