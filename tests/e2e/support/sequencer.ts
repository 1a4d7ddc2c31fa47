// The order in which the two workers take the specs: server specs (one at a time, serverLock.ts) alternate with
// demo-build specs, each kind longest first, so that the worker that finishes takes a spec it can start at once more
// often than one that waits for the lock.
import { BaseSequencer, type TestSpecification } from 'vitest/node'
import { isServerSpec } from './serverSpecs.ts'

export default class AlternatingSequencer extends BaseSequencer {
  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
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
