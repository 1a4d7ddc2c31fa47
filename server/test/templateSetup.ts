// globalSetup of the server and contract projects: a folder and a name for this run's template databases
// (templates.ts), removed with them at the end of the run.
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { dropPostgresTemplates } from './templates'

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'vibeline-templates-'))
  const run = randomBytes(3).toString('hex')
  project.provide('serverTemplates', { dir, run })
  return async () => {
    rmSync(dir, { recursive: true, force: true })
    const url = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
    if (url) await dropPostgresTemplates(url, run)
  }
}
