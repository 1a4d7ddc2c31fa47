// The response fields of an OpenAPI document, flattened to "field path → JSON type", and the changes between two
// such lists that break a client: a field removed, or its type changed (becoming nullable included). Additions are
// not changes. docs/api-versioning.md states the rule; server/openapiVersion.test.ts compares the served document
// with the checked-in list (server/openapi/response-fields.json, rewritten by `npm run api:snapshot`).

type Schema = {
  $ref?: string
  type?: string | string[]
  const?: unknown
  enum?: unknown[]
  properties?: Record<string, Schema>
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  allOf?: Schema[]
  additionalProperties?: Schema | boolean
}
type Media = { schema?: Schema }
type Operation = { responses?: Record<string, { content?: Record<string, Media> }> }
type Document = {
  paths: Record<string, Record<string, Operation>>
  components?: { schemas?: Record<string, Schema> }
}

export const RESPONSE_FIELDS_FILE = 'server/openapi/response-fields.json'

/** Per answer ("GET /admin/v2/tracks/{id} 200"), each field path (data.title, data.tags[]) and its JSON types. */
export type ResponseFields = Record<string, Record<string, string>>

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']

const typeOfValue = (value: unknown): string =>
  value === null
    ? 'null'
    : Array.isArray(value)
      ? 'array'
      : Number.isInteger(value)
        ? 'integer'
        : typeof value

function flatten(
  document: Document,
  schema: Schema,
  path: string,
  into: Map<string, Set<string>>,
  depth = 0
) {
  if (depth > 20) return
  if (schema.$ref) {
    const name = schema.$ref.replace('#/components/schemas/', '')
    const target = document.components?.schemas?.[name]
    if (target) flatten(document, target, path, into, depth + 1)
    return
  }
  const types = into.get(path) ?? new Set<string>()
  into.set(path, types)
  const branches = [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]
  for (const branch of branches) flatten(document, branch, path, into, depth + 1)
  if (schema.type) for (const type of [schema.type].flat()) types.add(type)
  else if (schema.const !== undefined) types.add(typeOfValue(schema.const))
  else if (schema.enum) for (const value of schema.enum) types.add(typeOfValue(value))
  else if (branches.length === 0) types.add('any')
  for (const [name, property] of Object.entries(schema.properties ?? {}))
    flatten(document, property, path ? `${path}.${name}` : name, into, depth + 1)
  if (typeof schema.additionalProperties === 'object')
    flatten(document, schema.additionalProperties, `${path}{}`, into, depth + 1)
  if (schema.items) flatten(document, schema.items, `${path}[]`, into, depth + 1)
}

/** The fields of every successful answer (2xx): errors share one envelope, checked as a schema of its own. */
export function responseFieldsOf(document: Document): ResponseFields {
  const fields: ResponseFields = {}
  for (const path of Object.keys(document.paths).sort())
    for (const method of METHODS) {
      const operation = document.paths[path][method]
      for (const [status, response] of Object.entries(operation?.responses ?? {})) {
        if (!status.startsWith('2')) continue
        const into = new Map<string, Set<string>>()
        for (const [type, media] of Object.entries(response.content ?? {}))
          if (media.schema)
            flatten(document, media.schema, type === 'application/json' ? '' : `(${type})`, into)
        fields[`${method.toUpperCase()} ${path} ${status}`] = Object.fromEntries(
          [...into]
            .sort(([a], [b]) => a.localeCompare(b))
            .map(([field, types]) => [field || '(body)', [...types].sort().join('|')])
        )
      }
    }
  return fields
}

/** What a client of `before` would miss in `after`: answers and fields removed, and fields whose type changed. */
export function breakingChanges(before: ResponseFields, after: ResponseFields): string[] {
  const changes: string[] = []
  for (const [answer, fields] of Object.entries(before)) {
    const now = after[answer]
    if (!now) {
      changes.push(`${answer}: the answer is gone`)
      continue
    }
    for (const [field, type] of Object.entries(fields)) {
      if (!(field in now)) changes.push(`${answer}: ${field} was removed (it was ${type})`)
      else if (now[field] !== type)
        changes.push(`${answer}: ${field} changed type from ${type} to ${now[field]}`)
    }
  }
  return changes
}
