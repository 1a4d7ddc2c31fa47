// Queries run on every request, compiled once. Kysely builds a tree for each query and compiles it to SQL every
// time it runs; for a lookup by key that took several times the CPU SQLite needed to answer it.
import { CompiledQuery, type Compilable, type Kysely } from 'kysely'
import type { DB } from './schema'

/**
 * A query whose SQL depends only on its shape: `build` is called once with a placeholder for each value, Kysely
 * compiles it, and each run sends that SQL with the values in the placeholders' places. Every placeholder must
 * end up as a parameter (a value compared or inserted), never in the SQL text itself. The placeholders are typed
 * `never` so that they fit any column.
 */
export function compiledOnce<K extends string, Row>(
  db: Kysely<DB>,
  names: readonly K[],
  build: (values: Record<K, never>) => Compilable<Row>
): (values: Record<K, unknown>) => Promise<Row[]> {
  const placeholders = Object.fromEntries(names.map((name) => [name, `\u0000compiledOnce:${name}`]))
  const byPlaceholder = new Map<unknown, K>(names.map((name) => [placeholders[name], name]))
  const compiled = build(placeholders as Record<K, never>).compile()
  const slots = compiled.parameters.map((value) => byPlaceholder.get(value))
  for (const name of names)
    if (!slots.includes(name)) throw new Error(`compiledOnce: ${name} is not a parameter of the query`)
  if (compiled.sql.includes('\u0000')) throw new Error('compiledOnce: a placeholder ended up in the SQL text')
  return async (values) => {
    const parameters = compiled.parameters.map((fixed, i) => {
      const name = slots[i]
      return name === undefined ? fixed : values[name]
    })
    return (await db.executeQuery<Row>(CompiledQuery.raw(compiled.sql, parameters))).rows
  }
}
