// The export stream: a client that stops reading stops the queries (the server holds a chunk or two, not the file),
// and a source that answers at once (SQLite) still lets the process's other work run between chunks.
import { request } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Readable } from 'node:stream'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import Fastify from 'fastify'
import { afterEach, describe, expect, it } from 'vitest'
import { csvStream, csvValueChunks, keysetChunks, sendCsv, type Chunks } from './csv'

const CHUNK_BYTES = 64 * 1024

/** `count` chunks of CHUNK_BYTES each, answered at once; `made` says how many were asked for so far. */
function counted(count: number) {
  const source = { made: 0, chunks: (async () => undefined) as Chunks<string> }
  source.chunks = async () => {
    if (source.made === count) return undefined
    source.made++
    return `${String(source.made).padStart(8, '0')}${'x'.repeat(CHUNK_BYTES - 10)}\r\n`
  }
  return source
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

/** Reads `count` chunks of the stream, then leaves it unread, as a client whose socket is full. */
function take(stream: Readable, count: number): Promise<void> {
  let taken = 0
  return new Promise((resolve) => {
    const onReadable = () => {
      while (taken < count && stream.read() !== null) taken++
      if (taken < count) return
      stream.off('readable', onReadable)
      resolve()
    }
    stream.on('readable', onReadable)
  })
}

let close: (() => Promise<void>) | undefined
afterEach(async () => {
  await close?.()
  close = undefined
})

describe('CSV export stream', () => {
  it('a client that stops reading stops the reading of chunks; resumed, it gets every chunk in order', async () => {
    const count = 2000 // 128 MiB in all
    const source = counted(count)
    const app = Fastify()
    app.get('/export', (_request, reply) => sendCsv(reply, 'test', source.chunks))
    await app.listen({ host: '127.0.0.1', port: 0 })
    close = () => {
      app.server.closeAllConnections()
      return app.close()
    }
    const { port } = app.server.address() as AddressInfo

    const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) =>
      request({ host: '127.0.0.1', port, path: '/export' }, resolve).on('error', reject).end()
    )
    response.pause()
    // Until the kernel's socket buffers (a few MiB on loopback, growing as it tunes them) are full.
    let madeWhilePaused = -1
    for (let i = 0; i < 40 && source.made !== madeWhilePaused; i++) {
      madeWhilePaused = source.made
      await wait(150)
    }
    expect(source.made).toBe(madeWhilePaused)
    expect(madeWhilePaused * CHUNK_BYTES).toBeLessThan(24 * 1024 * 1024)

    let bytes = 0
    let expected = 1
    let carry = ''
    for await (const part of response) {
      const text = carry + (part as Buffer).toString('latin1')
      bytes += (part as Buffer).length
      let at = 0
      for (; at + CHUNK_BYTES <= text.length; at += CHUNK_BYTES) {
        expect(Number(text.slice(at, at + 8))).toBe(expected)
        expected++
      }
      carry = text.slice(at)
    }
    expect(bytes).toBe(count * CHUNK_BYTES)
    expect(expected - 1).toBe(count)
  })

  it('other work of the process runs between chunks of a source that answers at once', async () => {
    const source = counted(50)
    let madeWhenOtherWorkRan: number | undefined
    setImmediate(() => (madeWhenOtherWorkRan = source.made))
    let chunks = 0
    for await (const part of csvStream(source.chunks)) if ((part as Buffer).length > 0) chunks++
    expect(chunks).toBe(50)
    expect(madeWhenOtherWorkRan).toBeLessThan(5)
  })

  // The cause of the exporting process growing by ~50 MB with a slow client (bench/export.ts): rows kept by a
  // suspended async generator while the client had not yet taken their text lived long enough to be promoted.
  it('keeps no chunk of rows while the client is slow to take their text', async () => {
    const fetched: WeakRef<unknown[][]>[] = []
    const chunks = keysetChunks<unknown[]>(async (after, limit) => {
      const from = after ? (after[0] as number) : 0
      const rows = Array.from({ length: limit }, (_, i) => [from + i + 1, `title ${from + i + 1}`])
      fetched.push(new WeakRef(rows))
      return rows
    }, 500)
    const stream = csvStream(csvValueChunks(['id', 'title'], chunks))
    await take(stream, 3)
    await wait(20)
    collectGarbage()
    expect(fetched.length).toBeGreaterThan(1)
    expect(fetched.filter((rows) => rows.deref() !== undefined)).toHaveLength(0)
    stream.destroy()
  })

  it('a failing query ends the stream with its error', async () => {
    let asked = 0
    const failing: Chunks<string> = async () => {
      if (asked++ === 0) return 'first\r\n'
      throw new Error('the database is gone')
    }
    const read = async () => {
      for await (const part of csvStream(failing)) void part
    }
    await expect(read()).rejects.toThrow('the database is gone')
  })
})
