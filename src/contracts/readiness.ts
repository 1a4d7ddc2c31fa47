// Readiness checks before review and scheduling (issue 37). A rule is data: an id, a severity (an error blocks
// scheduling, a warning does not), what it looks at (the release or each track), one check of a small vocabulary
// and a message naming the field. A store's own style guide is another list of rules, not new code.
import { z } from 'zod'

export const SEVERITIES = ['error', 'warning'] as const
export type Severity = (typeof SEVERITIES)[number]

/** What the checks read: the release's fields and each track's, as the server gathers them. */
export type ReadinessRelease = {
  title: string
  label: string
  upc: string | null
  p_line: string
  c_line: string
  explicit: boolean
  status: string
  original_release_date: string | null
  /** Pixels; null when the cover's size is not known. */
  cover_width: number | null
  cover_height: number | null
}
export type ReadinessTrack = {
  track_id: number
  /** Where it is on the release, for messages ("Track 3"). */
  number: number
  title: string
  version: string
  isrc: string | null
  explicit: boolean
  /** The track's own status: a draft does not play even on a live release. */
  status: string
  /** How many credits of each role, how many artists of each role. */
  credits: Record<string, number>
  artists: Record<string, number>
}
export type ReadinessSubject = { release: ReadinessRelease; tracks: ReadinessTrack[]; today: string }

/** The checks a rule can name; each answers whether the value passes, or null when it cannot be known. */
export type Check =
  | { kind: 'present'; field: string }
  | { kind: 'unique_among_tracks'; field: string }
  | { kind: 'min_count'; of: 'credits' | 'artists'; role: string; min: number }
  | { kind: 'no_match'; field: string; pattern: string; flags?: string }
  | { kind: 'equals'; field: string; value: string }
  /** When the track has `field` set, the release must have `releaseField` set too. */
  | { kind: 'release_flag_covers'; field: string; releaseField: string }
  | { kind: 'date_not_past'; field: string; onlyWhileStatus: string[] }
  | { kind: 'min_square_size'; widthField: string; heightField: string; min: number }
  | { kind: 'has_tracks' }

export type Rule = {
  id: string
  severity: Severity
  applies: 'release' | 'track'
  check: Check
  /** {field} names the field; {track} is "Track 3 “Title”" for a track rule; {min} a check's bound. */
  message: string
}

/** The default store guide (the DSPs' common requirements). */
export const DEFAULT_RULES: Rule[] = [
  {
    id: 'release.tracks',
    severity: 'error',
    applies: 'release',
    check: { kind: 'has_tracks' },
    message: 'The release has no tracks (tracks)'
  },
  {
    id: 'release.upc.missing',
    severity: 'error',
    applies: 'release',
    check: { kind: 'present', field: 'upc' },
    message: 'The UPC/EAN is missing (upc)'
  },
  {
    id: 'release.p_line.missing',
    severity: 'error',
    applies: 'release',
    check: { kind: 'present', field: 'p_line' },
    message: 'The (P) line is missing (p_line)'
  },
  {
    id: 'release.c_line.missing',
    severity: 'warning',
    applies: 'release',
    check: { kind: 'present', field: 'c_line' },
    message: 'The (C) line is missing (c_line)'
  },
  {
    id: 'release.title.feat',
    severity: 'warning',
    applies: 'release',
    check: { kind: 'no_match', field: 'title', pattern: '\\b(feat|ft)\\.', flags: 'i' },
    message: 'The title names a featured artist (“feat.”): add them as a featured artist instead (title)'
  },
  {
    id: 'release.date.past',
    severity: 'warning',
    applies: 'release',
    check: { kind: 'date_not_past', field: 'original_release_date', onlyWhileStatus: ['draft', 'in_review'] },
    message: 'The release date is in the past for a new release (original_release_date)'
  },
  {
    id: 'release.cover.size',
    severity: 'error',
    applies: 'release',
    check: { kind: 'min_square_size', widthField: 'cover_width', heightField: 'cover_height', min: 3000 },
    message: 'The cover must be square and at least {min} × {min} px (cover_url)'
  },
  {
    id: 'track.isrc.missing',
    severity: 'error',
    applies: 'track',
    check: { kind: 'present', field: 'isrc' },
    message: '{track}: the ISRC is missing (isrc)'
  },
  {
    id: 'track.isrc.duplicate',
    severity: 'error',
    applies: 'track',
    check: { kind: 'unique_among_tracks', field: 'isrc' },
    message: '{track}: the ISRC is used by another track of the release (isrc)'
  },
  {
    id: 'track.composer.missing',
    severity: 'error',
    applies: 'track',
    check: { kind: 'min_count', of: 'credits', role: 'composer', min: 1 },
    message: '{track}: no composer is credited (credits)'
  },
  {
    id: 'track.title.feat',
    severity: 'warning',
    applies: 'track',
    check: { kind: 'no_match', field: 'title', pattern: '\\b(feat|ft)\\.', flags: 'i' },
    message:
      '{track}: the title names a featured artist (“feat.”): add them as a featured artist instead (title)'
  },
  {
    id: 'track.explicit.release',
    severity: 'error',
    applies: 'track',
    check: { kind: 'release_flag_covers', field: 'explicit', releaseField: 'explicit' },
    message: '{track} is explicit but the release is not marked explicit (explicit)'
  },
  {
    id: 'track.status.draft',
    severity: 'warning',
    applies: 'track',
    check: { kind: 'equals', field: 'status', value: 'published' },
    message: '{track} is a draft: it will not play when the release goes live (status)'
  }
]

export const findingSchema = z.object({
  rule: z.string(),
  severity: z.enum(SEVERITIES),
  /** The field to fix: a release field, or `tracks.<id>.<field>` for a track's. */
  field: z.string(),
  track_id: z.number().int().nullable(),
  message: z.string()
})
export type Finding = z.infer<typeof findingSchema>

export const readinessSchema = z.object({
  ready: z.boolean(),
  errors: z.number().int(),
  warnings: z.number().int(),
  findings: z.array(findingSchema),
  /** Rules that could not be checked, with why (for example, a cover whose size is not stored). */
  skipped: z.array(z.object({ rule: z.string(), reason: z.string() }))
})
export type Readiness = z.infer<typeof readinessSchema>

const filled = (value: unknown) => value !== null && value !== undefined && String(value).trim() !== ''

/** The field a check reads, for the finding. */
const fieldOf = (check: Check) =>
  'field' in check
    ? check.field
    : check.kind === 'min_count'
      ? check.of
      : check.kind === 'has_tracks'
        ? 'tracks'
        : 'cover_url'

function passes(
  check: Check,
  item: Record<string, unknown>,
  subject: ReadinessSubject
): boolean | { unknown: string } {
  switch (check.kind) {
    case 'present':
      return filled(item[check.field])
    case 'unique_among_tracks': {
      const value = item[check.field]
      if (!filled(value)) return true
      return subject.tracks.filter((t) => (t as Record<string, unknown>)[check.field] === value).length <= 1
    }
    case 'min_count':
      return ((item[check.of] as Record<string, number> | undefined)?.[check.role] ?? 0) >= check.min
    case 'equals':
      return item[check.field] === check.value
    case 'no_match':
      return !new RegExp(check.pattern, check.flags).test(String(item[check.field] ?? ''))
    case 'release_flag_covers':
      return !item[check.field] || Boolean((subject.release as Record<string, unknown>)[check.releaseField])
    case 'date_not_past': {
      const value = item[check.field]
      if (!check.onlyWhileStatus.includes(subject.release.status) || !filled(value)) return true
      return String(value) >= subject.today
    }
    case 'min_square_size': {
      const [w, h] = [item[check.widthField], item[check.heightField]]
      if (typeof w !== 'number' || typeof h !== 'number') return { unknown: 'the cover’s size is not stored' }
      return w === h && w >= check.min
    }
    case 'has_tracks':
      return subject.tracks.length > 0
  }
}

const trackName = (t: ReadinessTrack) => `Track ${t.number} “${t.title}”`

/** Every finding of `rules` on the subject; ready when no error is found. */
export function checkReadiness(subject: ReadinessSubject, rules: Rule[] = DEFAULT_RULES): Readiness {
  const findings: Finding[] = []
  const skipped: { rule: string; reason: string }[] = []
  for (const rule of rules) {
    const items =
      rule.applies === 'release'
        ? [{ item: subject.release as Record<string, unknown>, track: null }]
        : subject.tracks.map((t) => ({ item: t as unknown as Record<string, unknown>, track: t }))
    for (const { item, track } of items) {
      const result = passes(rule.check, item, subject)
      if (result === true) continue
      if (result !== false) {
        skipped.push({ rule: rule.id, reason: result.unknown })
        continue
      }
      const min = 'min' in rule.check ? String(rule.check.min) : ''
      findings.push({
        rule: rule.id,
        severity: rule.severity,
        field: track ? `tracks.${track.track_id}.${fieldOf(rule.check)}` : fieldOf(rule.check),
        track_id: track?.track_id ?? null,
        message: rule.message.replaceAll('{track}', track ? trackName(track) : '').replaceAll('{min}', min)
      })
    }
  }
  const errors = findings.filter((f) => f.severity === 'error').length
  return { ready: errors === 0, errors, warnings: findings.length - errors, findings, skipped }
}
