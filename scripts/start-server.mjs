// `npm start`: the server as compiled JavaScript (scripts/server-build.mjs), compiled first when that build is
// missing or older than its sources. The cluster's workers run this file too; they find the build done.
import { spawnSync } from 'node:child_process'
import cluster from 'node:cluster'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { serverBundle, staleReason } from './server-build.mjs'

if (cluster.isPrimary) {
  const reason = staleReason()
  if (reason) {
    console.log(`Compiling the server (${reason})…`)
    // In a process of its own, so that this one, which goes on to serve, never loads the compiler.
    const built = spawnSync(process.execPath, [fileURLToPath(new URL('server-build.mjs', import.meta.url))], {
      stdio: 'inherit'
    })
    if (built.status !== 0) {
      console.error('Compiling the server failed (see above).')
      process.exit(1)
    }
  }
}
await import(pathToFileURL(serverBundle()).href)
