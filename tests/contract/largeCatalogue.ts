// The contract's larger catalogue: 10,000 tracks drawn from a fixed seed, so that estimated totals and deep pages are
// compared too. Its words are chosen so that the keyword of the cases ("quartz") is no other word's prefix or part,
// which lets the expected matches be read off the data here instead of asked of either side.
import { GENRES, type Track } from '../../src/contracts/music'
import { pick, seededRandom } from '../../src/lib/random'

export const LARGE_SIZE = 10_000
/** The keyword of the cases: the first word of about a fifth of the titles, and of nothing else. */
export const COMMON_WORD = 'Quartz'

const OPENERS = [
  'Amber',
  'Broken',
  'Crimson',
  'Distant',
  'Electric',
  'Faded',
  'Gentle',
  'Hidden',
  'Indigo',
  'Jagged'
]
const ENDS = [
  'Avenue',
  'Bridge',
  'Canyon',
  'Dawn',
  'Ember',
  'Forest',
  'Garden',
  'Harbor',
  'Island',
  'Journey'
]
const FIRST = ['Ada', 'Bruno', 'Chloe', 'Dmitri', 'Elena', 'Felix', 'Greta', 'Hugo', 'Ines', 'Jonas']
const LAST = ['Almeida', 'Brandt', 'Castillo', 'Dubois', 'Eriksen', 'Fischer', 'Garcia', 'Holm', 'Ivanova']

const HOUR = 3600 * 1000
const START = Date.parse('2022-01-01T00:00:00.000Z')

function generate(): Track[] {
  const random = seededRandom(34_000)
  return Array.from({ length: LARGE_SIZE }, (_, i): Track => {
    const id = i + 1
    const opener = random() < 0.2 ? COMMON_WORD : pick(random, OPENERS)
    const artist = `${pick(random, FIRST)} ${pick(random, LAST)}`
    // Several tracks an hour apart share a day; the date added grows with the id, as in a real catalogue.
    const created = new Date(START + i * 3 * HOUR).toISOString()
    return {
      id,
      title: `${opener} ${pick(random, ENDS)}`,
      artist,
      album: `${artist.split(' ')[1]} Sessions`,
      genre: pick(random, GENRES),
      // Few distinct values, so sorting by them leans on the id as tie-break.
      duration: 120 + Math.floor(random() * 240),
      release_date: new Date(START - Math.floor(random() * 3000) * 24 * HOUR).toISOString().slice(0, 10),
      cover_url: `/media/covers/${id % 97}.svg`,
      audio_url: null,
      mime_type: null,
      size: null,
      status: random() < 0.9 ? 'published' : 'draft',
      explicit: random() < 0.1,
      play_count: Math.floor(random() * 5000),
      created_at: created,
      updated_at: created,
      analysis_status: null,
      gain_db: null
    }
  })
}

export const LARGE_TRACKS: Track[] = generate()

type SortField = 'created_at' | 'play_count' | 'duration'

/** The tracks in a list's order: by the field, then by id, both the same way (as the API orders them). */
export function sortedTracks(tracks: Track[], field: SortField, dir: 'asc' | 'desc'): Track[] {
  const sign = dir === 'asc' ? 1 : -1
  return [...tracks].sort((a, b) => {
    const by = a[field] < b[field] ? -1 : a[field] > b[field] ? 1 : a.id - b.id
    return sign * by
  })
}

/** The ids of one page of `tracks` in that order. */
export function pageIds(
  tracks: Track[],
  field: SortField,
  dir: 'asc' | 'desc',
  page: number,
  perPage: number
): number[] {
  return sortedTracks(tracks, field, dir)
    .slice((page - 1) * perPage, page * perPage)
    .map((t) => t.id)
}

/** The tracks whose title, artist or album has a word starting with `word` (the keyword's rule, one word). */
export const matching = (word: string, tracks: Track[] = LARGE_TRACKS) =>
  tracks.filter((t) =>
    `${t.title} ${t.artist} ${t.album}`
      .toLowerCase()
      .split(' ')
      .some((w) => w.startsWith(word.toLowerCase()))
  )
