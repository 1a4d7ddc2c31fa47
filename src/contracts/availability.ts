// Where and when a release or track may be played (issue 37): the one rule the server, the demo host and the screens
// evaluate. Availability is worldwide or a list of countries included or excluded, with an optional first and last
// day (UTC days, both included); a track's own availability can only narrow its release's. A release plays once it
// is live (or scheduled and its go-live instant has come); a track follows its release unless it is taken down on
// its own, and plays only while its own status is published.
import { z } from 'zod'
import { ISO_COUNTRIES, isCountryCode } from './countries'
import { isoDate } from './music'

export const AVAILABILITY_MODES = ['worldwide', 'include', 'exclude'] as const
export type AvailabilityMode = (typeof AVAILABILITY_MODES)[number]

export type Availability = {
  mode: AvailabilityMode
  /** ISO 3166-1 alpha-2 codes, sorted, no repeats; empty when worldwide. */
  countries: string[]
  /** First and last UTC day (YYYY-MM-DD), both included; null: no bound. */
  from: string | null
  until: string | null
}

export const WORLDWIDE: Availability = { mode: 'worldwide', countries: [], from: null, until: null }

export const availabilitySchema = z.object({
  mode: z.enum(AVAILABILITY_MODES),
  countries: z.array(z.string()),
  from: z.string().nullable(),
  until: z.string().nullable()
})

/** PUT …/availability: what a form sends; countries are checked against ISO 3166-1 and sorted. */
export const availabilityInputSchema = z
  .object({
    mode: z.enum(AVAILABILITY_MODES, { message: 'mode must be worldwide, include or exclude' }),
    countries: z
      .array(
        z
          .string({ message: 'A country must be a code such as DE' })
          .trim()
          .toUpperCase()
          .refine(isCountryCode, { message: 'A country must be an ISO 3166-1 code such as DE' }),
        { message: 'countries must be a list of country codes' }
      )
      .max(ISO_COUNTRIES.length)
      .default([]),
    from: isoDate.nullable().default(null),
    until: isoDate.nullable().default(null)
  })
  .strict()
  .transform((v) => ({ ...v, countries: v.mode === 'worldwide' ? [] : [...new Set(v.countries)].sort() }))
  .superRefine((v, ctx) => {
    if (v.mode === 'include' && v.countries.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['countries'],
        message: 'countries must name at least one country'
      })
    if (v.from && v.until && v.from > v.until)
      ctx.addIssue({ code: 'custom', path: ['until'], message: 'until must be on or after from' })
  })
export type AvailabilityInput = z.input<typeof availabilityInputSchema>

/** The availability both allow: a track's own narrows its release's. */
export function narrow(outer: Availability, inner: Availability | null): Availability {
  if (!inner) return outer
  const from =
    [outer.from, inner.from]
      .filter((d) => d !== null)
      .sort()
      .at(-1) ?? null
  const until = [outer.until, inner.until].filter((d) => d !== null).sort()[0] ?? null
  const dates = { from, until }
  if (outer.mode === 'worldwide') return { ...inner, ...dates }
  if (inner.mode === 'worldwide') return { ...outer, ...dates }
  if (outer.mode === 'include' && inner.mode === 'include')
    return {
      mode: 'include',
      countries: outer.countries.filter((c) => inner.countries.includes(c)),
      ...dates
    }
  if (outer.mode === 'exclude' && inner.mode === 'exclude')
    return {
      mode: 'exclude',
      countries: [...new Set([...outer.countries, ...inner.countries])].sort(),
      ...dates
    }
  const [included, excluded] = outer.mode === 'include' ? [outer, inner] : [inner, outer]
  return {
    mode: 'include',
    countries: included.countries.filter((c) => !excluded.countries.includes(c)),
    ...dates
  }
}

/** The countries where it may be played, whatever the date. */
export function countriesOf(a: Availability): readonly string[] {
  if (a.mode === 'worldwide') return ISO_COUNTRIES
  if (a.mode === 'include') return a.countries.filter(isCountryCode)
  return ISO_COUNTRIES.filter((c) => !a.countries.includes(c))
}

const inCountry = (a: Availability, country: string) =>
  a.mode === 'worldwide' || (a.mode === 'include') === a.countries.includes(country)

/** The UTC day of an instant. */
const dayOf = (instant: string) => new Date(instant).toISOString().slice(0, 10)

/** Whether the availability allows `country` at `instant` (ISO 8601), ignoring the lifecycle. */
export function availableIn(a: Availability, country: string, instant: string): boolean {
  const day = dayOf(instant)
  if (a.from !== null && day < a.from) return false
  if (a.until !== null && day > a.until) return false
  return inCountry(a, country.toUpperCase())
}

/** What decides whether something plays, besides its availability. */
export type PlayableState = {
  /** The release's status; a track off any release counts as live. */
  status: string
  /** The go-live instant of a scheduled release. */
  go_live_at: string | null
  /** A track taken down on its own (or not published) does not play whatever its release does. */
  blocked: boolean
  availability: Availability
}

/** Whether it has been released at `instant`: live, or scheduled with its go-live instant come. */
export const releasedAt = (state: Pick<PlayableState, 'status' | 'go_live_at'>, instant: string) =>
  state.status === 'live' ||
  (state.status === 'scheduled' &&
    state.go_live_at !== null &&
    Date.parse(state.go_live_at) <= Date.parse(instant))

export const UNPLAYABLE_REASONS = [
  'not_released',
  'blocked',
  'not_yet_available',
  'no_longer_available',
  'not_in_country'
] as const
export type UnplayableReason = (typeof UNPLAYABLE_REASONS)[number]

/** Why it does not play in `country` at `instant`, or null when it does. */
export function unplayableReason(
  state: PlayableState,
  country: string,
  instant: string
): UnplayableReason | null {
  if (state.blocked) return 'blocked'
  if (!releasedAt(state, instant)) return 'not_released'
  const day = dayOf(instant)
  const a = state.availability
  if (a.from !== null && day < a.from) return 'not_yet_available'
  if (a.until !== null && day > a.until) return 'no_longer_available'
  return inCountry(a, country.toUpperCase()) ? null : 'not_in_country'
}

/** The rule: playable in `country` at `instant`. */
export const playableIn = (state: PlayableState, country: string, instant: string): boolean =>
  unplayableReason(state, country, instant) === null

/** What the summary says, for screens that word it in their own language. */
export type AvailabilitySummaryParts =
  | { where: 'nowhere' }
  | {
      where: 'worldwide' | 'countries'
      count: number
      /** Named when it is one country, or up to five included ones. */
      named: readonly string[]
      from: string | null
      until: string | null
    }

export function availabilitySummaryParts(a: Availability): AvailabilitySummaryParts {
  const countries = countriesOf(a)
  const count = countries.length
  if (count === 0 || (a.from !== null && a.until !== null && a.from > a.until)) return { where: 'nowhere' }
  const named = count === 1 || (a.mode === 'include' && count <= 5) ? countries : []
  return {
    where: a.mode === 'worldwide' ? 'worldwide' : 'countries',
    count,
    named: a.mode === 'worldwide' ? [] : named,
    from: a.from,
    until: a.until
  }
}

/** "Available in 184 countries from 2027-01-15", "Available worldwide", "Not available anywhere". */
export function availabilitySummary(a: Availability): string {
  const parts = availabilitySummaryParts(a)
  if (parts.where === 'nowhere') return 'Not available anywhere'
  const { count, named } = parts
  const where =
    parts.where === 'worldwide'
      ? 'worldwide'
      : count === 1
        ? `in 1 country (${named[0]})`
        : named.length > 0
          ? `in ${count} countries (${named.join(', ')})`
          : `in ${count} countries`
  const from = parts.from ? ` from ${parts.from}` : ''
  const until = parts.until ? ` until ${parts.until}` : ''
  return `Available ${where}${from}${until}`
}

/** Stored form: the mode, the codes comma-separated, and the two days. */
export type StoredAvailability = {
  availability: string
  countries: string
  available_from: string | null
  available_until: string | null
}

export const availabilityFromRow = (row: StoredAvailability): Availability => ({
  mode: (AVAILABILITY_MODES as readonly string[]).includes(row.availability)
    ? (row.availability as AvailabilityMode)
    : 'worldwide',
  countries: row.countries ? row.countries.split(',') : [],
  from: row.available_from,
  until: row.available_until
})

export const availabilityToRow = (a: Availability): StoredAvailability => ({
  availability: a.mode,
  countries: a.countries.join(','),
  available_from: a.from,
  available_until: a.until
})
