import { describe, expect, it } from 'vitest'
import { assignGroups, namedImports, staticClosure, type Graph } from './chunkGroups'

const nm = '/app/node_modules'
const icons = Array.from({ length: 40 }, (_, i) => `${nm}/icons-lib/dist/icons/icon-${i}.js`)
const modules: Record<string, { imports: string[]; code?: string }> = {
  '/app/src/main.tsx': { imports: ['/app/src/boot.ts'] },
  '/app/src/boot.ts': { imports: [] },
  '/app/src/Layout.tsx': {
    imports: ['/app/src/boot.ts', `${nm}/icons-lib/dist/index.js`, '/app/src/kit.ts'],
    code: 'import { Icon3, Icon7 as Seven } from "icons-lib";\nimport { kit } from "./kit";'
  },
  '/app/src/kit.ts': { imports: [] },
  '/app/src/Screen.tsx': {
    imports: ['/app/src/kit.ts', '/app/src/own.ts', `${nm}/icons-lib/dist/index.js`],
    code: 'import { Icon12 } from "icons-lib"'
  },
  '/app/src/own.ts': { imports: [] },
  '/app/src/IconsPage.tsx': {
    imports: [`${nm}/icons-lib/dist/index.js`],
    code: 'import * as all from "icons-lib"'
  },
  [`${nm}/icons-lib/dist/index.js`]: { imports: icons },
  ...Object.fromEntries(icons.map((id) => [id, { imports: [`${nm}/icons-lib/dist/create.js`] }])),
  [`${nm}/icons-lib/dist/create.js`]: { imports: [] }
}
const graph: Graph = {
  importedIds: (id) => modules[id]?.imports ?? [],
  code: (id) => modules[id]?.code ?? null
}

describe('namedImports', () => {
  it('reads the names imported from a package, and null for a namespace import', () => {
    expect(namedImports('import { A, B as C } from "pkg"\nimport { D } from \'other\'', 'pkg')).toEqual([
      'A',
      'B'
    ])
    expect(namedImports('import * as everything from "pkg"', 'pkg')).toBeNull()
    expect(namedImports('import { A } from "@scope/pkg"', '@scope/pkg')).toEqual(['A'])
  })
})

describe('staticClosure', () => {
  it('follows static imports, and through a barrel only to the modules the importer names', () => {
    const layout = staticClosure(graph, ['/app/src/Layout.tsx'])
    expect(layout).toContain('/app/src/kit.ts')
    expect(layout).toContain(icons[3])
    expect(layout).toContain(icons[7])
    expect(layout).toContain(`${nm}/icons-lib/dist/create.js`)
    expect(layout).not.toContain(icons[12])
    expect(layout).not.toContain(`${nm}/icons-lib/dist/index.js`)
  })

  it('follows the whole barrel for a namespace import', () => {
    expect(staticClosure(graph, ['/app/src/IconsPage.tsx']).size).toBe(1 + icons.length + 1)
  })

  it('stops at the modules it is told to', () => {
    expect(staticClosure(graph, ['/app/src/Layout.tsx'], new Set(['/app/src/kit.ts']))).not.toContain(
      '/app/src/kit.ts'
    )
  })
})

describe('assignGroups', () => {
  it('gives each module to the first group whose closure holds it, filters applied', () => {
    const ids = Object.keys(modules)
    const groups = assignGroups(graph, ids, [
      { name: 'boot', roots: ['/src/main.tsx'] },
      { name: 'shell', roots: ['/src/Layout.tsx'] },
      {
        name: 'kit',
        roots: ['/src/Screen.tsx'],
        filter: (id) => !id.endsWith('/own.ts') && !id.endsWith('Screen.tsx')
      },
      { name: 'screen', roots: ['/src/Screen.tsx'] }
    ])
    expect(groups.get('/app/src/boot.ts')).toBe('boot')
    expect(groups.get('/app/src/kit.ts')).toBe('shell')
    expect(groups.get(icons[3])).toBe('shell')
    expect(groups.get(icons[12])).toBe('kit')
    expect(groups.get('/app/src/own.ts')).toBe('screen')
    expect(groups.get('/app/src/Screen.tsx')).toBe('screen')
    // Not reached from any root: left to the bundler.
    expect(groups.has('/app/src/IconsPage.tsx')).toBe(false)
    expect(groups.has(icons[20])).toBe(false)
  })
})
