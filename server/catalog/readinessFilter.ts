// The release list's "has errors" filter (issue 37): the error rules of the readiness checks (src/contracts/readiness)
// written as SQL on a release row, so that the list, its count and its export filter in the database. Each rule's
// check becomes a condition on the release or on its tracks through track_links (release_id, …) and the other
// tables' track_id keys. The errors that do not depend on the day are counted into releases.readiness_errors
// (./readinessCount keeps it) and the filter reads that indexed column; the rules stay data, and the oracle test
// (readinessFilter.test.ts) holds the SQL and the stored count to the function the release page shows.
import { sql, type RawBuilder, type SqlBool } from 'kysely'
import { DEFAULT_RULES, type Check, type Rule } from '../../src/contracts/readiness'

/** Where each field the checks read is stored: the release's own, or a track's (its link or the track row). */
const RELEASE_COLUMNS: Record<string, string> = {
  title: 'releases.title',
  label: 'releases.label',
  upc: 'releases.upc',
  p_line: 'releases.p_line',
  c_line: 'releases.c_line',
  explicit: 'releases.explicit',
  status: 'releases.status',
  original_release_date: 'releases.original_release_date'
}
const TRACK_COLUMNS: Record<string, string> = {
  title: 't.title',
  version: 'l.version',
  isrc: 'l.isrc',
  explicit: 't.explicit',
  status: 't.status'
}
const COUNTED: Record<'credits' | 'artists', string> = { credits: 'track_credits', artists: 'track_artists' }

const column = (applies: Rule['applies'], field: string) => {
  const name = (applies === 'release' ? RELEASE_COLUMNS : TRACK_COLUMNS)[field]
  if (!name) throw new Error(`The readiness filter does not know where ${applies} field ${field} is stored`)
  return sql.raw(name)
}

/** A boolean column stored as 0/1 on both engines. */
const isSet = (value: RawBuilder<unknown>) => sql<SqlBool>`coalesce(${value}, 0) <> 0`

/** The SQL that is true where the check fails on the item, or null when SQL cannot tell (a skipped rule). */
function failing(check: Check, applies: Rule['applies'], today: string): RawBuilder<SqlBool> | null {
  switch (check.kind) {
    case 'present': {
      const value = column(applies, check.field)
      return sql<SqlBool>`(${value} is null or trim(${value}) = '')`
    }
    case 'unique_among_tracks': {
      const value = column(applies, check.field)
      const other = sql.raw(String(TRACK_COLUMNS[check.field]).replace(/^(\w+)\./, '$1_other.'))
      return sql<SqlBool>`(${value} is not null and trim(${value}) <> '' and exists (
        select 1 from track_links l_other join tracks t_other on t_other.id = l_other.track_id
        where l_other.release_id = l.release_id and l_other.track_id <> l.track_id and ${other} = ${value}))`
    }
    case 'min_count': {
      const table = sql.raw(COUNTED[check.of])
      return sql<SqlBool>`(select count(*) from ${table} c where c.track_id = l.track_id and c.role = ${check.role}) < ${check.min}`
    }
    case 'equals':
      return sql<SqlBool>`coalesce(${column(applies, check.field)}, '') <> ${check.value}`
    case 'release_flag_covers':
      return sql<SqlBool>`(${isSet(column(applies, check.field))} and not ${isSet(column('release', check.releaseField))})`
    case 'date_not_past': {
      const value = column(applies, check.field)
      return sql<SqlBool>`(releases.status in (${sql.join(check.onlyWhileStatus)}) and ${value} is not null and ${value} <> '' and ${value} < ${today})`
    }
    case 'has_tracks':
      return sql<SqlBool>`not exists (select 1 from track_links l where l.release_id = releases.id)`
    case 'min_square_size':
      // The cover's size is not stored: the checks skip this rule, and so does the filter.
      return null
    case 'no_match':
      throw new Error(
        'A pattern check cannot be an error rule of the readiness filter (no portable SQL regex)'
      )
  }
}

/** A rule whose outcome changes with the day: evaluated when the list is read, never stored. */
const dayDependent = (rule: Rule) => rule.check.kind === 'date_not_past'

/**
 * The number of error findings the readiness checks make on the release row `releases`, under the error rules that
 * do not depend on the day: one for each failing release rule, one for each track failing a track rule. It is what
 * releases.readiness_errors stores (server/catalog/readinessCount.ts keeps it).
 */
export function readinessErrorCount(rules: Rule[] = DEFAULT_RULES): RawBuilder<number> {
  const terms: RawBuilder<unknown>[] = []
  for (const rule of rules.filter((r) => r.severity === 'error' && !dayDependent(r))) {
    const condition = failing(rule.check, rule.applies, '')
    if (!condition) continue
    terms.push(
      rule.applies === 'release'
        ? sql`(case when ${condition} then 1 else 0 end)`
        : sql`(select count(*) from track_links l join tracks t on t.id = l.track_id
            where l.release_id = releases.id and ${condition})`
    )
  }
  return terms.length ? sql<number>`(${sql.join(terms, sql` + `)})` : sql<number>`0`
}

/**
 * True for a release that fails at least one error rule on `today` (YYYY-MM-DD): its stored count of the errors
 * that do not depend on the day (indexed), or an error rule that does, evaluated now.
 */
export function hasReadinessErrors(today: string, rules: Rule[] = DEFAULT_RULES): RawBuilder<SqlBool> {
  const live = rules.filter((r) => r.severity === 'error' && dayDependent(r))
  const stored = sql<SqlBool>`releases.readiness_errors > 0`
  return live.length ? sql<SqlBool>`(${stored} or ${failingAny(today, live)})` : stored
}

/**
 * True for a release that fails at least one error rule of `rules` on `today` (YYYY-MM-DD), read from its rows. The
 * release's own columns are tested first (most failing releases stop there), then whether it has tracks, then every
 * track rule in one EXISTS, so that each release's tracks are read once whatever the number of rules.
 */
export function failingAny(today: string, rules: Rule[] = DEFAULT_RULES): RawBuilder<SqlBool> {
  const own: RawBuilder<SqlBool>[] = []
  const tracks: RawBuilder<SqlBool>[] = []
  const perTrack: RawBuilder<SqlBool>[] = []
  for (const rule of rules.filter((r) => r.severity === 'error')) {
    const condition = failing(rule.check, rule.applies, today)
    if (!condition) continue
    if (rule.check.kind === 'has_tracks') tracks.push(condition)
    else (rule.applies === 'release' ? own : perTrack).push(condition)
  }
  const conditions = [
    ...own,
    ...tracks,
    ...(perTrack.length
      ? [
          sql<SqlBool>`exists (select 1 from track_links l join tracks t on t.id = l.track_id
            where l.release_id = releases.id and (${sql.join(perTrack, sql` or `)}))`
        ]
      : [])
  ]
  return conditions.length ? sql<SqlBool>`(${sql.join(conditions, sql` or `)})` : sql<SqlBool>`1 = 0`
}
