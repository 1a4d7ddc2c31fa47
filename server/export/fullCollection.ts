// A full garbage collection, asked for by a long export. V8 frees the memory of finished socket writes (the backing
// stores of their write requests, and Buffers that waited in the socket's queue) only when it collects the objects
// holding them. Those that outlived two scavenges wait for a full collection, which V8 starts for such memory only
// after about 64 MB of it: in about one export of a million tracks out of two, the exporting process grew by 50 MB
// (peaks of 175–200 MB in bench/export.ts, with process.memoryUsage().arrayBuffers at 30 MB and growing at the end).
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'

type Collect = (options: { type: 'major'; execution: 'async' }) => void

let collect: Collect | undefined

/**
 * Starts a full collection as a background task, without pausing the process for it. V8's gc() is exposed for this
 * once, in a context of its own: the flag only adds that function to contexts made after it is set.
 */
export function startFullCollection(): void {
  if (!collect) {
    setFlagsFromString('--expose-gc')
    collect = runInNewContext('gc') as Collect
  }
  collect({ type: 'major', execution: 'async' })
}
