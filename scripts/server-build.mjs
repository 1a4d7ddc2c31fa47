// The server compiled to one JavaScript file for `npm start` (scripts/start-server.mjs): running the TypeScript
// through tsx compiled it in memory in every server process, about 45 MB of resident memory each. esbuild bundles
// server/start.ts and the sources it imports; npm packages stay external (native ones such as better-sqlite3, and
// plugins that load files of their own). `node scripts/server-build.mjs` builds it by hand.
import {
  cpSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync
} from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

/** The repository: sources and the build folder are found from here, whatever the working directory. */
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
export const SERVER_BUILD_DIR = join(ROOT, '.server-build')
const ENTRY = 'server/start.ts'
/** Files that change how the sources compile, checked besides the sources themselves. */
const SETTINGS = ['tsconfig.json', 'package.json']
/**
 * The migration files (server/db/migrations/<engine>/*.sql), which the server reads at start from `migrations/` beside
 * its module (server/db/migrationFiles.ts): copied beside the bundle. Their folders are inputs too, so that a file added
 * or removed makes the build stale.
 */
const MIGRATIONS = 'server/db/migrations'

/** The bundle's path in a build folder. */
export const serverBundle = (dir = SERVER_BUILD_DIR) => resolve(dir, 'start.mjs')
const inputsFile = (dir) => join(dir, 'inputs.json')

/** Why the bundle in `dir` has to be built, or null when no file it was built from changed since. */
export function staleReason(dir = SERVER_BUILD_DIR) {
  if (!existsSync(serverBundle(dir)) || !existsSync(inputsFile(dir))) return 'no build yet'
  let built
  try {
    built = JSON.parse(readFileSync(inputsFile(dir), 'utf8'))
  } catch {
    return 'its list of sources is unreadable'
  }
  for (const name of [...SETTINGS, ...built.inputs]) {
    const file = resolve(ROOT, name)
    if (!existsSync(file)) {
      if (SETTINGS.includes(name)) continue
      return `${name} is gone`
    }
    // Compared with when the build began: a file saved while it ran counts as changed.
    if (statSync(file).mtimeMs > built.startedAt) return `${name} changed`
  }
  return null
}

/** Bundles the server into `dir`; each file is written beside its name and renamed, so a reader sees whole files. */
export async function buildServer(dir = SERVER_BUILD_DIR) {
  const { build } = await import('esbuild')
  const startedAt = Date.now()
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [ENTRY],
    outfile: serverBundle(dir),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    metafile: true,
    write: false,
    logLevel: 'warning'
  })
  mkdirSync(dir, { recursive: true })
  const put = (path, contents) => {
    const part = `${path}.${process.pid}.part`
    writeFileSync(part, contents)
    renameSync(part, path)
  }
  for (const file of result.outputFiles) put(file.path, file.contents)
  rmSync(join(dir, 'migrations'), { recursive: true, force: true })
  cpSync(join(ROOT, MIGRATIONS), join(dir, 'migrations'), { recursive: true })
  const migrations = readdirSync(join(ROOT, MIGRATIONS), { recursive: true, encoding: 'utf8' }).map((name) =>
    join(MIGRATIONS, name)
  )
  const inputs = [
    ...Object.keys(result.metafile.inputs).map((file) => relative(ROOT, resolve(ROOT, file))),
    MIGRATIONS,
    ...migrations
  ]
  put(inputsFile(dir), JSON.stringify({ startedAt, inputs }, null, 1))
  return { inputs }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2] ?? SERVER_BUILD_DIR
  const { inputs } = await buildServer(dir)
  console.log(`Compiled the server (${inputs.length} sources) into ${serverBundle(dir)}.`)
}
