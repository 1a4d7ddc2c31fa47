// The import boundaries of DESIGN.md §3, drawn from the folder tree so that a new feature folder is a zone the
// day it is made: a view (src/views/<area>/<feature>) imports only itself and its area's `shared` folder; shared
// code (everything in src/ outside views/ and router/) imports no view and not the router. Import paths are
// resolved (relative and `@/`), so `../../other-feature/x` is caught like `@/views/other/x`.
import { dirname, relative, resolve, sep } from 'node:path'

/** Where a file under src/ belongs: a view feature, an area's shared folder, the router, or shared code. */
export function zoneOf(srcDir, file) {
  const parts = relative(srcDir, file).split(sep)
  if (parts[0] === '..' || parts.length < 2) return null
  if (parts[0] === 'router') return { kind: 'router' }
  if (parts[0] !== 'views') return { kind: 'shared', name: parts[0] }
  if (parts.length < 4) return { kind: 'view', name: parts.slice(0, 2).join('/'), area: parts[1] }
  const name = parts.slice(0, 3).join('/')
  return parts[2] === 'shared' ? { kind: 'area-shared', name, area: parts[1] } : { kind: 'view', name, area: parts[1] }
}

function targetOf(srcDir, file, source) {
  if (source.startsWith('@/')) return resolve(srcDir, source.slice(2))
  if (source.startsWith('.')) return resolve(dirname(file), source)
  return null
}

/** Why `from` may not import `to`, or null when it may. */
export function violation(from, to) {
  if (!from || !to || from.kind === 'router') return null
  if (to.kind === 'router') return 'Only the router imports the route table.'
  if (to.kind === 'shared') return null
  if (from.kind === 'shared') return `Shared code (${from.name}) never imports a view (${to.name}).`
  if (to.name === from.name) return null
  if (to.kind === 'area-shared' && to.area === from.area) return null
  return `A view never imports another view: ${from.name} imports ${to.name}. Move what both need to @core, contracts or src/views/${from.area}/shared.`
}

export function importZonesPlugin(srcDir) {
  const check = (context, node) => {
    const source = node.source?.value
    if (typeof source !== 'string') return
    const file = context.filename
    const target = targetOf(srcDir, file, source)
    if (!target) return
    const message = violation(zoneOf(srcDir, file), zoneOf(srcDir, target))
    if (message) context.report({ node: node.source, message })
  }
  return {
    rules: {
      'import-zones': {
        meta: { type: 'problem', schema: [] },
        create: (context) => ({
          ImportDeclaration: (node) => check(context, node),
          ExportNamedDeclaration: (node) => check(context, node),
          ExportAllDeclaration: (node) => check(context, node),
          ImportExpression: (node) => check(context, node)
        })
      }
    }
  }
}
