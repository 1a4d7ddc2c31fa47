// The contract's sentences (src/contracts/catalogue.ts, music.ts) in the reader's language: a known sentence has a
// key under music.catalogue.errors; any other (a server's, naming a track) is shown as it came.
import type { TFunction } from 'i18next'
import { ISRC_MESSAGE } from '@/contracts/catalogue'

const KNOWN: [RegExp, string][] = [
  [/^Name is required$/, 'nameRequired'],
  [/^Artist is required$/, 'artistRequired'],
  [/^A track number needs an album to be on$/, 'trackNeedsAlbum'],
  [/^Title is required$/, 'titleRequired'],
  [/^A link must be an https:\/\/ URL$/, 'linkHttps'],
  [/^Cover must be a valid URL$/, 'imageUrl'],
  [new RegExp(`^${ISRC_MESSAGE.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`), 'isrcFormat'],
  [/^UPC\/EAN must be 12 digits \(UPC\) or 13 digits \(EAN\)$/, 'upcLength'],
  [/^UPC\/EAN check digit is wrong: the last digit should be (?<digit>\d)$/, 'upcCheckDigit'],
  [/^A release has at least one primary artist$/, 'releaseArtists'],
  [/^A track has at least one main artist$/, 'trackMainArtist'],
  [/^Use the date format YYYY-MM-DD$/, 'dateFormat'],
  [/^This date does not exist$/, 'dateMissing'],
  [/^A credit names an artist \(artist_id\) or a person \(name\)$/, 'creditName'],
  [/^Name is at most (?<max>\d+) characters$/, 'genreNameMax'],
  [/^Name needs a letter \(a–z\) or a digit$/, 'genreNameLetter']
]

export function catalogueMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined
  const plain = message.replace(/\.$/, '')
  for (const [pattern, key] of KNOWN) {
    const match = pattern.exec(plain)
    if (match) return t(`music.catalogue.errors.${key}`, { ...match.groups, defaultValue: message })
  }
  return message
}
