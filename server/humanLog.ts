// `npm start`'s console log unless LOG_FORMAT=json: Fastify's JSON lines (pino) turned into one short line per
// request ("12:03:04  GET /admin/tracks 200 4 ms") and plain warnings and errors, so that the start-up block with
// the sign-in address stays readable. Successful answers of static files (the app's scripts and styles) are skipped.
import { Writable } from 'node:stream'
import { API_PREFIXES } from './app'

type PinoLine = {
  level?: number
  time?: number
  msg?: string
  reqId?: string
  req?: { method?: string; url?: string }
  res?: { statusCode?: number }
  responseTime?: number
  err?: { message?: string; stack?: string }
}

const LEVELS: Record<number, string> = { 40: 'WARN', 50: 'ERROR', 60: 'FATAL' }

function clock(time: number | undefined): string {
  return new Date(time ?? Date.now()).toISOString().slice(11, 19)
}

const isApi = (url: string) => API_PREFIXES.some((prefix) => url.startsWith(prefix))

/** Turns pino's JSON lines into human lines written to `out`; requests in flight are remembered by their id. */
export function humanLogStream(out: { write: (text: string) => unknown }): Writable {
  const open = new Map<string, { method: string; url: string }>()
  let pending = ''

  const handle = (raw: string) => {
    let line: PinoLine
    try {
      line = JSON.parse(raw) as PinoLine
    } catch {
      out.write(`${raw}\n`)
      return
    }
    const level = line.level ?? 30
    const at = clock(line.time)
    if (line.req && line.reqId) {
      open.set(line.reqId, { method: line.req.method ?? '?', url: line.req.url ?? '?' })
      return
    }
    if (line.res && line.reqId) {
      const req = open.get(line.reqId)
      open.delete(line.reqId)
      const status = line.res.statusCode ?? 0
      if (!req || (status < 400 && !isApi(req.url))) return
      const ms = Math.round(line.responseTime ?? 0)
      out.write(`${at}  ${req.method} ${req.url} ${status} ${ms} ms\n`)
      return
    }
    // The start-up block says where the app runs, once for all processes.
    if (level < 40 && line.msg?.startsWith('Server listening at')) return
    const label = LEVELS[level] ? `${LEVELS[level]}  ` : ''
    const detail = line.err?.stack ?? line.err?.message
    out.write(`${at}  ${label}${line.msg ?? ''}${detail && level >= 50 ? `\n${detail}` : ''}\n`)
  }

  return new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      pending += chunk.toString()
      const lines = pending.split('\n')
      pending = lines.pop() ?? ''
      for (const raw of lines) if (raw.trim()) handle(raw)
      done()
    }
  })
}
