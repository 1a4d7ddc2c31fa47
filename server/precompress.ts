// Brotli and gzip twins (app.js.br, app.js.gz) of every compressible file of a build, written once at build time
// (vite.config.ts) so that the server (app.ts, @fastify/static `preCompressed`) never compresses assets per request.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'

const brotli = promisify(brotliCompress)
const gz = promisify(gzip)

// The demo build's SQLite WebAssembly and its seeded database file compress to about a quarter (2.5 MB of database to
// 0.6 MB gzipped): a host that serves the twins saves most of demo mode's first download.
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|xml|webmanifest|map|wasm|sqlite)$/
/** Below this a compressed copy saves less than a round trip's worth of bytes. */
export const MIN_BYTES = 1024

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) yield* files(path)
    else if (entry.isFile()) yield path
  }
}

/** Writes `<file>.br` and `<file>.gz` beside each compressible file of `dir`; returns how many files it compressed. */
export async function precompressDir(dir: string): Promise<number> {
  let count = 0
  const jobs: Promise<void>[] = []
  for await (const path of files(dir)) {
    if (!COMPRESSIBLE.test(path) || (await stat(path)).size < MIN_BYTES) continue
    count++
    jobs.push(
      (async () => {
        const data = await readFile(path)
        const [br, gzipped] = await Promise.all([
          brotli(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length
            }
          }),
          gz(data, { level: 9 })
        ])
        await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)])
      })()
    )
  }
  await Promise.all(jobs)
  return count
}
