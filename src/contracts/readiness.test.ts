// @vitest-environment node
// Readiness rules are data: the default store guide's findings on a release, and another store's guide as a new
// list of rules with no new code.
import { describe, expect, it } from 'vitest'
import { checkReadiness, DEFAULT_RULES, readinessSchema, type ReadinessSubject, type Rule } from './readiness'

const track = (n: number, extra: Partial<ReadinessSubject['tracks'][number]> = {}) => ({
  track_id: 100 + n,
  number: n,
  title: `Song ${n}`,
  version: '',
  isrc: `GBVBL27000${n}0`,
  explicit: false,
  status: 'published',
  credits: { composer: 1 },
  artists: { main: 1 },
  ...extra
})

const subject = (
  release: Partial<ReadinessSubject['release']> = {},
  tracks = [track(1), track(2)]
): ReadinessSubject => ({
  release: {
    title: 'Ready',
    label: 'Label',
    upc: '012345678905',
    p_line: '℗ 2027 Label',
    c_line: '© 2027 Label',
    explicit: false,
    status: 'draft',
    original_release_date: '2027-06-01',
    cover_width: null,
    cover_height: null,
    ...release
  },
  tracks,
  today: '2027-01-01'
})

describe('the default rules', () => {
  it('find nothing on a complete release, and say the cover size could not be checked', () => {
    expect(checkReadiness(subject())).toEqual({
      ready: true,
      errors: 0,
      warnings: 0,
      findings: [],
      skipped: [{ rule: 'release.cover.size', reason: 'the cover’s size is not stored' }]
    })
  })

  it('name each failing field, errors blocking and warnings not', () => {
    const result = checkReadiness(
      subject({ upc: null, original_release_date: '2026-12-31', cover_width: 1400, cover_height: 1400 }, [
        track(1, { isrc: 'GBVBL2700001' }),
        track(2, { isrc: 'GBVBL2700001', title: 'Two ft. Guest', credits: {} }),
        track(3, { explicit: true, status: 'draft' })
      ])
    )
    expect(result.findings.map((f) => [f.rule, f.severity, f.field])).toEqual([
      ['release.upc.missing', 'error', 'upc'],
      ['release.date.past', 'warning', 'original_release_date'],
      ['release.cover.size', 'error', 'cover_url'],
      ['track.isrc.duplicate', 'error', 'tracks.101.isrc'],
      ['track.isrc.duplicate', 'error', 'tracks.102.isrc'],
      ['track.composer.missing', 'error', 'tracks.102.credits'],
      ['track.title.feat', 'warning', 'tracks.102.title'],
      ['track.explicit.release', 'error', 'tracks.103.explicit'],
      ['track.status.draft', 'warning', 'tracks.103.status']
    ])
    expect(result).toMatchObject({ ready: false, errors: 6, warnings: 3 })
    expect(result.findings.find((f) => f.rule === 'release.cover.size')?.message).toBe(
      'The cover must be square and at least 3000 × 3000 px (cover_url)'
    )
    // A live release's past date is its history, not a mistake.
    expect(checkReadiness(subject({ original_release_date: '2020-01-01', status: 'live' })).findings).toEqual(
      []
    )
  })

  it('give every rule its own id', () => {
    expect(new Set(DEFAULT_RULES.map((r) => r.id)).size).toBe(DEFAULT_RULES.length)
  })
})

describe('another store’s guide', () => {
  it('is a list of rules, not code: here a label and a lyricist are required, a version warned about', () => {
    const guide: Rule[] = [
      {
        id: 'store.label',
        severity: 'error',
        applies: 'release',
        check: { kind: 'present', field: 'label' },
        message: 'The label is missing (label)'
      },
      {
        id: 'store.lyricist',
        severity: 'error',
        applies: 'track',
        check: { kind: 'min_count', of: 'credits', role: 'lyricist', min: 1 },
        message: '{track}: no lyricist is credited (credits)'
      },
      {
        id: 'store.version',
        severity: 'warning',
        applies: 'track',
        check: { kind: 'no_match', field: 'version', pattern: 'remaster', flags: 'i' },
        message: '{track}: say the remaster in the title (version)'
      }
    ]
    const result = checkReadiness(
      subject({ label: '' }, [track(1, { version: 'Remastered 2027', credits: { lyricist: 1 } }), track(2)]),
      guide
    )
    // In the guide's order, each rule over the release or over the tracks in order.
    expect(result.findings.map((f) => f.message)).toEqual([
      'The label is missing (label)',
      'Track 2 “Song 2”: no lyricist is credited (credits)',
      'Track 1 “Song 1”: say the remaster in the title (version)'
    ])
    expect(result).toMatchObject({ ready: false, errors: 2, warnings: 1, skipped: [] })
  })
})

describe('every default rule', () => {
  it('says what to fix, in words, with the track it is about', () => {
    const result = checkReadiness({
      ...subject(
        {
          title: 'Hits FT. Guest',
          upc: '  ',
          p_line: '',
          c_line: '',
          original_release_date: '2026-12-31',
          status: 'in_review',
          cover_width: 3000,
          cover_height: 2999
        },
        [
          track(1, {
            isrc: null,
            credits: { composer: 0 },
            title: 'One feat. Guest',
            explicit: true,
            status: 'draft'
          })
        ]
      )
    })
    expect(result.findings).toEqual([
      {
        rule: 'release.upc.missing',
        severity: 'error',
        field: 'upc',
        track_id: null,
        message: 'The UPC/EAN is missing (upc)'
      },
      {
        rule: 'release.p_line.missing',
        severity: 'error',
        field: 'p_line',
        track_id: null,
        message: 'The (P) line is missing (p_line)'
      },
      {
        rule: 'release.c_line.missing',
        severity: 'warning',
        field: 'c_line',
        track_id: null,
        message: 'The (C) line is missing (c_line)'
      },
      {
        rule: 'release.title.feat',
        severity: 'warning',
        field: 'title',
        track_id: null,
        message: 'The title names a featured artist (“feat.”): add them as a featured artist instead (title)'
      },
      {
        rule: 'release.date.past',
        severity: 'warning',
        field: 'original_release_date',
        track_id: null,
        message: 'The release date is in the past for a new release (original_release_date)'
      },
      {
        rule: 'release.cover.size',
        severity: 'error',
        field: 'cover_url',
        track_id: null,
        message: 'The cover must be square and at least 3000 × 3000 px (cover_url)'
      },
      {
        rule: 'track.isrc.missing',
        severity: 'error',
        field: 'tracks.101.isrc',
        track_id: 101,
        message: 'Track 1 “One feat. Guest”: the ISRC is missing (isrc)'
      },
      {
        rule: 'track.composer.missing',
        severity: 'error',
        field: 'tracks.101.credits',
        track_id: 101,
        message: 'Track 1 “One feat. Guest”: no composer is credited (credits)'
      },
      {
        rule: 'track.title.feat',
        severity: 'warning',
        field: 'tracks.101.title',
        track_id: 101,
        message:
          'Track 1 “One feat. Guest”: the title names a featured artist (“feat.”): add them as a featured artist instead (title)'
      },
      {
        rule: 'track.explicit.release',
        severity: 'error',
        field: 'tracks.101.explicit',
        track_id: 101,
        message: 'Track 1 “One feat. Guest” is explicit but the release is not marked explicit (explicit)'
      },
      {
        rule: 'track.status.draft',
        severity: 'warning',
        field: 'tracks.101.status',
        track_id: 101,
        message: 'Track 1 “One feat. Guest” is a draft: it will not play when the release goes live (status)'
      }
    ])
    expect(result).toMatchObject({ ready: false, errors: 6, warnings: 5, skipped: [] })
    expect(readinessSchema.parse(result)).toEqual(result)
  })

  it('find a release without tracks, and nothing on an explicit release of explicit tracks', () => {
    expect(checkReadiness(subject({}, [])).findings).toEqual([
      {
        rule: 'release.tracks',
        severity: 'error',
        field: 'tracks',
        track_id: null,
        message: 'The release has no tracks (tracks)'
      }
    ])
    const explicit = subject({ explicit: true, cover_width: 3000, cover_height: 3000 }, [
      track(1, { explicit: true, title: 'Left', credits: { composer: 2 } })
    ])
    expect(checkReadiness(explicit)).toEqual({
      ready: true,
      errors: 0,
      warnings: 0,
      findings: [],
      skipped: []
    })
  })

  it('check the edges: the release date today, two tracks without an ISRC, a word ending in ft', () => {
    expect(
      checkReadiness(
        subject({ original_release_date: '2027-01-01', title: 'Left. Soft.' }, [
          track(1, { isrc: '' }),
          track(2, { isrc: '' })
        ])
      ).findings.map((f) => f.rule)
    ).toEqual(['track.isrc.missing', 'track.isrc.missing'])
    // Without a date there is nothing in the past.
    expect(checkReadiness(subject({ original_release_date: null })).findings).toEqual([])
    // A cover whose size is half known is not known.
    expect(checkReadiness(subject({ cover_width: 3000 })).skipped).toHaveLength(1)
    expect(
      checkReadiness(subject({ cover_width: 2999, cover_height: 2999 })).findings.map((f) => f.rule)
    ).toEqual(['release.cover.size'])
  })

  it('count an absent group of credits as none, and a minimum reached as enough', () => {
    const rule = (min: number, of: 'credits' | 'artists'): Rule => ({
      id: 'r',
      severity: 'warning',
      applies: 'track',
      check: { kind: 'min_count', of, role: 'main', min },
      message: 'at least {min} (credits)'
    })
    const one = subject({}, [track(1, { artists: { main: 2 } })])
    expect(checkReadiness(one, [rule(2, 'artists')]).findings).toEqual([])
    expect(checkReadiness(one, [rule(3, 'artists')])).toMatchObject({
      ready: true,
      errors: 0,
      warnings: 1,
      findings: [{ field: 'tracks.101.artists', message: 'at least 3 (credits)' }]
    })
    const missing = { ...one, tracks: [{ ...one.tracks[0], artists: undefined as never }] }
    expect(checkReadiness(missing, [rule(1, 'artists')]).findings).toHaveLength(1)
    expect(checkReadiness(missing, [rule(0, 'artists')]).findings).toHaveLength(0)
  })

  it('compare equals exactly, and match a pattern without flags case by case', () => {
    const rules: Rule[] = [
      {
        id: 'label.exact',
        severity: 'error',
        applies: 'release',
        check: { kind: 'equals', field: 'label', value: 'Label' },
        message: '{min}the label (label)'
      },
      {
        id: 'no.demo',
        severity: 'error',
        applies: 'release',
        check: { kind: 'no_match', field: 'title', pattern: 'demo' },
        message: 'no demo (title)'
      }
    ]
    expect(checkReadiness(subject({ title: 'DEMO' }), rules).findings).toEqual([])
    expect(
      checkReadiness(subject({ label: 'label', title: 'a demo' }), rules).findings.map((f) => f.message)
    ).toEqual(['the label (label)', 'no demo (title)'])
  })
})
