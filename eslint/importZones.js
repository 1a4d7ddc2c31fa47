// The import boundaries of DESIGN.md §3, drawn from the folder tree so that a new feature folder is a zone the
// day it is made: a view (src/views/<area>/<feature>) imports only itself and its area's `shared` folder; shared
// code (everything in src/ outside views/ and router/) imports no view and not the router. Import paths are
// resolved (relative and `@/`), so `../../other-feature/x` is caught like `@/views/other/x`.
// The server has zones of its own, drawn the same way (serverZoneOf below).
import { builtinModules } from 'node:module'
import { dirname, relative, resolve, sep } from 'node:path'

/** Where a file under src/ belongs: a view feature, an area's shared folder, the router, or shared code. */
export function zoneOf(srcDir, file) {
  const parts = relative(srcDir, file).split(sep)
  if (parts[0] === '..' || parts.length < 2) return null
  if (parts[0] === 'router') return { kind: 'router' }
  if (parts[0] !== 'views') return { kind: 'shared', name: parts[0] }
  if (parts.length < 4) return { kind: 'view', name: parts.slice(0, 2).join('/'), area: parts[1] }
  const name = parts.slice(0, 3).join('/')
  return parts[2] === 'shared'
    ? { kind: 'area-shared', name, area: parts[1] }
    : { kind: 'view', name, area: parts[1] }
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

// The server's layers (CONVENTIONS.md "The server"), drawn from the folder tree and the file names: an area is a
// folder below server/ (server/accounts, server/playlists, …); in it `routes.ts` / `*Routes.ts` (or any file in a
// `routes` folder) is a route module, `service.ts` / `*Service.ts` a service, `repository.ts` / `*Repository.ts` a
// repository. Only the app wiring imports routes; a route reads another area's data through that area's service;
// a repository imports neither a route nor a service; services and repositories import no Fastify and no Node-only
// module, so that the browser can run them (demo mode on SQLite-WASM).

/** The one module that registers route modules with Fastify. */
export const SERVER_WIRING = 'app.ts'

const isNodeOnly = (source) => source.startsWith('node:') || builtinModules.includes(source.split('/')[0])
const isFastify = (source) =>
  source === 'fastify' || source.startsWith('fastify/') || source.startsWith('@fastify/')

/** Where a file under server/ belongs: its area (null at the top level) and its layer. */
export function serverZoneOf(serverDir, file) {
  const path = relative(serverDir, file).split(sep).join('/')
  if (path.startsWith('..')) return null
  const parts = path.split('/')
  const name = parts[parts.length - 1].replace(/\.test\.tsx?$|\.tsx?$|\.m?js$/, '')
  const test = /\.test\.tsx?$/.test(parts[parts.length - 1])
  const layer = test
    ? 'test'
    : name === 'routes' || name.endsWith('Routes') || parts.slice(0, -1).includes('routes')
      ? 'routes'
      : name === 'service' || name.endsWith('Service')
        ? 'service'
        : name === 'repository' || name.endsWith('Repository')
          ? 'repository'
          : 'other'
  return { path, area: parts.length > 1 ? parts[0] : null, layer }
}

/** Why `from` may not import the package `source`, or null when it may. */
export function serverPackageViolation(from, source) {
  if (!from || (from.layer !== 'service' && from.layer !== 'repository')) return null
  if (isFastify(source))
    return `A ${from.layer} imports no Fastify (${source}): decoding and encoding HTTP is the route's job.`
  if (isNodeOnly(source))
    return `A ${from.layer} imports no Node-only module (${source}): pass what it needs in as a port from the route or app wiring.`
  return null
}

/** Why `from` may not import the server file `to`, or null when it may. */
export function serverViolation(from, to) {
  if (!from || !to) return null
  if (to.layer === 'routes' && from.path !== SERVER_WIRING)
    return `Only the app wiring (server/${SERVER_WIRING}) imports route modules: ${from.path} imports ${to.path}.`
  if (from.layer === 'routes' && to.layer === 'repository' && to.area !== from.area)
    return `A route reads another area through its service, not its repository: ${from.path} imports ${to.path}.`
  if (from.layer === 'repository' && (to.layer === 'service' || to.layer === 'routes'))
    return `A repository imports no ${to.layer === 'service' ? 'service' : 'route'}: ${from.path} imports ${to.path}.`
  return null
}

export function importZonesPlugin(srcDir, serverDir) {
  const check = (context, node) => {
    const source = node.source?.value
    if (typeof source !== 'string') return
    const file = context.filename
    const target = targetOf(srcDir, file, source)
    if (!target) return
    const message = violation(zoneOf(srcDir, file), zoneOf(srcDir, target))
    if (message) context.report({ node: node.source, message })
  }
  const checkServer = (context, node) => {
    const source = node.source?.value
    if (typeof source !== 'string') return
    const from = serverZoneOf(serverDir, context.filename)
    const message = source.startsWith('.')
      ? serverViolation(from, serverZoneOf(serverDir, resolve(dirname(context.filename), source)))
      : serverPackageViolation(from, source)
    if (message) context.report({ node: node.source, message })
  }
  const visitors = (run) => (context) => ({
    ImportDeclaration: (node) => run(context, node),
    ExportNamedDeclaration: (node) => run(context, node),
    ExportAllDeclaration: (node) => run(context, node),
    ImportExpression: (node) => run(context, node)
  })
  return {
    rules: {
      'import-zones': { meta: { type: 'problem', schema: [] }, create: visitors(check) },
      'server-import-zones': { meta: { type: 'problem', schema: [] }, create: visitors(checkServer) }
    }
  }
}
