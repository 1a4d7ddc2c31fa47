// The bulk upload's tag links (issue 36): what each file's tags say beyond title, artist and album (album artist,
// composer, ISRC, disc and track number), checked against the rest of the batch (two files with one ISRC or one
// place), and what the whole batch will link or create, from each file's plan.
import type { TagLinksInputParsed, TagLinksPlan } from '@/contracts/catalogue'
import type { FileLinkTags } from './readAudioTags'
import { tagBodyOf, type TagLinksErrors } from './tagLinksDraft'

/** A row's link fields as the person leaves them; `dropped`: uploaded without them (kept, to link again). */
export type BulkLinks = {
  album_artist: string
  composer: string
  isrc: string
  disc_number: string
  track_number: string
  dropped: boolean
}
export type BulkLinksField = Exclude<keyof BulkLinks, 'dropped'>

export function bulkLinksOf(links: FileLinkTags): BulkLinks {
  return {
    album_artist: links.album_artist ?? '',
    composer: links.composer ?? '',
    isrc: links.isrc ?? '',
    disc_number: links.disc_number === undefined ? '1' : String(links.disc_number),
    track_number: links.track_number === undefined ? '' : String(links.track_number),
    dropped: false
  }
}

/** The row's artist and album columns are the tags' artist and album: one field each, not two. */
export type LinkedRow = { key: string; name: string; artist: string; album: string; links?: BulkLinks }

export const isLinked = (row: { links?: BulkLinks }) => row.links !== undefined && !row.links.dropped

export function linksBodyOf(
  row: LinkedRow
): { ok: true; body: TagLinksInputParsed } | { ok: false; errors: TagLinksErrors } | null {
  if (!isLinked(row)) return null
  const links = row.links!
  return tagBodyOf({
    artist: row.artist,
    album: row.album,
    album_artist: links.album_artist,
    composer: links.composer,
    isrc: links.isrc,
    disc_number: links.disc_number,
    track_number: links.track_number
  })
}

const nameKey = (name: string) => name.trim().toLowerCase()
const releaseKey = (body: TagLinksInputParsed) =>
  `${nameKey(body.album_artist || body.artist)}\n${nameKey(body.album)}`

/** Another file of the batch that has the same ISRC, or the same place on the same album, before this one. */
export type BatchClash = { isrc?: string; position?: string }

export function batchClashes(rows: { key: string; name: string; body: TagLinksInputParsed }[]) {
  const isrcs = new Map<string, string>()
  const places = new Map<string, string>()
  const clashes = new Map<string, BatchClash>()
  for (const { key, name, body } of rows) {
    const clash: BatchClash = {}
    if (body.isrc) {
      const first = isrcs.get(body.isrc)
      if (first === undefined) isrcs.set(body.isrc, name)
      else clash.isrc = first
    }
    if (body.album !== '' && body.track_number !== null) {
      const place = `${releaseKey(body)}\n${body.disc_number}\n${body.track_number}`
      const first = places.get(place)
      if (first === undefined) places.set(place, name)
      else clash.position = first
    }
    if (clash.isrc || clash.position) clashes.set(key, clash)
  }
  return clashes
}

/** What the batch creates (keys of new artists and releases): a later file naming one waits for the first. */
export function createsOf(body: TagLinksInputParsed, plan: TagLinksPlan): string[] {
  const keys: string[] = []
  if (plan.artist.artist_id === null) keys.push(`artist\n${nameKey(plan.artist.name)}`)
  if (plan.album_artist && plan.album_artist.artist_id === null)
    keys.push(`artist\n${nameKey(plan.album_artist.name)}`)
  if (plan.release && plan.release.release_id === null) keys.push(`release\n${releaseKey(body)}`)
  return keys
}

/** For each row, the earlier row it waits for: the first of the batch to create what it names. */
export function waitsFor(rows: { key: string; creates: string[] }[]): Map<string, string> {
  const first = new Map<string, string>()
  const waits = new Map<string, string>()
  for (const { key, creates } of rows) {
    for (const what of creates) {
      const creator = first.get(what)
      if (creator === undefined) first.set(what, key)
      else if (!waits.has(key)) waits.set(key, creator)
    }
  }
  return waits
}

export type Place = { disc: number; track: number | null }

/** The batch's plans summed up: new artists, the existing ones linked, each release with the places it gets. */
export type BatchSummary = {
  newArtists: string[]
  linkedArtists: { name: string; tracks: number }[]
  releases: { title: string; artist: string; isNew: boolean; places: Place[] }[]
}

export function summarise(items: { body: TagLinksInputParsed; plan: TagLinksPlan }[]): BatchSummary {
  const newArtists = new Map<string, string>()
  const linked = new Map<string, { name: string; tracks: number }>()
  const releases = new Map<string, BatchSummary['releases'][number]>()
  for (const { body, plan } of items) {
    const names = [plan.artist, ...(plan.album_artist ? [plan.album_artist] : [])]
    for (const named of names)
      if (named.artist_id === null) {
        if (!newArtists.has(nameKey(named.name))) newArtists.set(nameKey(named.name), named.name.trim())
      }
    if (plan.artist.artist_id !== null) {
      const key = nameKey(plan.artist.name)
      const entry = linked.get(key) ?? { name: plan.artist.name.trim(), tracks: 0 }
      entry.tracks++
      linked.set(key, entry)
    }
    if (plan.release) {
      const key = releaseKey(body)
      const entry = releases.get(key) ?? {
        title: plan.release.title,
        artist: (plan.album_artist ?? plan.artist).name,
        isNew: plan.release.release_id === null,
        places: []
      }
      entry.places.push({ disc: plan.disc_number, track: plan.track_number })
      releases.set(key, entry)
    }
  }
  return {
    newArtists: [...newArtists.values()],
    linkedArtists: [...linked.values()],
    releases: [...releases.values()]
  }
}

/** Whole numbers as runs: 1, 2, 3, 5 → "1–3, 5". */
export function runsOf(numbers: number[]): string {
  const sorted = [...new Set(numbers)].sort((a, b) => a - b)
  const runs: string[] = []
  for (let i = 0; i < sorted.length;) {
    let j = i
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++
    runs.push(j === i ? String(sorted[i]) : `${sorted[i]}–${sorted[j]}`)
    i = j + 1
  }
  return runs.join(', ')
}
