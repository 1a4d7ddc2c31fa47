// The order in which the two workers take the specs: server specs alternate with demo-build specs, each kind longest
// first, so that each worker's API server and the demo build's preview server share the load, and a long spec does
// not start last and run on alone.
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
