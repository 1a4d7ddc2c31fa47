// Deep pages without skipping a million rows: for a given filter and sort we remember the sort key of every
// STEP-th row (one scan of the covering index), then a page seeks to the nearest anchor and skips fewer than
// STEP rows. Any track write bumps the version and drops the anchors. Other processes and instances learn of it
// through a shared version (a row of the database) read before anything remembered is used; remembered entries
// also expire after a while.
import { randomUUID } from 'node:crypto'
import { sql, type Kysely, type RawBuilder } from 'kysely'
import type { DB } from './schema'

export const ANCHOR_STEP = 1000
const TTL_MS = 10 * 60 * 1000
const MAX_ENTRIES = 32

export type Anchor = { value: string | number; id: number }
type Entry = { version: number; at: number; total: number; anchors: Anchor[] }

/**
 * A version every process sees: read before remembered anchors are used, changed after every track write. `value`
 * is the read as an SQL expression, for a statement that reads it along with a page (PageAnchors.remembered).
 */
export type SharedVersion = {
  read: () => Promise<string | undefined>
  bump: () => Promise<void>
  value?: () => RawBuilder<string | null>
}

/** The shared version as a row of the `meta` table. */
export function databaseVersion(db: Kysely<DB>, key = 'tracks_version'): SharedVersion {
  return {
    read: async () =>
      (await db.selectFrom('meta').select('value').where('key', '=', key).executeTakeFirst())?.value,
    value: () => sql<string | null>`(select value from meta where key = ${key})`,
    bump: async () => {
      await db
        .insertInto('meta')
        .values({ key, value: randomUUID() })
        .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value') })))
        .execute()
    }
  }
}

export class PageAnchors {
  private version = 0
  private seen: string | undefined
  private readonly entries = new Map<string, Entry>()
  private readonly building = new Map<string, { version: number; promise: Promise<Entry> }>()

  constructor(private readonly shared?: SharedVersion) {}

  private drop(): void {
    this.version++
    this.entries.clear()
  }

  /** After a track write (committed): drops what this process remembers and tells the others. */
  async invalidate(): Promise<void> {
    this.drop()
    await this.shared?.bump()
  }

  /** Drops what this process remembers when another one wrote since. */
  private async sync(): Promise<void> {
    if (!this.shared) return
    const current = await this.shared.read()
    if (current !== this.seen) {
      this.seen = current
      this.drop()
    }
  }

  private fresh(entry: { version: number; at: number } | undefined): boolean {
    return !!entry && entry.version === this.version && Date.now() - entry.at < TTL_MS
  }

  /**
   * The anchors remembered for `key` as of the version this process last saw, without reading the shared version
   * first: the caller reads `version` (an SQL expression, null without a shared version) in the statement that
   * uses them, then passes what it read to `confirm`.
   */
  remembered(key: string): { entry: Entry; version: RawBuilder<string | null> } | undefined {
    const entry = this.entries.get(key)
    if (!entry || !this.fresh(entry)) return undefined
    if (!this.shared) return { entry, version: sql<null>`null` }
    return this.shared.value ? { entry, version: this.shared.value() } : undefined
  }

  /** Whether a version read along with remembered anchors is the one they were remembered at; drops them if not. */
  confirm(version: string | null | undefined): boolean {
    if (!this.shared || (version ?? undefined) === this.seen) return true
    this.seen = version ?? undefined
    this.drop()
    return false
  }

  async anchors(key: string, build: () => Promise<{ total: number; anchors: Anchor[] }>): Promise<Entry> {
    await this.sync()
    const found = this.entries.get(key)
    if (found && this.fresh(found)) return found
    // Requests that arrive while the anchors are being built wait for that one build.
    const pending = this.building.get(key)
    if (pending && pending.version === this.version) return pending.promise
    const version = this.version
    const promise = build()
      .then((built) => {
        const entry = { version, at: Date.now(), ...built }
        if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string)
        if (version === this.version) this.entries.set(key, entry)
        return entry
      })
      .finally(() => {
        if (this.building.get(key)?.promise === promise) this.building.delete(key)
      })
    this.building.set(key, { version, promise })
    return promise
  }
}
