// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { installConsoleGuard } from './consoleGuard'

/** A console of its own, so that the guard under test is not the one of this test run. */
const fakeConsole = () =>
  ({ error: () => {}, warn: () => {}, log: () => {}, info: () => {} }) as unknown as Console

describe('the console guard', () => {
  it('reports an unannounced error or warning, as the console would print it, once', () => {
    const target = fakeConsole()
    const guard = installConsoleGuard(undefined, target)
    target.error('Warning: Each child in a list should have a unique %s prop.', '"key"')
    target.warn('deprecated')
    expect(guard.takeProblems()).toEqual([
      'console.error: Warning: Each child in a list should have a unique "key" prop.',
      'console.warn: deprecated'
    ])
    expect(guard.takeProblems()).toEqual([])
  })

  it('keeps an announced message quiet, and reports an announced one that never came', () => {
    const target = fakeConsole()
    const guard = installConsoleGuard(undefined, target)
    guard.expect('error', /^The above error occurred/)
    guard.expect('warn', /slow/)
    target.error('The above error occurred in <Broken>')
    target.error('The above error occurred in <Broken> again')
    target.warn('The above error occurred')
    expect(guard.takeProblems()).toEqual([
      'console.warn: The above error occurred',
      'expected a console.warn matching /slow/, none came'
    ])
    target.error('The above error occurred in the next test')
    expect(guard.takeProblems()).toEqual(['console.error: The above error occurred in the next test'])
  })

  it('lets through what the ignore rule names, and nothing else', () => {
    const target = fakeConsole()
    const guard = installConsoleGuard((level, args) => level === 'warn' && args[0] === 'known', target)
    target.warn('known')
    target.error('known')
    expect(guard.takeProblems()).toEqual(['console.error: known'])
  })

  it('guards the levels it is given, and only those', () => {
    const target = fakeConsole()
    const warn = target.warn
    const guard = installConsoleGuard(undefined, target, ['log', 'info'])
    target.log('rows: %d', 3)
    target.info('ready')
    target.warn('not guarded')
    expect(target.warn).toBe(warn)
    expect(guard.takeProblems()).toEqual(['console.log: rows: 3', 'console.info: ready'])
  })
})
