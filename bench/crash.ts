// `npm run bench:crash [-- --rounds 5 --workers 8 --seed 1]`
// Starts the API server on a fresh data folder, sends a burst of writes (tracks with and without audio uploads,
// track edits with new files, playlists and their tracks) from several workers at once, kills the server with
// SIGKILL in the middle of it, starts it again, and checks:
//   - every write the server acknowledged (a 2xx answer) is there, with its fields and, for uploads, its exact bytes;
//   - the database passes its integrity check (SQLite: integrity_check and foreign_key_check; PostgreSQL: no row
//     refers to a missing one and playlist positions have no gaps);
//   - no stray file is left in the media folder: no unfinished upload, no file that no track names, no track that
//     names a missing file.
// Rounds repeat on the same data folder, so later rounds crash a server that has already crashed. With
// DATABASE_URL=postgres://…/postgres, each run uses a database of its own (created and dropped). No server runs
// on the folder after the kill, so `media:sweep --grace 0 --no-server-running` removes what the crash left before
// the restart (a start-up sweep never takes files younger than 600 s).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createHash } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { seededRandom as prng } from '../src/lib/random'
import { synthesizeTune } from '../server/media/wav'
import { UPLOAD_PREFIX } from '../server/media/sweep'
import { waitForHealth } from './serverUp'

const ADMIN = { email: 'crash@vibeline.local', password: 'crash-password-1' }
const PORT = Number(process.env.CRASH_PORT ?? 3998)
const BASE = `http://127.0.0.1:${PORT}`

function arg(name: string, fallback: number): number {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? Number(process.argv[index + 1]) : fallback
}

type Ack =
  | { kind: 'track'; id: number; title: string; audio?: { sha256: string; size: number } }
  | { kind: 'track-edit'; id: number; title: string; audio: { sha256: string; size: number } }
  | { kind: 'playlist'; id: number; name: string }
  | { kind: 'playlist-track'; playlist: number; track: number }
  | { kind: 'track-delete'; id: number }

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex')

const serverEnv = (dataDir: string, databaseUrl: string | undefined) => ({
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl ?? ''
})

/** What the crash left, swept while no server runs. */
function sweepAfterCrash(dataDir: string, databaseUrl: string | undefined): void {
  const result = spawnSync(
    process.execPath,
    ['node_modules/tsx/dist/cli.mjs', 'server/sweep-cli.ts', '--grace', '0', '--no-server-running'],
    { env: serverEnv(dataDir, databaseUrl), stdio: ['ignore', 'ignore', 'inherit'] }
  )
  if (result.status !== 0) throw new Error('media:sweep failed after the crash')
}

function startServer(dataDir: string, databaseUrl: string | undefined): ChildProcess {
  return spawn(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'server/start.ts'], {
    env: {
      ...serverEnv(dataDir, databaseUrl),
      PORT: String(PORT),
      HOST: '127.0.0.1',
      SKIP_BUILD: '1',
      STATIC_DIR: '',
      SEED: '0',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_MAX: '100000',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: SIGKILL reaches tsx and the server it runs alike.
    detached: true
  })
}

function killHard(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  process.kill(-child.pid!, 'SIGKILL')
  return exited
}

async function stopGently(child: ChildProcess): Promise<void> {
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  process.kill(-child.pid!, 'SIGTERM')
  await exited
}

async function signIn(): Promise<string> {
  const res = await fetch(`${BASE}/jwt/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN)
  })
  if (!res.ok) throw new Error(`Sign-in failed: ${res.status} ${await res.text()}`)
  return ((await res.json()) as { accessToken: string }).accessToken
}

/** One worker: writes of every kind, one after another, until the server stops answering. */
/** Upload bodies made before the burst (0.5 to 6 MB), so the workers spend their time sending, not synthesizing. */
function audioPool(random: () => number): Buffer[] {
  return Array.from({ length: 16 }, (_, n) => synthesizeTune(n + 1, 60 + Math.floor(random() * 700)))
}

async function worker(
  pool: Buffer[],
  token: string,
  random: () => number,
  name: string,
  acks: Ack[],
  counts: { sent: number; failed: number },
  /** Tracks whose last write got no answer: it may or may not have committed before the server died. */
  uncertain: Set<number>
): Promise<void> {
  const auth = { authorization: `Bearer ${token}` }
  const json = (method: string, path: string, body: unknown) =>
    fetch(`${BASE}${path}`, {
      method,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(body)
    })
  const withAudio = (method: string, path: string, title: string, audio: Buffer) => {
    const form = new FormData()
    form.set('title', title)
    form.set('artist', 'Crash Test')
    form.set('genre', 'ambient')
    form.set('audio', new Blob([audio], { type: 'audio/wav' }), `${title}.wav`)
    return fetch(`${BASE}${path}`, { method, headers: auth, body: form })
  }
  const myTracks: number[] = []
  const myPlaylists: number[] = []
  for (let n = 0; ; n++) {
    const title = `${name}-${n}`
    const pick = random()
    let touching: number | undefined
    counts.sent++
    try {
      if (pick < 0.3 || myTracks.length === 0) {
        const res = await json('POST', '/admin/v2/tracks', {
          title,
          artist: 'Crash Test',
          genre: 'rock',
          duration: 1 + Math.floor(random() * 600)
        })
        if (res.status === 201) {
          const id = ((await res.json()) as { data: { id: number } }).data.id
          acks.push({ kind: 'track', id, title })
          myTracks.push(id)
        } else counts.failed++
      } else if (pick < 0.5) {
        const audio = pool[Math.floor(random() * pool.length)]
        const res = await withAudio('POST', '/admin/v2/tracks', title, audio)
        if (res.status === 201) {
          const id = ((await res.json()) as { data: { id: number } }).data.id
          acks.push({ kind: 'track', id, title, audio: { sha256: sha256(audio), size: audio.length } })
          myTracks.push(id)
        } else counts.failed++
      } else if (pick < 0.6) {
        const at = Math.floor(random() * myTracks.length)
        const id = myTracks[at]
        touching = id
        const res = await fetch(`${BASE}/admin/v2/tracks/${id}`, { method: 'DELETE', headers: auth })
        if (res.status === 200) {
          acks.push({ kind: 'track-delete', id })
          myTracks.splice(at, 1)
        } else counts.failed++
      } else if (pick < 0.7) {
        const id = myTracks[Math.floor(random() * myTracks.length)]
        touching = id
        const audio = pool[Math.floor(random() * pool.length)]
        const res = await withAudio('PUT', `/admin/v2/tracks/${id}`, title, audio)
        if (res.status === 200)
          acks.push({ kind: 'track-edit', id, title, audio: { sha256: sha256(audio), size: audio.length } })
        else counts.failed++
      } else if (pick < 0.8 || myPlaylists.length === 0) {
        const res = await json('POST', '/admin/v2/playlists', { name: title })
        if (res.status === 201) {
          const id = ((await res.json()) as { data: { id: number } }).data.id
          acks.push({ kind: 'playlist', id, name: title })
          myPlaylists.push(id)
        } else counts.failed++
      } else {
        const playlist = myPlaylists[Math.floor(random() * myPlaylists.length)]
        const track = myTracks[Math.floor(random() * myTracks.length)]
        const res = await json('POST', `/admin/v2/playlists/${playlist}/tracks`, {
          track_id: track,
          position: 0
        })
        if (res.status === 201) acks.push({ kind: 'playlist-track', playlist, track })
        // 409: already in it — refused, nothing to check.
        else if (res.status !== 409) counts.failed++
      }
    } catch {
      // The connection died with the server: this write was never acknowledged.
      if (touching !== undefined) uncertain.add(touching)
      return
    }
  }
}

/** The latest acknowledged state of each row: a later edit of a track replaces what an earlier write said. */
function expectedState(acks: Ack[]) {
  const tracks = new Map<number, { title: string; audio?: { sha256: string; size: number } } | null>()
  const playlists = new Map<number, string>()
  const memberships = new Set<string>()
  for (const ack of acks) {
    if (ack.kind === 'track') tracks.set(ack.id, { title: ack.title, audio: ack.audio })
    else if (ack.kind === 'track-edit') tracks.set(ack.id, { title: ack.title, audio: ack.audio })
    else if (ack.kind === 'playlist') playlists.set(ack.id, ack.name)
    else if (ack.kind === 'track-delete') {
      tracks.set(ack.id, null)
      for (const m of memberships) if (m.endsWith(`:${ack.id}`)) memberships.delete(m)
    } else memberships.add(`${ack.playlist}:${ack.track}`)
  }
  return { tracks, playlists, memberships }
}

/**
 * Checks every acknowledged write against the restarted server: each track as its last acknowledged write left it
 * (deleted ones gone), with the exact bytes of its last acknowledged upload. Only a worker's own tracks are edited
 * by it, one write at a time; a track whose last write got no answer may show that write or not.
 */
async function verify(token: string, acks: Ack[], uncertain: Set<number>): Promise<string[]> {
  const problems: string[] = []
  const auth = { authorization: `Bearer ${token}` }
  const { tracks, playlists, memberships } = expectedState(acks)
  for (const [id, want] of tracks) {
    const res = await fetch(`${BASE}/admin/v2/tracks/${id}`, { headers: auth })
    if (uncertain.has(id)) {
      if (res.status !== 200 && res.status !== 404) problems.push(`track ${id}: ${res.status}`)
      continue
    }
    if (want === null) {
      if (res.status !== 404) problems.push(`deleted track ${id}: ${res.status}`)
      continue
    }
    if (res.status !== 200) {
      problems.push(`track ${id}: ${res.status}`)
      continue
    }
    const track = ((await res.json()) as { data: { title: string; audio_url: string | null } }).data
    if (track.title !== want.title) problems.push(`track ${id}: title ${track.title}, expected ${want.title}`)
    if (want.audio) {
      if (!track.audio_url) {
        problems.push(`track ${id}: no audio`)
        continue
      }
      const audio = Buffer.from(await (await fetch(`${BASE}${track.audio_url}`)).arrayBuffer())
      if (sha256(audio) !== want.audio.sha256)
        problems.push(`track ${id}: audio differs from the acknowledged upload`)
    }
  }
  const byPlaylist = new Map<number, Set<number>>()
  for (const [id, name] of playlists) {
    const res = await fetch(`${BASE}/admin/v2/playlists/${id}`, { headers: auth })
    if (res.status !== 200) {
      problems.push(`playlist ${id}: ${res.status}`)
      continue
    }
    const body = ((await res.json()) as { data: { name: string; tracks: { id: number }[] } }).data
    if (body.name !== name) problems.push(`playlist ${id}: name ${body.name}, expected ${name}`)
    byPlaylist.set(id, new Set(body.tracks.map((t) => t.id)))
  }
  for (const membership of memberships) {
    const [playlist, track] = membership.split(':').map(Number)
    if (!byPlaylist.get(playlist)?.has(track) && !uncertain.has(track))
      problems.push(`playlist ${playlist} lost track ${track}`)
  }
  return problems
}

async function integrity(dataDir: string, databaseUrl: string | undefined): Promise<string[]> {
  if (!databaseUrl) {
    const db = new Database(join(dataDir, 'vibeline.db'), { readonly: true })
    try {
      const check = db.pragma('integrity_check', { simple: true })
      const keys = db.pragma('foreign_key_check') as unknown[]
      return [
        ...(check === 'ok' ? [] : [`integrity_check: ${String(check)}`]),
        ...(keys.length ? [`foreign_key_check: ${keys.length} rows`] : [])
      ]
    } finally {
      db.close()
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const problems: string[] = []
    const orphans = await client.query(`select
      (select count(*) from playlist_tracks pt left join tracks t on t.id = pt.track_id where t.id is null) +
      (select count(*) from playlist_tracks pt left join playlists p on p.id = pt.playlist_id where p.id is null) +
      (select count(*) from refresh_tokens r left join users u on u.id = r.user_id where u.id is null) as n`)
    if (Number(orphans.rows[0].n) > 0) problems.push(`${orphans.rows[0].n} rows refer to missing rows`)
    const gaps = await client.query(`select playlist_id from playlist_tracks group by playlist_id
      having max(position) <> count(*) - 1 or count(distinct position) <> count(*)`)
    if (gaps.rowCount) problems.push(`${gaps.rowCount} playlists with gaps or repeats in their positions`)
    return problems
  } finally {
    await client.end()
  }
}

async function audioKeys(dataDir: string, databaseUrl: string | undefined): Promise<Set<string>> {
  const sql = 'select distinct audio_key as key from tracks where audio_key is not null'
  if (!databaseUrl) {
    const db = new Database(join(dataDir, 'vibeline.db'), { readonly: true })
    try {
      return new Set((db.prepare(sql).all() as { key: string }[]).map((r) => r.key))
    } finally {
      db.close()
    }
  }
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    return new Set((await client.query<{ key: string }>(sql)).rows.map((r) => r.key))
  } finally {
    await client.end()
  }
}

/** Files the crash left that nothing refers to, and referenced files that are missing. */
function strayFiles(mediaDir: string, keys: Set<string>): { stray: string[]; missing: string[] } {
  const files = readdirSync(mediaDir)
  return {
    stray: files.filter((f) => !keys.has(f)),
    missing: [...keys].filter((k) => !files.includes(k))
  }
}

async function withDatabase<T>(fn: (url: string | undefined) => Promise<T>): Promise<T> {
  const admin = process.env.DATABASE_URL
  if (!admin) return fn(undefined)
  const name = `vibeline_crash_${Date.now()}_${process.pid}`
  const client = new pg.Client({ connectionString: admin })
  await client.connect()
  await client.query(`create database ${name}`)
  const url = new URL(admin)
  url.pathname = `/${name}`
  try {
    const inner = new pg.Client({ connectionString: url.toString() })
    await inner.connect()
    await inner.query('create extension if not exists pg_trgm')
    await inner.end()
    return await fn(url.toString())
  } finally {
    await client.query(`drop database if exists ${name} with (force)`)
    await client.end()
  }
}

async function main(): Promise<void> {
  const rounds = arg('rounds', 5)
  const workers = arg('workers', 8)
  const random = prng(arg('seed', 1))
  const pool = audioPool(random)
  const failures: string[] = []
  let acknowledged = 0
  let strayAfterCrash = 0
  await withDatabase(async (databaseUrl) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'vibeline-crash-'))
    const mediaDir = join(dataDir, 'media')
    const allAcks: Ack[] = []
    const uncertain = new Set<number>()
    try {
      for (let round = 1; round <= rounds; round++) {
        const server = startServer(dataDir, databaseUrl)
        await waitForHealth(BASE, server)
        const token = await signIn()
        const acks: Ack[] = []
        const counts = { sent: 0, failed: 0 }
        const burst = Array.from({ length: workers }, (_, w) =>
          worker(pool, token, prng(Math.floor(random() * 1e9)), `r${round}w${w}`, acks, counts, uncertain)
        )
        // Die somewhere from 1 to 4 seconds into the burst, at a moment when an upload is arriving (its temporary
        // file exists), or at 15 s whatever happens.
        const started = Date.now()
        const earliest = started + 1000 + Math.floor(random() * 3000)
        const uploading = () => readdirSync(mediaDir).some((f) => f.startsWith(UPLOAD_PREFIX))
        while (Date.now() < started + 15_000 && (Date.now() < earliest || !uploading()))
          await new Promise((resolve) => setTimeout(resolve, 10))
        const after = Date.now() - started
        await killHard(server)
        await Promise.all(burst)
        const keysAtCrash = await audioKeys(dataDir, databaseUrl)
        const left = strayFiles(mediaDir, keysAtCrash)
        strayAfterCrash += left.stray.length

        sweepAfterCrash(dataDir, databaseUrl)
        const restarted = startServer(dataDir, databaseUrl)
        await waitForHealth(BASE, restarted)
        allAcks.push(...acks)
        const problems = await verify(await signIn(), allAcks, uncertain)
        await stopGently(restarted)
        problems.push(...(await integrity(dataDir, databaseUrl)))
        const after2 = strayFiles(mediaDir, await audioKeys(dataDir, databaseUrl))
        problems.push(...after2.stray.map((f) => `stray file after restart: ${f}`))
        problems.push(...after2.missing.map((f) => `a track names the missing file ${f}`))
        acknowledged += acks.length
        console.log(
          `round ${round}: killed after ${after} ms; ${counts.sent} writes sent, ${acks.length} acknowledged ` +
            `(${acks.filter((a) => 'audio' in a && a.audio).length} with audio), ${counts.failed} refused; ` +
            `${left.stray.length} stray file(s) at the crash, ${after2.stray.length} after the restart; ` +
            `${problems.length ? problems.length + ' problem(s)' : 'all acknowledged writes present, integrity ok'}`
        )
        failures.push(...problems.map((p) => `round ${round}: ${p}`))
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
  console.log(
    `\n${process.env.DATABASE_URL ? 'PostgreSQL' : 'SQLite'}: ${rounds} crashes, ${acknowledged} acknowledged writes checked ` +
      `(every round re-checks all earlier ones), ${strayAfterCrash} stray file(s) left by the crashes, ` +
      `${failures.length} problem(s).`
  )
  if (failures.length) {
    for (const f of failures) console.error(f)
    process.exit(1)
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.stack : err)
  process.exit(1)
})
