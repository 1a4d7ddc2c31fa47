// Real `npm start` server processes for the scale-out tests: spawned with their own environment and process group,
// waited for by condition, stopped by signal; plain HTTP requests on fresh connections.
import { spawn, type ChildProcess } from 'node:child_process'
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http'
import { createServer } from 'node:net'

export type Instance = {
  child: ChildProcess
  url: string
  /** Everything it printed so far. */
  output: () => string
  /** SIGTERM to the whole group; resolves when the server process has exited. */
  stop: () => Promise<void>
}

/** A port the system says is free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolve(port))
    })
  })
}

export function startInstance(
  port: number,
  env: NodeJS.ProcessEnv,
  // `node --import tsx`: the spawned process is the server itself (the cluster primary when WORKERS > 1).
  args = ['--import', 'tsx', 'server/start.ts']
): Instance {
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      HOST: '127.0.0.1',
      PORT: String(port),
      SKIP_BUILD: '1',
      STATIC_DIR: '',
      LOG_LEVEL: 'warn',
      ...env
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true
  })
  let printed = ''
  child.stdout!.on('data', (chunk) => (printed += String(chunk)))
  child.stderr!.on('data', (chunk) => (printed += String(chunk)))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  return {
    child,
    url: `http://127.0.0.1:${port}`,
    output: () => printed,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM')
        } catch {
          // already gone
        }
      }
      await exited
    }
  }
}

export type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer; json: () => any } // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * One HTTP request on a connection of its own (no keep-alive), so that a cluster may hand it to any worker. A
 * connection that stays silent for `timeoutMs` fails the call, so that a poll (waitFor) tries again.
 */
export function call(
  url: string,
  options: {
    method?: string
    headers?: Record<string, string>
    body?: Buffer | string | object
    timeoutMs?: number
  } = {}
): Promise<Answer> {
  const { method = 'GET', headers = {}, timeoutMs = 15_000 } = options
  let body: Buffer | undefined
  if (Buffer.isBuffer(options.body)) body = options.body
  else if (typeof options.body === 'string') body = Buffer.from(options.body)
  else if (options.body !== undefined) {
    body = Buffer.from(JSON.stringify(options.body))
    headers['content-type'] ??= 'application/json'
  }
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        const data = Buffer.concat(chunks)
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: data,
          json: () => JSON.parse(data.toString('utf8'))
        })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.setTimeout(timeoutMs, () =>
      req.destroy(new Error(`${method} ${url}: no answer within ${timeoutMs} ms`))
    )
    req.end(body)
  })
}

/** `promise`, or a failure naming `what` and the instance's output so far when it takes longer than `ms`. */
export function within<T>(promise: Promise<T>, ms: number, what: string, instance: Instance): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () =>
        reject(
          new Error(`${what} did not happen within ${ms} ms; the server printed:\n${instance.output()}`)
        ),
      ms
    )
  })
  return Promise.race([promise, late]).finally(() => clearTimeout(timer))
}

/** Polls until `check` holds (or throws its last failure after `timeoutMs`). */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false>,
  what: string,
  timeoutMs = 120_000
): Promise<T> {
  const deadline = Date.now() + timeoutMs
  let last: unknown
  for (;;) {
    try {
      const value = await check()
      if (value) return value
    } catch (err) {
      last = err
    }
    if (Date.now() > deadline)
      throw new Error(`${what} did not happen within ${timeoutMs} ms${last ? ` (${String(last)})` : ''}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** Resolves when `instance` answers /ready with 200; fails at once if its process exits. */
export async function waitReady(instance: Instance, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    if (instance.child.exitCode !== null || instance.child.signalCode !== null)
      throw new Error(`${instance.url} exited before it was ready:\n${instance.output()}`)
    const status = await call(`${instance.url}/ready`).then(
      (res) => res.status,
      () => 0
    )
    if (status === 200) return
    if (Date.now() > deadline)
      throw new Error(`${instance.url} was not ready within ${timeoutMs} ms:\n${instance.output()}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/**
 * A request whose body is sent in two parts: `started` resolves once the server has taken the request (it answered
 * `100 Continue` to its headers) and holds the first part; `finish` sends the rest and resolves with the answer.
 */
export function requestInTwoParts(
  url: string,
  options: { method: string; headers: Record<string, string>; first: Buffer; rest: Buffer }
): { started: Promise<void>; finish: () => Promise<Answer> } {
  const req = httpRequest(url, {
    method: options.method,
    agent: false,
    headers: {
      ...options.headers,
      expect: '100-continue',
      'content-length': String(options.first.length + options.rest.length)
    }
  })
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('error', reject)
    req.on('response', (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('error', reject)
      res.on('end', () => {
        const data = Buffer.concat(chunks)
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: data,
          json: () => JSON.parse(data.toString('utf8'))
        })
      })
    })
  })
  const started = new Promise<void>((resolve, reject) => {
    req.on('error', reject)
    req.on('continue', () => req.write(options.first, () => resolve()))
  })
  // Whoever awaits only `started` must not see an unhandled rejection of the answer.
  answer.catch(() => undefined)
  req.flushHeaders()
  return {
    started,
    finish: () => {
      req.end(options.rest)
      return answer
    }
  }
}
