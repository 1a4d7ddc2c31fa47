// Fewer, larger chunks on the critical path (DESIGN.md §6). Left to itself the bundler gives every module that two
// lazy screens share its own chunk, so the signed-in tracks screen loaded about 120 files: on a phone's connection
// each costs a round trip (six at a time over HTTP/1.1). These groups gather, by the static import graph:
//   boot   everything the entry imports statically (it all loads before the first render anyway);
//   signin the sign-in screen and its frame (BlankLayout);
//   shell  what the signed-in frame (MainLayout) and the toasts need beyond that;
//   lists  what the tracks screen (the first screen after sign-in) needs beyond those, outside its own folder;
//   tracks-screen the tracks screen's own modules.
// A screen that uses one module of a group loads the whole group: the groups hold only what the first screens need,
// so other screens pay a few kilobytes at most for modules they do not use.
import type { Plugin } from 'vite'

export type Graph = {
  importedIds(id: string): readonly string[]
  /** The module's code after the transforms (its import statements), when known. */
  code(id: string): string | null
}

/** A package's index that re-exports many modules (lucide-react, reactstrap): only the parts imported are followed. */
const BARREL_MIN_IMPORTS = 30
const squash = (name: string) => name.toLowerCase().replace(/[^a-z0-9]/g, '')

/** The names `code` imports by name from the bare specifier `pkg`; null when it imports the whole namespace. */
export function namedImports(code: string, pkg: string): string[] | null {
  const names: string[] = []
  const from = `["']${pkg.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}["']`
  if (new RegExp(`import\\s*\\*\\s*as\\s+\\w+\\s+from\\s*${from}`).test(code)) return null
  for (const m of code.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*${from}`, 'g')))
    for (const part of m[1].split(',')) {
      const name = part.trim().split(/\s+as\s+/)[0]
      if (name) names.push(name)
    }
  return names
}

/** The package a module id belongs to ("lucide-react", "@scope/name"), or null outside node_modules. */
function packageOf(id: string): string | null {
  const m = /[/\\]node_modules[/\\]((?:@[^/\\]+[/\\])?[^/\\]+)[/\\]/.exec(id)
  return m ? m[1].replace(/\\/g, '/') : null
}

/** The modules `from` needs out of the barrel `barrel`: those whose file name is one of the names it imports. */
function neededFromBarrel(graph: Graph, from: string, barrel: string, pkg: string): readonly string[] {
  const code = graph.code(from)
  const names = code === null ? null : namedImports(code, pkg)
  if (names === null) return graph.importedIds(barrel)
  const wanted = new Set(names.map((n) => squash(n.replace(/^Lucide|Icon$/g, ''))))
  return graph.importedIds(barrel).filter((id) => {
    const file = /([^/\\]+?)(?:\.[cm]?[jt]sx?)?$/.exec(id)?.[1] ?? ''
    return wanted.has(squash(file))
  })
}

/**
 * The modules reachable from `roots` through static imports, stopping at (and leaving out) those in `stop`. Through
 * a barrel it follows only the modules the importer names (a module it names otherwise, by an alias, is left to the
 * bundler's own chunking).
 */
export function staticClosure(
  graph: Graph,
  roots: string[],
  stop: ReadonlySet<string> = new Set()
): Set<string> {
  const seen = new Set<string>()
  const queue = roots.filter((r) => !stop.has(r))
  const visit = (id: string) => {
    if (!seen.has(id) && !stop.has(id)) queue.push(id)
  }
  while (queue.length > 0) {
    const id = queue.pop()!
    if (seen.has(id)) continue
    seen.add(id)
    const fromPackage = packageOf(id)
    for (const next of graph.importedIds(id)) {
      const pkg = packageOf(next)
      if (pkg && pkg !== fromPackage && graph.importedIds(next).length >= BARREL_MIN_IMPORTS) {
        // The barrel itself holds no code of its own once tree-shaken: it is left out of every group.
        for (const part of neededFromBarrel(graph, id, next, pkg)) visit(part)
      } else visit(next)
    }
  }
  return seen
}

export type GroupSpec = {
  name: string
  /** Module ids (or id endings) whose static closure forms the group, less the groups declared before it. */
  roots: string[]
  /** Keeps only the modules of the closure this accepts. */
  filter?: (id: string) => boolean
}

/** Assigns each module to the first group (in `specs` order) whose closure holds it; the rest stay automatic. */
export function assignGroups(graph: Graph, allIds: string[], specs: GroupSpec[]): Map<string, string> {
  const byId = new Map<string, string>()
  for (const spec of specs) {
    const roots = spec.roots.flatMap((root) => allIds.filter((id) => id === root || id.endsWith(root)))
    const taken = new Set(byId.keys())
    for (const id of staticClosure(graph, roots, taken)) {
      if (!spec.filter || spec.filter(id)) byId.set(id, spec.name)
    }
  }
  return byId
}

/**
 * The Vite plugin: computes the groups once the module graph is complete (buildEnd) and returns the
 * `codeSplitting` option whose group names read them when the chunks are made.
 */
export function chunkGroups(specs: GroupSpec[]): { plugin: Plugin; codeSplitting: object } {
  let groupOf = new Map<string, string>()
  const plugin: Plugin = {
    name: 'vibeline-chunk-groups',
    apply: 'build',
    buildEnd(error) {
      if (error) return
      const allIds = [...this.getModuleIds()]
      groupOf = assignGroups(
        {
          importedIds: (id) => this.getModuleInfo(id)?.importedIds ?? [],
          code: (id) => this.getModuleInfo(id)?.code ?? null
        },
        allIds,
        specs
      )
    }
  }
  return {
    plugin,
    codeSplitting: {
      // Earlier groups first: a group also takes the dependencies of its modules that no earlier group took.
      groups: specs.map((spec, i) => ({
        name: spec.name,
        test: (id: string) => groupOf.get(id) === spec.name,
        priority: specs.length - i
      }))
    }
  }
}
