import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { SERVER_DIST } from './support/config'

// Issue 19: the signed-in first screen's scripts are evaluated in several short tasks rather than a few long ones. zod
// (with the list contract) is a chunk of its own, which src/router/AppRouter.tsx imports beside the signed-in frame:
// it is evaluated alone, before the frame's chunk, which no longer carries it.
describe('chunks of the signed-in first screen (server build)', () => {
  const assets = join(SERVER_DIST, 'assets')
  const files = readdirSync(assets).filter((f) => f.endsWith('.js'))
  const chunk = (group: string) => {
    const file = files.find((f) => f.startsWith(`${group}-`))
    expect(file, `a ${group} chunk in ${assets}`).toBeDefined()
    return { file: file!, code: readFileSync(join(assets, file!), 'utf8') }
  }

  it('keeps zod in the schemas chunk, out of the frame (shell) chunk that imports it', () => {
    const schemas = chunk('schemas')
    const shell = chunk('shell')
    // zod's error class names itself in its code.
    expect(schemas.code).toContain('ZodError')
    expect(shell.code).not.toContain('ZodError')
    expect(shell.code).toContain(`./${schemas.file}`)
  })

  it('has the boot chunk import the schemas chunk only dynamically (it is not evaluated before /login)', () => {
    const boot = chunk('boot')
    const schemas = chunk('schemas')
    const staticImports = [...boot.code.matchAll(/\bimport\s*[^()"'`]*?from\s*["']([^"']+)["']/g)].map(
      (m) => m[1]
    )
    expect(staticImports).not.toContain(`./${schemas.file}`)
    expect(boot.code).toContain(schemas.file)
  })
})
