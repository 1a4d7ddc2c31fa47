// The migration files and how the runner reads them.
import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FORMER_NAMES, migrationProvider } from './migrate'
import { MIGRATIONS_FOLDER } from './migrationFiles'

const names = (engine: string) =>
  readdirSync(new URL(`${engine}/`, MIGRATIONS_FOLDER))
    .filter((file) => file.endsWith('.sql'))
    .sort()

describe('the migration files', () => {
  it('are the same names for both engines, numbered 0001 on without gaps', () => {
    const sqlite = names('sqlite')
    expect(names('postgres')).toEqual(sqlite)
    expect(sqlite.map((file) => Number(file.slice(0, 4)))).toEqual(sqlite.map((_, i) => i + 1))
  })

  it('include every migration a former name stands for', () => {
    const files = names('sqlite').map((file) => file.replace(/\.sql$/, ''))
    expect(files).toEqual(expect.arrayContaining(Object.values(FORMER_NAMES)))
    // No file takes a former name: the renaming would otherwise take an old migration for a new one.
    expect(files.filter((name) => name in FORMER_NAMES)).toEqual([])
  })

  it('are refused when two share a number or a name is not NNNN_words', () => {
    expect(() => migrationProvider({ '0001_a': '', '0001_b': '' }, 'sqlite')).toThrow(/same number/)
    expect(() => migrationProvider({ '1_a': '' }, 'sqlite')).toThrow(/NNNN_words/)
  })
})
