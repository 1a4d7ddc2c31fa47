// `DATABASE_URL=… npx tsx bench/feed-profile.ts [--limit 100] [--rounds 200]` (or BENCH_DATA_DIR=… for SQLite)
// One feed page's cost in parts, in this process, one request at a time, from a position half way through the change
// log: the service (its SQL and the mapping into entries), the response schema's check and the JSON text.
import { performance } from 'node:perf_hooks'
import { feedPageSchema } from '../src/contracts/catalogFeed'
import { openDatabase } from '../server/db/engine/database'
import { encodeCursor, FeedService } from '../server/feed/feedService'

const argv = process.argv.slice(2)
const one = (name: string, fallback: number) => {
  const i = argv.indexOf(`--${name}`)
  return i >= 0 ? Number(argv[i + 1]) : fallback
}
const LIMIT = one('limit', 100)
const ROUNDS = one('rounds', 200)

async function main() {
  const database = openDatabase({
    dataDir: process.env.BENCH_DATA_DIR ?? 'data/bench',
    databaseUrl: process.env.DATABASE_URL
  })
  const { last } = await database.db
    .selectFrom('catalog_changes')
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirstOrThrow()
  const since = encodeCursor(Math.floor(Number(last) / 2))
  const feed = new FeedService(database.db, database.dialect)
  const parts: Record<string, number[]> = {}
  const time = async <T>(name: string, work: () => Promise<T> | T): Promise<T> => {
    const start = performance.now()
    const result = await work()
    ;(parts[name] ??= []).push(performance.now() - start)
    return result
  }
  let size = 0
  for (let round = 0; round < ROUNDS; round++) {
    const page = await time('the service (SQL + mapping)', () => feed.changes(since, LIMIT))
    const parsed = await time('response schema check (zod)', () => feedPageSchema.parse(page))
    size = (await time('JSON.stringify', () => JSON.stringify(parsed))).length
  }
  const at = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.floor(values.length * p)]
  console.log(`limit ${LIMIT}, ${ROUNDS} rounds, ${size.toLocaleString('en')} characters of JSON`)
  for (const [name, values] of Object.entries(parts))
    console.log(
      `  ${name.padEnd(30)} median ${at(values, 0.5).toFixed(2)} ms   p95 ${at(values, 0.95).toFixed(2)} ms`
    )
  await database.close()
}

main().catch((err) => {
  console.error(err)
  process.exit(1)
})
