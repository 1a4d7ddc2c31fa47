// The order in which the two workers take the specs: server specs alternate with demo-build specs, each kind longest
// first, so that each worker's API server and the demo build's preview server share the load, and a long spec does
// not start last and run on alone.
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { isServerSpec } from './serverSpecs.ts'

/**
 * Specs that take long for reasons their size does not show, started first: on a fresh clone (CI) Vitest has no
 * durations and orders by file size, which put them last, with one worker running on alone while the other had
 * finished. The crawls visit every route (in several variants); release-lifecycle waits up to 80 s for a go-live.
 */
const LONG_SPECS = ['release-lifecycle', 'crawl', 'showcase-crawl']

// How Vitest (4.1) hands the order out: one spec at a time, to whichever worker is free (its pool's queue). So the
// worker that starts release-lifecycle, which mostly waits for the go-live job, holds up nothing: the other worker
// keeps taking specs meanwhile, and the waiting one joins in when its spec is done.

const rank = (file: TestSpecification) => {
  const at = LONG_SPECS.findIndex((name) => file.moduleId.endsWith(`/tests/e2e/${name}.e2e.ts`))
  return at === -1 ? LONG_SPECS.length : at
}

export default class AlternatingSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    // A stable sort: among the others, Vitest's order (longest first when it knows, else largest first).
    const sorted = (await super.sort(files)).sort((a, b) => rank(a) - rank(b))
    const server = sorted.filter((file) => isServerSpec(file.moduleId))
    const demo = sorted.filter((file) => !isServerSpec(file.moduleId))
    const order: TestSpecification[] = []
    while (server.length > 0 || demo.length > 0) {
      const next = server.shift()
      if (next) order.push(next)
      const other = demo.shift()
      if (other) order.push(other)
    }
    return order
  }
}
