// @vitest-environment node
// Readiness rules are data: the default store guide's findings on a release, and another store's guide as a new
// list of rules with no new code.
import { describe, expect, it } from 'vitest'
import { checkReadiness, DEFAULT_RULES, type ReadinessSubject, type Rule } from './readiness'

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
