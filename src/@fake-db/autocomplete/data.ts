// 100 album titles ranked 1 to 100 (spec §9): every pairing of ten moods and ten places, ranked in a seeded order so
// that rank and title order differ, the same on every run.
import type { AutocompleteItem } from '@/contracts/autocomplete'
import { seededRandom } from '@/lib/random'

const MOODS = [
  'Velvet',
  'Electric',
  'Quiet',
  'Golden',
  'Neon',
  'Hollow',
  'Silver',
  'Restless',
  'Paper',
  'Midnight'
]
const PLACES = [
  'Harbour',
  'Skyline',
  'Orchard',
  'Highway',
  'Garden',
  'Canyon',
  'Station',
  'Lagoon',
  'Avenue',
  'Meadow'
]

function build(): AutocompleteItem[] {
  const random = seededRandom(1305)
  const titles = MOODS.flatMap((mood) => PLACES.map((place) => `${mood} ${place}`))
  const ranks = titles.map((_, i) => i + 1)
  for (let i = ranks.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1))
    ;[ranks[i], ranks[j]] = [ranks[j], ranks[i]]
  }
  return titles
    .map((title, i) => ({ title, rank: ranks[i] }))
    .sort((a, b) => a.rank - b.rank)
    .map((item, i) => ({ id: i + 1, ...item }))
}

export const autocompleteItems: readonly AutocompleteItem[] = build()
