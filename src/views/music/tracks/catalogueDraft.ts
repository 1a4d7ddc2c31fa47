// What the track form's catalogue section holds while it is edited, and how it becomes the body of
// PUT /admin/v2/tracks/:id/catalogue (checked by the shared schema, each problem on its field).
import {
  trackCatalogueInputSchema,
  type CreditRole,
  type TrackArtistRole,
  type TrackCatalogue,
  type TrackCatalogueInputParsed
} from '@/contracts/catalogue'

export type DraftArtist = { artist_id: number; name: string; role: TrackArtistRole }
export type DraftCredit = { key: number; role: CreditRole; artist_id: number | null; name: string }

export type CatalogueDraft = {
  release: { id: number; title: string } | null
  disc_number: string
  track_number: string
  isrc: string
  version: string
  artists: DraftArtist[]
  credits: DraftCredit[]
}

export const EMPTY_DRAFT: CatalogueDraft = {
  release: null,
  disc_number: '1',
  track_number: '',
  isrc: '',
  version: '',
  artists: [],
  credits: []
}

let nextKey = 1
export const creditKey = () => nextKey++

export function draftOf(catalogue: TrackCatalogue): CatalogueDraft {
  return {
    release:
      catalogue.release_id === null
        ? null
        : { id: catalogue.release_id, title: catalogue.release_title ?? '' },
    disc_number: String(catalogue.disc_number),
    track_number: catalogue.track_number === null ? '' : String(catalogue.track_number),
    isrc: catalogue.isrc ?? '',
    version: catalogue.version,
    artists: catalogue.artists.map((a) => ({ artist_id: a.artist_id, name: a.name, role: a.role })),
    credits: catalogue.credits.map((c) => ({ key: creditKey(), ...c }))
  }
}

/** Whether the person filled in anything of the section (else the server's links from the text stand). */
export const draftUsed = (draft: CatalogueDraft) =>
  draft.release !== null ||
  draft.track_number.trim() !== '' ||
  draft.isrc.trim() !== '' ||
  draft.version.trim() !== '' ||
  draft.artists.length > 0 ||
  draft.credits.length > 0

const wholeOrText = (value: string) => (/^\s*\d+\s*$/.test(value) ? Number(value) : value)

export type DraftErrors = Partial<
  Record<'release_id' | 'disc_number' | 'track_number' | 'isrc' | 'version' | 'artists' | 'credits', string>
>

/** The body for the API, or the problems by field. `fallbackArtists` stand in when no artist was chosen. */
export function bodyOf(
  draft: CatalogueDraft,
  fallbackArtists: DraftArtist[]
): { ok: true; body: TrackCatalogueInputParsed } | { ok: false; errors: DraftErrors } {
  const artists = draft.artists.length > 0 ? draft.artists : fallbackArtists
  const parsed = trackCatalogueInputSchema.safeParse({
    release_id: draft.release?.id ?? null,
    disc_number: wholeOrText(draft.disc_number || '1'),
    track_number: draft.track_number.trim() === '' ? null : wholeOrText(draft.track_number),
    isrc: draft.isrc.trim() === '' ? null : draft.isrc,
    version: draft.version,
    artists: artists.map(({ artist_id, role }) => ({ artist_id, role })),
    credits: draft.credits
      .filter((c) => c.artist_id !== null || c.name.trim() !== '')
      .map(({ role, artist_id, name }) => (artist_id === null ? { role, name } : { role, artist_id }))
  })
  if (parsed.success) return { ok: true, body: parsed.data }
  const errors: DraftErrors = {}
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'artists') as keyof DraftErrors
    errors[field] ??= issue.message
  }
  return { ok: false, errors }
}
