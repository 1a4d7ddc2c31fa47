// Demo mode's database content: its sign-in accounts as users (as `npm start` makes the accounts that sign in before
// its demo catalogue, so audit rows and playlists name them), then npm start's demo catalogue (server/db/seed.ts
// seedDemo without audio files: the page synthesizes the audio), linked to artists and releases, with the analysis of
// the melody each track plays (issue 38). No alias imports: the build runs this in Node (scripts/demoDatabasePlugin.ts).
import type { Kysely } from 'kysely'
import { seedCatalogue, type CatalogueOptions, type SeedResult } from '../../../../server/db/demoCatalogue'
import type { DB } from '../../../../server/db/schema'
import { linkDemoCatalogue } from '../../../../server/db/seedCatalogue'
import {
  analyseSeedWav,
  storeSeededAnalyses,
  type WavAnalysis
} from '../../../../server/audio/seededAnalysis'
import { melodyOf, synthesizeMelody } from '../audio'
import { accounts } from '../../auth/data'

export async function seedDemoHost(db: Kysely<DB>, options: CatalogueOptions = {}): Promise<SeedResult> {
  const now = (options.now ?? new Date()).toISOString()
  await db
    .insertInto('users')
    .values(
      accounts.map((account) => ({
        id: account.id,
        full_name: account.fullName,
        username: account.username,
        email: account.email,
        password_hash: null,
        // The users table knows the API's roles; the template's client reads as a viewer there.
        role: account.role === 'admin' ? 'admin' : 'viewer',
        status: 'active',
        plan: 'premium',
        country: '',
        avatar: null,
        created_at: now,
        last_active_at: null
      }))
    )
    .execute()
  const result = await seedCatalogue(db, () => null, options)
  await linkDemoCatalogue(db, 0, now)
  // A handful of melodies serve every track (music/audio.ts): each is measured once.
  const melodies = new Map<number, WavAnalysis>()
  const analysisOf = (melody: number) => {
    if (!melodies.has(melody)) melodies.set(melody, analyseSeedWav(synthesizeMelody(melody)))
    return melodies.get(melody)!
  }
  const tracks = await db
    .selectFrom('tracks')
    .select(['id', 'audio_key', 'duration'])
    .where('audio_key', 'is not', null)
    .execute()
  await storeSeededAnalyses(
    db,
    tracks.map((t) => ({
      id: t.id,
      audio_key: t.audio_key!,
      duration: t.duration,
      analysis: analysisOf(melodyOf(t.id))
    })),
    now
  )
  return result
}
