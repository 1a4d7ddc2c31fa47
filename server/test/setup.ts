// The setup of every server and contract test file: like the web tests (src/test/setup.ts), a test fails on
// console output it did not announce. On the server that includes console.log and console.info: the API logs
// through its logger, so a line on the console is a leftover debug print or a library's complaint. A test that
// provokes one on purpose announces it with expectConsole (below).
import { afterAll, afterEach } from 'vitest'
import { installConsoleGuard } from '../../src/test/consoleGuard'

export const serverConsoleGuard = installConsoleGuard(undefined, console, ['error', 'warn', 'log', 'info'])

/** Announces a console message the running test provokes on purpose; it fails if the message never comes. */
export const expectConsole = serverConsoleGuard.expect

function failOnConsoleOutput() {
  const problems = serverConsoleGuard.takeProblems()
  if (problems.length > 0) throw new Error(`The console was not quiet:\n${problems.join('\n\n')}`)
}

afterEach(failOnConsoleOutput)
afterAll(failOnConsoleOutput)
