// Starting the API server for a bench: the environment it runs with, and waiting until /health answers (or the
// server exited, or time ran out).
import type { ChildProcess } from 'node:child_process'

export async function waitForHealth(base: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}) before answering`)
    try {
      if ((await fetch(`${base}/health`)).ok) return
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
  child.kill()
  throw new Error(`The server at ${base} did not answer within ${timeoutMs / 1000} s`)
}

/** The server's environment in a bench: no app build, no static files, no demo seed, quiet logs. */
export function benchServerEnv(dataDir: string, port: number): NodeJS.ProcessEnv {
  return {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    SKIP_BUILD: '1',
    STATIC_DIR: '',
    SEED: '0',
    LOG_LEVEL: 'warn',
    ADMIN_PASSWORD: 'unused-bench-admin'
  }
}
