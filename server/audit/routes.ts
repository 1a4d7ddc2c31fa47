// The audit log (issue 15 §3): administrators read it newest first, filtered by person, entity, action and date,
// in keyset pages (`before` = the last id seen), so a page deep in millions of rows costs what the first one does.
// The CSV export reads the same filters in keyset chunks, newest first.
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  AUDIT_PATH,
  auditCursorSchema,
  auditListQuery,
  auditPageSchema,
  dayAfter,
  type AuditEntry,
  type AuditFilters
} from '../../src/contracts/audit'
import { CSV_FIELDS } from '../../src/contracts/csv'
import { can } from '../accounts/guard'
import type { AppContext } from '../context'
import { HttpError } from '../errors'
import { csvChunks, keysetChunks, sendCsv } from '../export/csv'
import { errorResponses, listParams } from '../routes/shared'

const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as Record<string, unknown>))

export function auditRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()

    /** The log's rows that match the filters, older than `before`, newest first, with the acting user's name. */
    const filtered = (filters: AuditFilters, before: number | undefined) => {
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
      return query.orderBy('a.id', 'desc')
    }

    app.get(
      `${AUDIT_PATH}/export`,
      {
        onRequest: can(ctx, 'read', 'Audit'),
        schema: {
          tags: ['audit'],
          summary:
            'The filtered audit log as CSV (UTF-8 with BOM), newest first; page and per_page are ignored',
          description: 'Takes the list’s filters; before and after are the JSON of the changed fields.',
          querystring: auditListQuery.httpSchema,
          produces: ['text/csv'],
          response: { ...errorResponses }
        }
      },
      async (request, reply) => {
        const { filters } = listParams(auditListQuery, request.query)
        // The stored before/after are already the JSON text the file carries.
        const chunks = keysetChunks<{ id: number }>((after, limit) =>
          filtered(filters, after?.id).limit(limit).execute()
        )
        return sendCsv(reply, 'audit', csvChunks(CSV_FIELDS.audit, chunks))
      }
    )

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
        const rows = await filtered(filters, before)
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
