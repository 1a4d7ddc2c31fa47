// The export stream: a client that stops reading stops the queries (the server holds a chunk or two, not the file),
// and a source that answers at once (SQLite) still lets the process's other work run between chunks.
import { request } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { Writable, type Readable } from 'node:stream'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import Fastify from 'fastify'
import { afterEach, describe, expect, it, vi } from 'vitest'
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
  it('a reader that stops taking chunks stops the reading of chunks; resumed, it gets every chunk in order', async () => {
    const source = counted(50)
    const stream = csvStream(source.chunks)
    // A client whose socket is full: it accepts chunks but never says it has written them, until released.
    const received: Buffer[] = []
    const held: (() => void)[] = []
    let stuck = true
    const client = new Writable({
      write(chunk: Buffer, _encoding, done) {
        received.push(chunk)
        if (stuck) held.push(done)
        else done()
      }
    })
    const finished = new Promise((resolve, reject) => client.on('finish', resolve).on('error', reject))
    stream.pipe(client)
    // Backpressure reached the stream: the client wants no more and the stream's own buffer is full, so it asks
    // the source for nothing more; turns of the event loop later it still has not.
    await vi.waitFor(() => {
      expect(client.writableNeedDrain).toBe(true)
      expect(stream.readableLength).toBeGreaterThanOrEqual(stream.readableHighWaterMark)
    })
    const madeWhileStuck = source.made
    for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setImmediate(resolve))
    expect(source.made).toBe(madeWhileStuck)
    expect(madeWhileStuck).toBeLessThanOrEqual(3)

    stuck = false
    for (const done of held.splice(0)) done()
    await finished
    const text = Buffer.concat(received).toString('latin1')
    expect(text.length).toBe(50 * CHUNK_BYTES)
    for (let at = 0, expected = 1; at < text.length; at += CHUNK_BYTES, expected++)
      if (Number(text.slice(at, at + 8)) !== expected) expect(Number(text.slice(at, at + 8))).toBe(expected)
  })

  it('over HTTP, a client that stops reading holds the export at its socket buffers; resumed, it gets every chunk in order', async () => {
    const count = 2000 // 128 MiB in all
    const source = counted(count)
    const app = Fastify()
    let sent: Readable | undefined
    app.addHook('onSend', async (_request, _reply, payload) => {
      sent = payload as Readable
      return payload
    })
    app.get('/export', (_request, reply) => sendCsv(reply, 'test', source.chunks))
    await app.listen({ host: '127.0.0.1', port: 0 })
    close = () => {
      app.server.closeAllConnections()
      return app.close()
    }
    const { port } = app.server.address() as AddressInfo

    let serverSocket: Socket | undefined
    app.server.on('connection', (socket: Socket) => (serverSocket = socket))
    const response = await new Promise<import('node:http').IncomingMessage>((resolve, reject) =>
      request({ host: '127.0.0.1', port, path: '/export' }, resolve).on('error', reject).end()
    )
    response.pause()
    // The kernel's socket buffers (a few MiB on loopback) filled up: the server's socket wants no more and the
    // stream's buffer is full. By then the server has read a few MiB of the file, not the file.
    await vi.waitFor(
      () => {
        expect(serverSocket?.writableNeedDrain).toBe(true)
        expect(sent!.readableLength).toBeGreaterThanOrEqual(sent!.readableHighWaterMark)
      },
      { timeout: 10_000 }
    )
    const madeWhilePaused = source.made
    for (let turn = 0; turn < 5; turn++) await new Promise((resolve) => setImmediate(resolve))
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
    // The stream has filled its buffer again and asks for nothing more: no fetch is under way.
    await vi.waitFor(() => expect(stream.readableLength).toBeGreaterThanOrEqual(stream.readableHighWaterMark))
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
