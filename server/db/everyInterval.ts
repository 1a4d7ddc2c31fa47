// A background task run every so often by a server process: never two runs at once, and stopping waits for the run
// in progress.

/** Runs `task` every `intervalMs` (0: never), a run skipped while the last one goes on; answers the function that stops it. */
export function everyInterval(
  intervalMs: number,
  task: () => Promise<unknown>,
  onError: (err: unknown) => void
): () => Promise<void> {
  if (intervalMs <= 0) return async () => {}
  let running: Promise<unknown> | undefined
  const timer = setInterval(() => {
    running ??= task()
      .catch(onError)
      .finally(() => (running = undefined))
  }, intervalMs)
  timer.unref()
  return async () => {
    clearInterval(timer)
    await running
  }
}
