// The setup of every web test. A test file that needs no browser says `// @vitest-environment node` on its first
// line: it then skips jsdom and everything below that only a browser needs.
import { afterAll, afterEach } from 'vitest'
import { consoleGuard } from './expectConsole'
import { installNoNetwork } from './noNetwork'

installNoNetwork()

// Registered first, so it runs after the other afterEach hooks: what they clean up may still log.
afterEach(failOnConsoleProblems)
afterAll(failOnConsoleProblems)

/** Fails the test (or the file, after its last test) on a console error or warning it did not announce. */
function failOnConsoleProblems() {
  const problems = consoleGuard.takeProblems()
  if (problems.length > 0) throw new Error(`The console was not quiet:\n${problems.join('\n\n')}`)
}

if (typeof document !== 'undefined') await import('./setupDom')
