// Splits the text of a migration file into its statements, for a driver that runs one statement at a time
// (better-sqlite3 prepares one; Kysely's PostgreSQL connection sends each with its own parameters). A `;` ends a
// statement except inside a quoted string or name, a comment, a PostgreSQL dollar-quoted body ($$ … $$), or the
// body of a SQLite trigger, which runs from BEGIN to its END (a CASE … END inside it does not close it).
// Comments are left out of the statements: SQLite keeps a trigger's text as written, and rewrites it when a bulk
// write pauses it (db/bulkCounts.ts). Not handled, since no migration uses them: PostgreSQL E'…' strings with
// backslash escapes, and nested block comments.

export type Engine = 'sqlite' | 'postgres'

const WORD = /[A-Za-z0-9_$]/

/** The statements of `text`, each without its `;`, trimmed, in order; a last statement needs no `;`. */
export function splitStatements(text: string, engine: Engine): string[] {
  const statements: string[] = []
  let current = ''
  // The statement's first words, to tell a CREATE [TEMP] TRIGGER; inside one, how many CASEs are open and whether
  // the last token was the END closing its body.
  let words: string[] = []
  let caseDepth = 0
  let bodyClosed = false
  const inTrigger = () => {
    const [create, temp, trigger] = words
    return (
      create === 'create' &&
      (temp === 'trigger' || (/^temp(orary)?$/.test(temp ?? '') && trigger === 'trigger'))
    )
  }
  const finish = () => {
    const statement = current.trim()
    if (statement) statements.push(statement)
    current = ''
    words = []
    caseDepth = 0
    bodyClosed = false
  }
  let i = 0
  while (i < text.length) {
    const ch = text[i]
    const next = text[i + 1]
    if (ch === '-' && next === '-') {
      const end = text.indexOf('\n', i)
      i = end === -1 ? text.length : end
      continue
    }
    if (ch === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2)
      if (end === -1) throw new Error('An unterminated /* comment')
      current += ' '
      i = end + 2
      continue
    }
    const closing = quoteEnd(text, i, engine)
    if (closing !== undefined) {
      current += text.slice(i, closing)
      i = closing
      bodyClosed = false
      continue
    }
    if (WORD.test(ch)) {
      let end = i
      while (end < text.length && WORD.test(text[end])) end++
      const word = text.slice(i, end).toLowerCase()
      if (words.length < 3) words.push(word)
      if (word === 'case') caseDepth++
      if (word === 'end' && caseDepth > 0) caseDepth--
      else bodyClosed = word === 'end'
      current += text.slice(i, end)
      i = end
      continue
    }
    if (ch === ';' && (!inTrigger() || bodyClosed || engine !== 'sqlite')) {
      finish()
      i++
      continue
    }
    if (!/\s/.test(ch)) bodyClosed = false
    current += ch
    i++
  }
  finish()
  return statements
}

/** Where the quoted string, name or dollar-quoted body starting at `at` ends (after its closing quote), if one does. */
function quoteEnd(text: string, at: number, engine: Engine): number | undefined {
  const ch = text[at]
  const close =
    ch === "'" || ch === '"'
      ? ch
      : engine === 'sqlite' && ch === '`'
        ? '`'
        : engine === 'sqlite' && ch === '['
          ? ']'
          : undefined
  if (close) {
    // A doubled quote inside is the quote itself: the scan goes on past it.
    let end = at + 1
    for (;;) {
      end = text.indexOf(close, end)
      if (end === -1) throw new Error(`An unterminated ${ch} at ${at}`)
      if (close !== ']' && text[end + 1] === close) end += 2
      else return end + 1
    }
  }
  if (engine === 'postgres' && ch === '$' && !WORD.test(text[at - 1] ?? ' ')) {
    const tag = /^\$[A-Za-z_]*\$/.exec(text.slice(at))?.[0]
    if (!tag) return undefined
    const end = text.indexOf(tag, at + tag.length)
    if (end === -1) throw new Error(`An unterminated ${tag} body at ${at}`)
    return end + tag.length
  }
  return undefined
}
