// A text describing a database's schema, the same for two databases of the same schema however they got there (a
// fresh one migrated from nothing, an old one upgraded): server/db/schema/<engine>.sql holds it for a freshly
// migrated database (npm run db:snapshot writes it, server/db/schemaSnapshot.test.ts compares). SQLite: every entry of
// sqlite_master; PostgreSQL: tables and their columns, constraints, indexes, sequences, triggers and functions read
// from the catalogs. Sorted by kind and name; SQL text with its layout (line breaks, indentation) made uniform, since
// SQLite keeps the text as written. Kysely's own bookkeeping tables are left out.
import { sql, type Kysely } from 'kysely'
import type { Engine } from './sqlStatements'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDb = Kysely<any>

/** `text` with each run of white space outside quotes made one space, and none just inside brackets or before `,` and `;`. */
export function normaliseSql(text: string): string {
  let out = ''
  let i = 0
  while (i < text.length) {
    const ch = text[i]
    if (ch === "'" || ch === '"') {
      let end = text.indexOf(ch, i + 1)
      while (end !== -1 && text[end + 1] === ch) end = text.indexOf(ch, end + 2)
      if (end === -1) end = text.length - 1
      out += text.slice(i, end + 1)
      i = end + 1
    } else if (/\s/.test(ch)) {
      while (i < text.length && /\s/.test(text[i])) i++
      if (!/[(]$/.test(out) && !/^[),;]/.test(text.slice(i))) out += ' '
    } else {
      out += ch
      i++
    }
  }
  return out.trim()
}

/** One statement per line: breaks after each `;` and after `begin` (trigger bodies), and lists a table's columns one per line. */
function layout(text: string): string {
  const flat = normaliseSql(text)
  if (/^create table/i.test(flat)) {
    let depth = 0
    let quote: string | undefined
    let out = ''
    for (const ch of flat) {
      if (quote) {
        if (ch === quote) quote = undefined
        out += ch
        continue
      }
      if (ch === "'" || ch === '"') quote = ch
      if (ch === ')' && depth === 1) out += '\n'
      out += ch
      if (ch === '(' && ++depth === 1) out += '\n  '
      else if (ch === ')') depth--
      else if (ch === ',' && depth === 1) out += '\n '
    }
    return out
  }
  return flat.replace(/; /g, ';\n  ').replace(/ begin /gi, ' begin\n  ')
}

async function sqliteSchema(db: AnyDb): Promise<string> {
  const { rows } = await sql<{ type: string; name: string; tbl_name: string; sql: string | null }>`
    select type, name, tbl_name, sql from sqlite_master where name not like 'kysely\_%' escape '\\'
    order by type, name`.execute(db)
  return rows
    .map(
      (r) =>
        `-- ${r.type} ${r.name} on ${r.tbl_name}\n${r.sql === null ? '-- (made by SQLite)' : `${layout(r.sql)};`}\n`
    )
    .join('\n')
}

async function postgresSchema(db: AnyDb, schema?: string): Promise<string> {
  const { rows: where } = await sql<{
    name: string
  }>`select coalesce(${schema ?? null}::text, current_schema()) as name`.execute(db)
  const space = where[0].name
  // Definitions name objects of other schemas with their schema; this one's name is left out of them.
  const local = (text: string) => text.replaceAll(`"${space}".`, '').replaceAll(`${space}.`, '')
  const parts: string[] = []
  const { rows: columns } = await sql<{
    table: string
    column: string
    type: string
    not_null: boolean
    def: string | null
    generated: string
  }>`
    select c.relname as table, a.attname as column, format_type(a.atttypid, a.atttypmod) as type,
      a.attnotnull as not_null, pg_get_expr(d.adbin, d.adrelid) as def, a.attgenerated as generated
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
      join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
      left join pg_attrdef d on d.adrelid = c.oid and d.adnum = a.attnum
    where n.nspname = ${space} and c.relkind in ('r', 'p') and c.relname not like 'kysely\_%'
    order by c.relname, a.attnum`.execute(db)
  const tables = new Map<string, string[]>()
  for (const c of columns) {
    const def =
      c.def === null
        ? ''
        : c.generated === 's'
          ? ` generated always as (${c.def}) stored`
          : ` default ${c.def}`
    const line = `  ${c.column} ${c.type}${c.not_null ? ' not null' : ''}${local(def)}`
    tables.set(c.table, [...(tables.get(c.table) ?? []), line])
  }
  for (const [table, lines] of tables) parts.push(`-- table ${table}\n${lines.join('\n')}\n`)
  const { rows: constraints } = await sql<{ table: string; name: string; def: string }>`
    select c.relname as table, k.conname as name, pg_get_constraintdef(k.oid) as def
    from pg_constraint k join pg_class c on c.oid = k.conrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${space} and c.relname not like 'kysely\_%' order by c.relname, k.conname`.execute(db)
  for (const k of constraints) parts.push(`-- constraint ${k.name} on ${k.table}\n${local(k.def)}\n`)
  const { rows: indexes } = await sql<{ name: string; def: string }>`
    select i.relname as name, pg_get_indexdef(i.oid) as def
    from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class c on c.oid = x.indrelid
      join pg_namespace n on n.oid = i.relnamespace
    where n.nspname = ${space} and c.relname not like 'kysely\_%' order by i.relname`.execute(db)
  for (const x of indexes) parts.push(`-- index ${x.name}\n${local(x.def)};\n`)
  const { rows: sequences } = await sql<{ name: string; type: string }>`
    select c.relname as name, format_type(s.seqtypid, null) as type from pg_sequence s
      join pg_class c on c.oid = s.seqrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${space} order by c.relname`.execute(db)
  for (const s of sequences) parts.push(`-- sequence ${s.name}\n${s.type}\n`)
  const { rows: triggers } = await sql<{ name: string; table: string; def: string }>`
    select t.tgname as name, c.relname as table, pg_get_triggerdef(t.oid) as def
    from pg_trigger t join pg_class c on c.oid = t.tgrelid join pg_namespace n on n.oid = c.relnamespace
    where n.nspname = ${space} and not t.tgisinternal order by c.relname, t.tgname`.execute(db)
  for (const t of triggers) parts.push(`-- trigger ${t.name} on ${t.table}\n${local(t.def)};\n`)
  const { rows: functions } = await sql<{
    name: string
    args: string
    returns: string
    language: string
    body: string
  }>`
    select p.proname as name, pg_get_function_identity_arguments(p.oid) as args,
      pg_get_function_result(p.oid) as returns, l.lanname as language, p.prosrc as body
    from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_language l on l.oid = p.prolang
    where n.nspname = ${space} order by p.proname, 2`.execute(db)
  for (const f of functions)
    parts.push(
      `-- function ${f.name}(${f.args}) returns ${f.returns} language ${f.language}\n${layout(f.body)}\n`
    )
  return parts.join('\n')
}

/** The schema of the database (on PostgreSQL of `schema`, or of the current schema). */
export async function describeSchema(db: AnyDb, engine: Engine, schema?: string): Promise<string> {
  return engine === 'sqlite' ? sqliteSchema(db) : postgresSchema(db, schema)
}
