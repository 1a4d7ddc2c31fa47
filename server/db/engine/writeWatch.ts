// Runs hooks once this process's writes to given tables are committed, whichever code path sent them: the pooled
// connections (database.ts) report each SQL text they send, and the watch keeps track of their transactions.

export type WriteHook = () => Promise<void>

type Watcher = { writes: RegExp; after: WriteHook }

const BEGIN = /^\s*(?:begin|start\s+transaction)\b/i
const COMMIT = /^\s*(?:commit|end)\s*;?\s*$/i
const ROLLBACK = /^\s*(?:rollback|abort)\s*;?\s*$/i
const READ = /^\s*select\b/i

/**
 * Matches a statement that updates or deletes rows of one of `tables`, or inserts some: with `inserts: false` only
 * an insert that may update (ON CONFLICT … DO UPDATE).
 */
export function writesTo(tables: readonly string[], options: { inserts?: boolean } = {}): RegExp {
  const names = tables.map((t) => t.replace(/\W/g, '')).join('|')
  const table = `(?:"?\\w+"?\\.)?"?(?:${names})"?(?:\\s|\\(|;|$)`
  const insert =
    options.inserts === false
      ? `insert\\s+into\\s+${table}[\\s\\S]*\\bdo\\s+update\\b`
      : `insert\\s+into\\s+${table}`
  return new RegExp(`\\b(?:(?:update|delete\\s+from)\\s+${table}|${insert})`, 'i')
}

export class WriteWatch {
  #watchers: Watcher[] = []

  /** Runs `after` once a statement matching `writes` is committed; answers a function that stops it. */
  watch(writes: RegExp, after: WriteHook): () => void {
    const watcher = { writes, after }
    this.#watchers = [...this.#watchers, watcher]
    return () => {
      this.#watchers = this.#watchers.filter((w) => w !== watcher)
    }
  }

  /**
   * The tracker of one checked-out connection: `run` sends one SQL text. A statement outside a transaction is
   * committed when it answers; inside one, its hooks wait for the COMMIT (and are dropped by a ROLLBACK). The
   * caller's promise settles only after the hooks ran, so what follows it in the same request sees their effect.
   */
  connection(): <T>(text: string, run: () => Promise<T>) => Promise<T> {
    let inTransaction = false
    let due = new Set<Watcher>()
    return (text, run) => {
      if ((this.#watchers.length === 0 && due.size === 0) || READ.test(text)) return run()
      if (BEGIN.test(text)) {
        inTransaction = true
        return run()
      }
      if (ROLLBACK.test(text)) {
        inTransaction = false
        due = new Set()
        return run()
      }
      if (COMMIT.test(text)) {
        inTransaction = false
        const hooks = due
        due = new Set()
        return hooks.size === 0 ? run() : settle(run(), hooks)
      }
      const matched = this.#watchers.filter((w) => w.writes.test(text))
      if (matched.length === 0) return run()
      if (!inTransaction) return settle(run(), new Set(matched))
      for (const watcher of matched) due.add(watcher)
      return run()
    }
  }
}

/** `work`'s outcome, once the hooks ran; also after a failure (a COMMIT whose answer was lost may have happened). */
async function settle<T>(work: Promise<T>, hooks: Set<Watcher>): Promise<T> {
  const runHooks = () => Promise.all([...hooks].map((w) => w.after().catch(() => undefined)))
  try {
    const result = await work
    await runHooks()
    return result
  } catch (err) {
    await runHooks()
    throw err
  }
}
