// A background task run every so often by a server process: never two runs at once, and stopping waits for the run
// in progress, which the stop's signal asks to end early (a long task, such as a vacuum, checks it).

/** Runs `task` every `intervalMs` (0: never), a run skipped while the last one goes on; answers the function that stops it. */
export function everyInterval(
  intervalMs: number,
  task: (stopping: AbortSignal) => Promise<unknown>,
  onError: (err: unknown) => void
): () => Promise<void> {
  if (intervalMs <= 0) return async () => {}
  const stopping = new AbortController()
  let running: Promise<unknown> | undefined
  const timer = setInterval(() => {
    running ??= task(stopping.signal)
      .catch(onError)
      .finally(() => (running = undefined))
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    stopping.abort()
    await running
  }
}
