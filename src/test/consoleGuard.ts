// A test fails on a console.error or console.warn it did not announce (DESIGN.md §5): React's warnings (act(), keys,
// prop types), a library's complaints and jsdom's failed requests are bugs to fix, not lines to scroll past. A test
// that provokes one on purpose says so with expectConsole, and then fails if the message never comes.
import { format } from 'node:util'

export type ConsoleLevel = 'error' | 'warn' | 'log' | 'info'

type Expected = { level: ConsoleLevel; pattern: RegExp; seen: number }

export type ConsoleGuard = {
  /** Announces a message the running test provokes on purpose; matching messages are kept out of the output. */
  expect(level: ConsoleLevel, pattern: RegExp): void
  /** The problems of the test that just ended (unexpected messages, announced ones that never came), then a fresh start. */
  takeProblems(): string[]
}

/** The message as the console would print it (printf-style `%s` arguments filled in, as React passes them). */
export const consoleText = (args: unknown[]) => format(...args)

/** Guards `levels` of `target`: error and warn in the web tests; the server's tests guard log and info too. */
export function installConsoleGuard(
  ignore: (level: ConsoleLevel, args: unknown[]) => boolean = () => false,
  target: Console = console,
  levels: readonly ConsoleLevel[] = ['error', 'warn']
): ConsoleGuard {
  let expected: Expected[] = []
  let unexpected: string[] = []

  const guard =
    (level: ConsoleLevel) =>
    (...args: unknown[]) => {
      const text = consoleText(args)
      const announced = expected.find((e) => e.level === level && e.pattern.test(text))
      if (announced) announced.seen += 1
      else if (!ignore(level, args)) unexpected.push(`console.${level}: ${text}`)
    }
  for (const level of levels) target[level] = guard(level)

  return {
    expect(level, pattern) {
      expected.push({ level, pattern, seen: 0 })
    },
    takeProblems() {
      const problems = [
        ...unexpected,
        ...expected
          .filter((e) => e.seen === 0)
          .map((e) => `expected a console.${e.level} matching ${String(e.pattern)}, none came`)
      ]
      expected = []
      unexpected = []
      return problems
    }
  }
}
