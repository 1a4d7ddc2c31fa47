// SQLite transactions of several processes (the server's workers) wait for each other instead of failing.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { openDatabase } from './database'
import { migrate } from '../migrationFiles'

const dir = mkdtempSync(join(tmpdir(), 'vibeline-writers-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

function writer(file: string, name: string, count: number): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [
      '--import',
      'tsx',
      'server/db/test/writer.ts',
      file,
      name,
      String(count)
    ])
    let stderr = ''
    child.stderr.on('data', (chunk) => (stderr += chunk))
    child.on('close', (code) => resolve({ code, stderr }))
  })
}

describe('SQLite writers in several processes', () => {
  it('read-then-write transactions of three processes all commit', async () => {
    const file = join(dir, 'writers.db')
    const database = openDatabase({ dataDir: dir, file })
    await migrate(database.db, database.dialect)
    await database.close()
    const results = await Promise.all(['a', 'b', 'c'].map((name) => writer(file, name, 300)))
    for (const result of results) expect(result, result.stderr).toMatchObject({ code: 0 })
    const check = openDatabase({ dataDir: dir, file })
    const rows = await check.db.selectFrom('meta').select('key').where('key', 'like', '_-%').execute()
    await check.close()
    expect(rows).toHaveLength(900)
  }, 60_000)
})
