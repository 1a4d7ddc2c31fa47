// @vitest-environment node
// The availability rule (issue 37) as a table of cases: where and when a release or track plays, how a track narrows
// its release, and the sentence the screens show.
import { describe, expect, it } from 'vitest'
import {
  availabilityFromRow,
  availabilityInputSchema,
  availabilitySummary,
  availabilitySummaryParts,
  availabilityToRow,
  availableIn,
  countriesOf,
  narrow,
  playableIn,
  releasedAt,
  unplayableReason,
  WORLDWIDE,
  type Availability,
  type PlayableState,
  type UnplayableReason
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

describe('why it does not play', () => {
  const cases: [string, PlayableState, string, UnplayableReason | null][] = [
    ['plays', live(WORLDWIDE), 'DE', null],
    [
      'a track taken down on its own, whatever its release',
      live(WORLDWIDE, { blocked: true, status: 'draft' }),
      'DE',
      'blocked'
    ],
    ['not released', live(WORLDWIDE, { status: 'in_review' }), 'DE', 'not_released'],
    [
      'scheduled without an instant',
      live(WORLDWIDE, { status: 'scheduled', go_live_at: null }),
      'DE',
      'not_released'
    ],
    [
      'not released comes before the days',
      live({ ...WORLDWIDE, from: '2099-01-01' }, { status: 'draft' }),
      'DE',
      'not_released'
    ],
    ['before its first day', live({ ...WORLDWIDE, from: '2027-03-02' }), 'DE', 'not_yet_available'],
    ['after its last day', live({ ...WORLDWIDE, until: '2027-02-28' }), 'DE', 'no_longer_available'],
    [
      'the days come before the country',
      live({ ...only('FR'), until: '2027-02-28' }),
      'DE',
      'no_longer_available'
    ],
    ['outside its countries', live(only('FR')), 'DE', 'not_in_country'],
    ['an excluded country, any case', live(except('DE')), 'de', 'not_in_country']
  ]
  it.each(cases)('%s', (_name, state, country, expected) => {
    expect(unplayableReason(state, country, T)).toBe(expected)
  })

  it('released: live at any instant, scheduled from its instant on', () => {
    expect(releasedAt({ status: 'live', go_live_at: null }, T)).toBe(true)
    expect(releasedAt({ status: 'scheduled', go_live_at: T }, T)).toBe(true)
    expect(releasedAt({ status: 'scheduled', go_live_at: '2027-03-01T12:00:00.001Z' }, T)).toBe(false)
    expect(releasedAt({ status: 'draft', go_live_at: '2027-01-01T00:00:00.000Z' }, T)).toBe(false)
  })

  it('availableIn checks the days and the country without the lifecycle', () => {
    expect(availableIn(only('DE'), 'de', T)).toBe(true)
    expect(availableIn(only('DE'), 'FR', T)).toBe(false)
    expect(availableIn({ ...WORLDWIDE, from: '2027-03-01' }, 'FR', '2027-03-01T00:00:00Z')).toBe(true)
    expect(availableIn({ ...WORLDWIDE, from: '2027-03-02' }, 'FR', T)).toBe(false)
    expect(availableIn({ ...WORLDWIDE, until: '2027-03-01' }, 'FR', '2027-03-01T23:59:59Z')).toBe(true)
    expect(availableIn({ ...WORLDWIDE, until: '2027-02-28' }, 'FR', T)).toBe(false)
  })
})

describe('the countries and the summary’s parts', () => {
  it('lists the countries where it may be played', () => {
    expect(countriesOf(WORLDWIDE)).toBe(ISO_COUNTRIES)
    expect(countriesOf(only('DE', 'XX', 'FR'))).toEqual(['DE', 'FR'])
    const rest = countriesOf(except('DE', 'FR'))
    expect(rest).toHaveLength(ISO_COUNTRIES.length - 2)
    expect(rest).not.toContain('DE')
    expect(rest).toContain('US')
  })

  it('names one country, or up to five included ones, never the worldwide list', () => {
    expect(availabilitySummaryParts({ ...WORLDWIDE, from: '2027-01-01', until: '2027-12-31' })).toEqual({
      where: 'worldwide',
      count: ISO_COUNTRIES.length,
      named: [],
      from: '2027-01-01',
      until: '2027-12-31'
    })
    const five = ISO_COUNTRIES.slice(0, 5)
    expect(availabilitySummaryParts(only(...five))).toMatchObject({
      where: 'countries',
      count: 5,
      named: five
    })
    expect(availabilitySummaryParts(only(...ISO_COUNTRIES.slice(0, 6)))).toMatchObject({
      count: 6,
      named: []
    })
    const allButOne = except(...ISO_COUNTRIES.filter((c) => c !== 'DE'))
    expect(availabilitySummaryParts(allButOne)).toMatchObject({ where: 'countries', count: 1, named: ['DE'] })
    expect(availabilitySummary(allButOne)).toBe('Available in 1 country (DE)')
    expect(availabilitySummaryParts(except('DE', 'FR'))).toMatchObject({
      count: ISO_COUNTRIES.length - 2,
      named: []
    })
    expect(availabilitySummaryParts(except(...ISO_COUNTRIES))).toEqual({ where: 'nowhere' })
    // One day is a range, not a backwards one.
    expect(availabilitySummary({ ...WORLDWIDE, from: '2027-01-01', until: '2027-01-01' })).toBe(
      'Available worldwide from 2027-01-01 until 2027-01-01'
    )
    expect(availabilitySummary({ ...WORLDWIDE, until: '2027-01-01' })).toBe(
      'Available worldwide until 2027-01-01'
    )
  })

  it('narrows the days when only one side has them', () => {
    expect(narrow({ ...WORLDWIDE, until: '2027-06-30' }, { ...only('DE'), from: '2027-01-01' })).toEqual({
      ...only('DE'),
      from: '2027-01-01',
      until: '2027-06-30'
    })
    expect(narrow({ ...only('DE'), from: '2027-02-01' }, WORLDWIDE)).toEqual({
      ...only('DE'),
      from: '2027-02-01'
    })
  })
})

describe('the stored form', () => {
  it('reads and writes the mode, the codes and the days', () => {
    const a: Availability = { mode: 'include', countries: ['DE', 'FR'], from: '2027-01-01', until: null }
    const row = availabilityToRow(a)
    expect(row).toEqual({
      availability: 'include',
      countries: 'DE,FR',
      available_from: '2027-01-01',
      available_until: null
    })
    expect(availabilityFromRow(row)).toEqual(a)
    expect(
      availabilityFromRow({
        availability: 'worldwide',
        countries: '',
        available_from: null,
        available_until: '2027-02-01'
      })
    ).toEqual({
      ...WORLDWIDE,
      until: '2027-02-01'
    })
    // A mode this code does not know reads as worldwide.
    expect(
      availabilityFromRow({
        availability: 'galaxy',
        countries: 'DE',
        available_from: null,
        available_until: null
      }).mode
    ).toBe('worldwide')
  })
})

describe('the input’s messages', () => {
  const issues = (input: unknown) =>
    availabilityInputSchema.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]) ?? []

  it('says which field is wrong and why', () => {
    expect(issues({ mode: 'include', countries: [] })).toEqual([
      ['countries', 'countries must name at least one country']
    ])
    expect(issues({ mode: 'exclude', countries: [], from: '2027-02-01', until: '2027-01-31' })).toEqual([
      ['until', 'until must be on or after from']
    ])
    expect(issues({ mode: 'exclude', countries: [], from: '2027-02-01', until: '2027-02-01' })).toEqual([])
    expect(issues({ mode: 'include', countries: ['XX'] })).toEqual([
      ['countries.0', 'A country must be an ISO 3166-1 code such as DE']
    ])
    expect(issues({ mode: 'include', countries: [7] })).toEqual([
      ['countries.0', 'A country must be a code such as DE']
    ])
    expect(issues({ mode: 'include', countries: 'DE' })).toEqual([
      ['countries', 'countries must be a list of country codes']
    ])
    expect(issues({ mode: 'everywhere' })).toEqual([['mode', 'mode must be worldwide, include or exclude']])
    expect(issues({ mode: 'worldwide', extra: 1 }).map(([path]) => path)).toEqual([''])
    expect(issues({ mode: 'exclude', countries: [...ISO_COUNTRIES, 'DE'] }).map(([path]) => path)).toEqual([
      'countries'
    ])
  })

  it('trims the codes and defaults the missing fields', () => {
    expect(availabilityInputSchema.parse({ mode: 'include', countries: [' de ', 'fr'] })).toEqual({
      mode: 'include',
      countries: ['DE', 'FR'],
      from: null,
      until: null
    })
    expect(availabilityInputSchema.parse({ mode: 'exclude' })).toEqual({ ...WORLDWIDE, mode: 'exclude' })
    expect(
      availabilityInputSchema.parse({ mode: 'exclude', countries: ISO_COUNTRIES }).countries
    ).toHaveLength(ISO_COUNTRIES.length)
  })
})
