// Within /admin/v2 the API only grows (docs/api-versioning.md): no response field of the checked-in list
// (server/openapi/response-fields.json) may disappear from the served document or change its type. Additions pass;
// `npm run api:snapshot` records them, and rewriting a removal into the list is a deliberate, reviewed act.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DOCS_PREFIX } from './openapi/document'
import {
  breakingChanges,
  RESPONSE_FIELDS_FILE,
  responseFieldsOf,
  type ResponseFields
} from './openapi/responseFields'
import { startTestServer, type TestServer } from './test/harness'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ seed: false })
})
afterAll(async () => server?.close())

const documentOf = (responses: Record<string, object>) => ({
  paths: {
    '/admin/v2/things/{id}': {
      get: {
        responses: {
          200: { content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } } },
          ...responses
        }
      }
    }
  },
  components: {
    schemas: {
      Thing: {
        type: 'object',
        properties: {
          data: {
            type: 'object',
            properties: {
              id: { type: 'integer' },
              name: { type: 'string' },
              tags: { type: 'array', items: { type: 'string' } }
            }
          }
        }
      }
    }
  }
})

describe('the versioning rule', () => {
  it('keeps every response field of the checked-in list, with its type', async () => {
    const served = (await server.app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` })).json()
    const recorded: ResponseFields = JSON.parse(readFileSync(RESPONSE_FIELDS_FILE, 'utf8'))
    const changes = breakingChanges(recorded, responseFieldsOf(served))
    expect(
      changes,
      `Breaking changes to /admin/v2 (docs/api-versioning.md): put them in a new version, or, if this is deliberate, run npm run api:snapshot`
    ).toEqual([])
  })

  it('lets a field be added, and tells a removed field or a changed type', () => {
    const before = responseFieldsOf(documentOf({}))
    const after = (change: (props: Record<string, object>) => void) => {
      const document = documentOf({})
      change(document.components.schemas.Thing.properties.data.properties as Record<string, object>)
      return responseFieldsOf(document)
    }
    expect(
      breakingChanges(
        before,
        after((props) => (props.plays = { type: 'integer' }))
      )
    ).toEqual([])
    expect(
      breakingChanges(
        before,
        after((props) => delete props.name)
      )
    ).toEqual(['GET /admin/v2/things/{id} 200: data.name was removed (it was string)'])
    expect(
      breakingChanges(
        before,
        after((props) => (props.name = { type: ['string', 'null'] }))
      )
    ).toEqual(['GET /admin/v2/things/{id} 200: data.name changed type from string to null|string'])
    expect(
      breakingChanges(
        before,
        after((props) => (props.tags = { type: 'array', items: { type: 'integer' } }))
      )
    ).toEqual(['GET /admin/v2/things/{id} 200: data.tags[] changed type from string to integer'])
    expect(breakingChanges(before, {})).toEqual(['GET /admin/v2/things/{id} 200: the answer is gone'])
  })
})
