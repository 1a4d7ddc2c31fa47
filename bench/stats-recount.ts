// `npx tsx bench/stats-recount.ts [--days 30]`: checks that the music overview's answers (read from the daily
// roll-ups) equal a recount from the raw plays on the benchmark database (BENCH_DATA_DIR, default data/bench; or
// DATABASE_URL). The recount reads every play of the range, so it takes a while at ten million plays.
import { sql } from 'kysely'
import { resolve } from 'node:path'
import { openDatabase } from '../server/db/engine/database'
import {
  genrePlays,
  listenersPerDay,
  playsPerDay,
  topArtists,
  topTracks,
  catalogueStats
} from '../server/stats/repository'
import { resolveStatsRange } from '../src/contracts/stats'
const index = process.argv.indexOf('--days')
const days = index >= 0 ? Number(process.argv[index + 1]) : 30
const d = openDatabase({
  dataDir: resolve(process.env.BENCH_DATA_DIR ?? 'data/bench'),
  databaseUrl: process.env.DATABASE_URL || undefined
})
// Days that ended a while ago, so that no play arrives during the check.
const range = resolveStatsRange({ days }, new Date(Date.now() - 2 * 86_400_000))
const from = `${range.from}T00:00:00.000Z`,
  to = `${range.to}T99`
const raw = async <T>(q: ReturnType<typeof sql<T>>) => (await q.execute(d.db)).rows
const t0 = Date.now()
const perDay = await raw(
  sql<{
    day: string
    plays: number
    listeners: number
  }>`select substr(played_at,1,10) as day, count(*) as plays, count(distinct user_id) as listeners from play_histories where played_at >= ${from} and played_at < ${to} group by 1 order by 1`
)
const genres = await raw(
  sql<{
    genre: string
    plays: number
  }>`select t.genre, count(*) as plays from play_histories p join tracks t on t.id = p.track_id where played_at >= ${from} and played_at < ${to} group by 1`
)
const tracks = await raw(
  sql<{
    track_id: number
    plays: number
  }>`select track_id, count(*) as plays from play_histories where played_at >= ${from} and played_at < ${to} group by 1 order by 2 desc limit 200`
)
const artists = await raw(
  sql<{
    artist: string
    plays: number
  }>`select t.artist, count(*) as plays from play_histories p join tracks t on t.id = p.track_id where played_at >= ${from} and played_at < ${to} group by 1 order by 2 desc limit 200`
)
const cat = await raw(
  sql<{
    tracks: number
    published: number
    seconds: number
    genres: number
  }>`select count(*) as tracks, sum(case when status = 'published' then 1 else 0 end) as published, sum(duration) as seconds, count(distinct genre) as genres from tracks`
)
console.log('recount took', Date.now() - t0, 'ms for', range)
/** Most plays first, ties by key in code-point order: the overview's order on both engines. */
const ranked = <K extends string | number>(rows: [K, number][], limit = Infinity) =>
  rows
    .map(([k, n]) => [k, Number(n)] as [K, number])
    .sort(([ka, a], [kb, b]) => b - a || (ka < kb ? -1 : ka > kb ? 1 : 0))
    .slice(0, limit)
let different = 0
const eq = (name: string, a: unknown, b: unknown) => {
  const same = JSON.stringify(a) === JSON.stringify(b)
  if (!same) different++
  console.log(
    name.padEnd(18),
    same
      ? 'equal'
      : `DIFFERENT\n  overview ${JSON.stringify(a).slice(0, 300)}\n  recount  ${JSON.stringify(b).slice(0, 300)}`
  )
}
eq(
  'plays per day',
  (await playsPerDay(d.db, range)).map((x) => [x.day, x.plays]),
  perDay.map((x) => [x.day, Number(x.plays)])
)
eq(
  'listeners per day',
  (await listenersPerDay(d.db, range)).map((x) => [x.day, x.listeners]),
  perDay.map((x) => [x.day, Number(x.listeners)])
)
eq(
  'genres',
  (await genrePlays(d.db, range)).map((x) => [x.genre, x.plays]),
  ranked(genres.map((x) => [x.genre, x.plays]))
)
eq(
  'top tracks',
  (await topTracks(d.db, d.dialect, range, 10)).map((x) => [x.track_id, x.plays]),
  ranked(
    tracks.map((x) => [Number(x.track_id), x.plays]),
    10
  )
)
eq(
  'top artists',
  (await topArtists(d.db, d.dialect, range, 10)).map((x) => [x.artist, x.plays]),
  ranked(
    artists.map((x) => [x.artist, x.plays]),
    10
  )
)
const c = await catalogueStats(d.db)
eq(
  'catalogue',
  [c.tracks, c.published, c.audio_seconds, c.genres],
  [cat[0].tracks, cat[0].published, cat[0].seconds, cat[0].genres].map(Number)
)
await d.close()
process.exit(different ? 1 : 0)
