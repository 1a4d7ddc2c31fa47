// What every fake /admin/v2 handler shares: reading a request as the API server reads it (query, ids, list params)
// and answering its errors with the server's sentences (src/contracts/errors.ts).
import type MockAdapter from 'axios-mock-adapter'
import type { z } from 'zod'
import type { Action, Subject } from '@/contracts/abilities'
import { apiError } from '@/contracts/errors'
import { decodeListQuery, idSchema, type ListQuery, type ParamsOf } from '@/contracts/list'
import { on, type Method, type MockHandler, type MockRequest, type MockResponse } from '../mock'
import { requireAbility } from '../auth/requireAuth'

export const bad = (error: string): MockResponse => [400, { error }]
export const notFound = (what: string): MockResponse => [404, { error: `${what} was not found.` }]

/** The 400 of a body that fails its schema, worded as the server words it. */
export const invalid = (error: z.ZodError, where = 'body'): MockResponse => [400, apiError(error, where)]

/** Query parameters from the axios params and from a query string in the URL alike. */
export function query(req: MockRequest): Record<string, unknown> {
  const [, search = ''] = req.url.split('?')
  return { ...Object.fromEntries(new URLSearchParams(search)), ...req.params }
}

/** The list params of a request (the same decoder as the server's), or the same 400. */
export function listParams<L extends ListQuery>(
  list: L,
  req: MockRequest
): { ok: true; params: ParamsOf<L> } | { ok: false; response: MockResponse } {
  const decoded = decodeListQuery(list, 'http', query(req))
  return decoded.ok ? decoded : { ok: false, response: [decoded.status, decoded.body] }
}

/** The id of the path segment after `prefix` (/admin/v2/tracks/12 → 12), validated like the server's :id. */
export function pathId(
  req: MockRequest,
  prefix: string,
  schema: z.ZodType<number> = idSchema
): { ok: true; id: number } | { ok: false; response: MockResponse } {
  const path = req.url.split('?')[0]
  const segment = decodeURIComponent(path.slice(prefix.length + 1).split('/')[0] ?? '')
  const parsed = schema.safeParse(segment)
  return parsed.success
    ? { ok: true, id: parsed.data }
    : { ok: false, response: invalid(parsed.error, 'params') }
}

/** A route of a fake module: the server's method, path, and the ability its guard checks. */
export type FakeRoute = {
  method: Method
  path: RegExp
  action: Action
  subject: Subject
  handler: MockHandler
}

const escaped = (path: string) => path.replace(/[/.]/g, (c) => `\\${c}`)
/** `base` itself (with a query string or not). */
export const exact = (base: string) => new RegExp(`^${escaped(base)}(\\?.*)?$`)
/** `base/<segment>` and deeper segments given as a pattern, e.g. under(base, '[^/?]+/tracks'). */
export const under = (base: string, rest = '[^/?]+') => new RegExp(`^${escaped(base)}\\/${rest}(\\?.*)?$`)

/** Registers every route through sign-in and the shared CASL rules, as the server's `can` guard does. */
export function registerRoutes(mock: MockAdapter, routes: FakeRoute[]): void {
  for (const route of routes)
    on(mock, route.method, route.path, requireAbility(route.action, route.subject, route.handler))
}
