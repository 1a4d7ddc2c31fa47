// Which stored cover a track still names: a cover file goes only once no track names it.
import type { Kysely } from 'kysely'
import type { DB } from '../db/schema'

export const coverInUse = async (db: Kysely<DB>, url: string) =>
  (await db.selectFrom('tracks').select('id').where('cover_url', '=', url).limit(1).execute()).length > 0
