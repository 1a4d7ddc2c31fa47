// Waiting for a server a bench started: /health answers, or the server exited, or time ran out.
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
