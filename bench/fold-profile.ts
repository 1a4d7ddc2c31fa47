// `DATABASE_URL=… SECONDS=60 CHUNK=10000 npx tsx bench/fold-profile.ts` (PostgreSQL): folds the pending plays of a
// bench database (plays/fold.ts) for SECONDS, CHUNK rows a transaction, then prints how many chunks it took and the
// time of each statement, summed: where the fold's time goes, and whether it keeps up with ingestion.
import pg from 'pg'
import { openDatabase } from '../server/db/engine/database'
import { foldPlays } from '../server/plays/fold'
const times = new Map<string, { ms: number; calls: number }>()
const query = pg.Client.prototype.query
pg.Client.prototype.query = function (this: pg.Client, config: unknown, ...rest: unknown[]) {
  const text = typeof config === 'string' ? config : (config as { text?: string } | undefined)?.text
  const answer = (query as (...args: unknown[]) => unknown).call(this, config, ...rest)
  if (!text || !(answer instanceof Promise)) return answer
  const start = performance.now()
  return answer.finally(() => {
    const key = text.replace(/\s+/g, ' ').slice(0, 70)
    const e = times.get(key) ?? { ms: 0, calls: 0 }
    e.ms += performance.now() - start
    e.calls++
    times.set(key, e)
  })
} as typeof pg.Client.prototype.query
const database = openDatabase({ dataDir: '/tmp', databaseUrl: process.env.DATABASE_URL })
const started = performance.now()
const cpu = process.cpuUsage()
setTimeout(
  () => {
    const c = process.cpuUsage(cpu)
    const chunks =
      times.get([...times.keys()].find((k) => k.startsWith('delete from play_pending'))!)?.calls ?? 0
    console.log(
      `${chunks} chunks of ${process.env.CHUNK ?? 10_000} in ${(performance.now() - started).toFixed(0)} ms; node CPU ${((c.user + c.system) / 1000).toFixed(0)} ms`
    )
    for (const [k, v] of [...times].sort((a, b) => b[1].ms - a[1].ms).slice(0, 14))
      console.log(v.ms.toFixed(0).padStart(8), `${v.calls}×`.padStart(6), k)
    process.exit(0)
  },
  Number(process.env.SECONDS ?? 60) * 1000
)
await foldPlays(database.db, Number(process.env.CHUNK ?? 10_000))
