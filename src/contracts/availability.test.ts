// @vitest-environment node
// The availability rule (issue 37) as a table of cases: where and when a release or track plays, how a track narrows
// its release, and the sentence the screens show.
import { describe, expect, it } from 'vitest'
import {
  availabilityInputSchema,
  availabilitySummary,
  narrow,
  playableIn,
  WORLDWIDE,
  type Availability,
  type PlayableState
} from './availability'
import { ISO_COUNTRIES } from './countries'
import { zonedToUtc, utcToZoned } from './releaseLifecycle'

const only = (...countries: string[]): Availability => ({
  mode: 'include',
  countries,
  from: null,
  until: null
})
const except = (...countries: string[]): Availability => ({
  mode: 'exclude',
  countries,
  from: null,
  until: null
})
const live = (availability: Availability, extra: Partial<PlayableState> = {}): PlayableState => ({
  status: 'live',
  go_live_at: null,
  blocked: false,
  availability,
  ...extra
})

const T = '2027-03-01T12:00:00.000Z'

describe('playable in a country at an instant', () => {
  const cases: [string, PlayableState, string, string, boolean][] = [
    ['worldwide, live', live(WORLDWIDE), 'DE', T, true],
    ['worldwide, any case of the code', live(WORLDWIDE), 'de', T, true],
    ['included country', live(only('DE', 'FR')), 'FR', T, true],
    ['country not included', live(only('DE', 'FR')), 'US', T, false],
    ['excluded country', live(except('US')), 'US', T, false],
    ['country not excluded', live(except('US')), 'CA', T, true],
    ['before the first day', live({ ...WORLDWIDE, from: '2027-03-02' }), 'DE', T, false],
    [
      'on the first day (UTC)',
      live({ ...WORLDWIDE, from: '2027-03-01' }),
      'DE',
      '2027-03-01T00:00:00Z',
      true
    ],
    [
      'on the last day, its last instant',
      live({ ...WORLDWIDE, until: '2027-03-01' }),
      'DE',
      '2027-03-01T23:59:59.999Z',
      true
    ],
    ['the day after the last day', live({ ...WORLDWIDE, until: '2027-02-28' }), 'DE', T, false],
    ['a draft', live(WORLDWIDE, { status: 'draft' }), 'DE', T, false],
    ['in review', live(WORLDWIDE, { status: 'in_review' }), 'DE', T, false],
    ['taken down', live(WORLDWIDE, { status: 'taken_down' }), 'DE', T, false],
    [
      'scheduled, its instant not come',
      live(WORLDWIDE, { status: 'scheduled', go_live_at: '2027-03-01T12:00:00.001Z' }),
      'DE',
      T,
      false
    ],
    ['scheduled, its instant come', live(WORLDWIDE, { status: 'scheduled', go_live_at: T }), 'DE', T, true],
    ['a track taken down on its own', live(WORLDWIDE, { blocked: true }), 'DE', T, false]
  ]
  it.each(cases)('%s', (_name, state, country, instant, expected) => {
    expect(playableIn(state, country, instant)).toBe(expected)
  })
})

describe('a track narrows its release', () => {
  const cases: [string, Availability, Availability | null, Availability][] = [
    ['no own availability: the release’s', except('US'), null, except('US')],
    ['worldwide release, own list', WORLDWIDE, only('DE'), only('DE')],
    ['own worldwide keeps the release’s list', only('DE'), WORLDWIDE, only('DE')],
    ['both include: the common countries', only('DE', 'FR', 'GB'), only('FR', 'GB', 'US'), only('FR', 'GB')],
    ['both exclude: every excluded country', except('US'), except('CA', 'US'), except('CA', 'US')],
    ['include and exclude: the included not excluded', only('DE', 'US'), except('US'), only('DE')],
    ['exclude and include: the same', except('US'), only('DE', 'US'), only('DE')],
    [
      'days: the later first day and the earlier last day',
      { ...WORLDWIDE, from: '2027-01-01', until: '2027-12-31' },
      { ...WORLDWIDE, from: '2027-02-01', until: '2028-12-31' },
      { ...WORLDWIDE, from: '2027-02-01', until: '2027-12-31' }
    ]
  ]
  it.each(cases)('%s', (_name, release, track, expected) => {
    expect(narrow(release, track)).toEqual(expected)
  })
})

describe('the summary', () => {
  const cases: [Availability, string][] = [
    [WORLDWIDE, 'Available worldwide'],
    [{ ...WORLDWIDE, from: '2027-01-15' }, 'Available worldwide from 2027-01-15'],
    [
      { ...except(...ISO_COUNTRIES.slice(0, 65)), from: '2027-01-15' },
      'Available in 184 countries from 2027-01-15'
    ],
    [only('DE'), 'Available in 1 country (DE)'],
    [{ ...only('DE', 'FR'), until: '2027-06-30' }, 'Available in 2 countries (DE, FR) until 2027-06-30'],
    [only(...ISO_COUNTRIES.slice(0, 10)), 'Available in 10 countries'],
    [only(), 'Not available anywhere'],
    [{ ...WORLDWIDE, from: '2027-02-01', until: '2027-01-01' }, 'Not available anywhere']
  ]
  it.each(cases)('%j → %s', (availability, expected) => {
    expect(availabilitySummary(availability)).toBe(expected)
  })

  it('counts the 249 ISO 3166-1 countries', () => {
    expect(ISO_COUNTRIES).toHaveLength(249)
  })
})

describe('the input', () => {
  it('upper-cases, sorts and de-duplicates codes, and refuses unknown ones and a backwards range', () => {
    expect(availabilityInputSchema.parse({ mode: 'exclude', countries: ['us', 'CA', 'US'] })).toEqual({
      mode: 'exclude',
      countries: ['CA', 'US'],
      from: null,
      until: null
    })
    expect(availabilityInputSchema.parse({ mode: 'worldwide', countries: ['DE'] }).countries).toEqual([])
    expect(availabilityInputSchema.safeParse({ mode: 'include', countries: ['XX'] }).success).toBe(false)
    expect(availabilityInputSchema.safeParse({ mode: 'include', countries: [] }).success).toBe(false)
    expect(
      availabilityInputSchema.safeParse({ mode: 'worldwide', from: '2027-02-01', until: '2027-01-01' })
        .success
    ).toBe(false)
  })
})

describe('a local date-time in a time zone', () => {
  const cases: [string, string, string][] = [
    ['2027-01-15T00:00', 'Europe/Berlin', '2027-01-14T23:00:00.000Z'],
    ['2027-07-15T00:00', 'Europe/Berlin', '2027-07-14T22:00:00.000Z'],
    ['2027-01-15T00:00', 'America/New_York', '2027-01-15T05:00:00.000Z'],
    ['2027-01-15T09:30', 'Asia/Kolkata', '2027-01-15T04:00:00.000Z'],
    ['2027-01-15T00:00', 'UTC', '2027-01-15T00:00:00.000Z'],
    // Skipped by the spring change (02:00 → 03:00): the same instant as 03:30.
    ['2027-03-28T02:30', 'Europe/Berlin', '2027-03-28T01:30:00.000Z'],
    // Twice in the autumn (03:00 → 02:00): the first time.
    ['2027-10-31T02:30', 'Europe/Berlin', '2027-10-31T00:30:00.000Z']
  ]
  it.each(cases)('%s in %s is %s', (local, zone, instant) => {
    expect(zonedToUtc(local, zone)).toBe(instant)
  })

  it('reads back as the same wall-clock time', () => {
    expect(utcToZoned('2027-01-14T23:00:00.000Z', 'Europe/Berlin')).toBe('2027-01-15T00:00')
  })
})
