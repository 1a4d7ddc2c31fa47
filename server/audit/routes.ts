// The audit log (issue 15 §3): administrators read it newest first, filtered by person, entity, action and date,
// in keyset pages (`before` = the last id seen), so a page deep in millions of rows costs what the first one does.
// The CSV export reads the same filters in keyset chunks, newest first.
import type { FastifyPluginAsync } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AUDIT_PATH, auditCursorSchema, auditListQuery, auditPageSchema } from '../../src/contracts/audit'
import { CSV_FIELDS } from '../../src/contracts/csv'
import { can } from '../accounts/guard'
import type { AppContext } from '../context'
import { HttpError } from '../errors'
import { csvChunks, keysetChunks, sendCsv } from '../export/csv'
import { errorResponses, listParams } from '../http/shared'
import { auditExportChunk, auditPage } from './service'

export function auditRoutes(ctx: AppContext): FastifyPluginAsync {
  return async (fastify) => {
    const app = fastify.withTypeProvider<ZodTypeProvider>()

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
        const chunks = keysetChunks(auditExportChunk(ctx.db, filters))
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
        return auditPage(ctx.db, params.filters, params.per_page, before)
      }
    )
  }
}
