// The audit log (issue 15 §3): administrators read it newest first, filtered by person, entity, action and date,
// in keyset pages (`before` = the last id seen), so a page deep in millions of rows costs what the first one does.
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AUDIT_PATH,
  auditCursorSchema,
  auditListQuery,
  auditPageSchema,
  dayAfter,
  type AuditEntry
} from '../../src/contracts/audit'
import { can } from '../auth/guard'
import type { AppContext } from '../context'
import { HttpError } from '../errors'
import { errorResponses, listParams } from './shared'

const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as Record<string, unknown>))

export function auditRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()
    app.get(
      AUDIT_PATH,
      {
        onRequest: can(ctx, 'read', 'Audit'),
        schema: {
          tags: ['audit'],
          summary: 'Who changed what, newest first',
          description:
            'filters is JSON: {"user_id","entity","action","entity_id","date_from","date_to"}; per_page up to 100; before = the id of the last row of the previous page.',
          querystring: auditListQuery.httpSchema.extend({ before: z.string().optional() }),
          response: { 200: auditPageSchema, ...errorResponses }
        }
      },
      async (request) => {
        const params = listParams(auditListQuery, request.query)
        let before: number | undefined
        if (request.query.before !== undefined && request.query.before !== '') {
          const parsed = auditCursorSchema.safeParse(request.query.before)
          if (!parsed.success) throw new HttpError(400, parsed.error.issues[0].message)
          before = parsed.data
        }
        const { filters, per_page } = params
        let query = ctx.db
          .selectFrom('audit_log as a')
          .leftJoin('users as u', 'u.id', 'a.user_id')
          .selectAll('a')
          .select('u.full_name as user_name')
        if (before !== undefined) query = query.where('a.id', '<', before)
        if (filters.user_id !== undefined) query = query.where('a.user_id', '=', filters.user_id)
        if (filters.entity) query = query.where('a.entity', '=', filters.entity)
        if (filters.action) query = query.where('a.action', '=', filters.action)
        if (filters.entity_id) query = query.where('a.entity_id', '=', filters.entity_id)
        if (filters.date_from) query = query.where('a.created_at', '>=', filters.date_from)
        if (filters.date_to) query = query.where('a.created_at', '<', dayAfter(filters.date_to))
        const rows = await query
          .orderBy('a.id', 'desc')
          .limit(per_page + 1)
          .execute()
        const page = rows.slice(0, per_page)
        const data: AuditEntry[] = page.map((r) => ({
          id: r.id,
          created_at: r.created_at,
          user_id: r.user_id,
          user_name: r.user_name ?? null,
          api_key_id: r.api_key_id,
          action: r.action,
          entity: r.entity,
          entity_id: r.entity_id,
          before: parse(r.before),
          after: parse(r.after),
          request_id: r.request_id,
          ip: r.ip
        }))
        return { data, next_before: rows.length > per_page ? page[page.length - 1].id : null }
      }
    )
  }
}
