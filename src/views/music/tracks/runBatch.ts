// A bulk upload's run: files upload `concurrency` at a time; each file's tag links are applied one file at a time,
// in the batch's order, after its upload. So the first file to name a new artist or release creates it and the
// later ones find it (one release for an album, not one each): two links applied at once could each create it
// (on PostgreSQL neither transaction sees the other's). A file that names what an earlier one creates starts its
// upload once that one is linked, for the same reason (the upload links the track's artist by its name).

type Deferred<T> = { promise: Promise<T>; resolve: (value: T) => void }
function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  const promise = new Promise<T>((r) => (resolve = r))
  return { promise, resolve }
}

export type BatchSteps<R> = {
  concurrency: number
  /** Row key → the earlier row whose links it waits for. */
  waits: ReadonlyMap<string, string>
  /** Uploads a row: the new track's id, or null when it was not added (the row says why). */
  upload: (row: R) => Promise<number | null>
  /** Applies a row's links to its uploaded track (a row without links: nothing). */
  link: (row: R, trackId: number) => Promise<void>
}

export async function runBatch<R extends { key: string }>(queue: R[], steps: BatchSteps<R>): Promise<void> {
  const uploaded = new Map(queue.map((r) => [r.key, deferred<number | null>()]))
  const linked = new Map(queue.map((r) => [r.key, deferred<void>()]))
  let next = 0
  const worker = async () => {
    while (next < queue.length) {
      const row = queue[next++]
      const creator = steps.waits.get(row.key)
      if (creator !== undefined) await linked.get(creator)?.promise
      uploaded.get(row.key)!.resolve(await steps.upload(row).catch(() => null))
    }
  }
  const linker = async () => {
    for (const row of queue) {
      const id = await uploaded.get(row.key)!.promise
      if (id !== null) await steps.link(row, id).catch(() => undefined)
      linked.get(row.key)!.resolve()
    }
  }
  const workers = Array.from({ length: Math.min(steps.concurrency, queue.length) }, worker)
  await Promise.all([...workers, linker()])
}
