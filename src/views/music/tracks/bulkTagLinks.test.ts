// The bulk upload's batch logic without a screen: places as runs, clashes inside the batch, who waits for whom, and
// a run that links in the batch's order whatever order the uploads end in.
import { describe, expect, it, vi } from 'vitest'
import type { TagLinksInputParsed, TagLinksPlan } from '@/contracts/catalogue'
import { batchClashes, createsOf, runsOf, summarise, waitsFor } from './bulkTagLinks'
import { runBatch } from './runBatch'

const body = (n: number, extra: Partial<TagLinksInputParsed> = {}): TagLinksInputParsed => ({
  artist: 'Lumen Drift',
  album_artist: '',
  album: 'Night Ferries',
  composer: '',
  isrc: `GBLMN260000${n}`,
  disc_number: 1,
  track_number: n,
  ...extra
})
const planOf = (b: TagLinksInputParsed, known = false): TagLinksPlan => ({
  artist: { name: b.artist, artist_id: known ? 4 : null },
  album_artist: null,
  release: { title: b.album, release_id: null },
  composer: null,
  isrc: b.isrc,
  isrc_holder: null,
  disc_number: b.disc_number,
  track_number: b.track_number,
  position_holder: null
})

describe('bulk tag links', () => {
  it('writes places as runs', () => {
    expect(runsOf([3, 1, 2, 5, 7, 8])).toBe('1–3, 5, 7–8')
    expect(runsOf([4])).toBe('4')
  })

  it('names the first file of the batch with the same ISRC or place', () => {
    const clashes = batchClashes([
      { key: 'a', name: 'a.wav', body: body(1) },
      { key: 'b', name: 'b.wav', body: body(2, { isrc: 'GBLMN2600001' }) },
      { key: 'c', name: 'c.wav', body: body(1, { isrc: null, album: ' night ferries ' }) },
      { key: 'd', name: 'd.wav', body: body(1, { isrc: null, disc_number: 2 }) }
    ])
    expect(Object.fromEntries(clashes)).toEqual({ b: { isrc: 'a.wav' }, c: { position: 'a.wav' } })
  })

  it('makes later files wait for the first that creates what they name, and sums the batch up', () => {
    const items = [1, 2, 3].map((n) => ({ body: body(n), plan: planOf(body(n)) }))
    const waits = waitsFor(
      items.map((item, i) => ({ key: `r${i}`, creates: createsOf(item.body, item.plan) }))
    )
    expect(Object.fromEntries(waits)).toEqual({ r1: 'r0', r2: 'r0' })
    expect(summarise(items)).toEqual({
      newArtists: ['Lumen Drift'],
      linkedArtists: [],
      releases: [
        {
          title: 'Night Ferries',
          artist: 'Lumen Drift',
          isNew: true,
          places: [1, 2, 3].map((track) => ({ disc: 1, track }))
        }
      ]
    })
  })

  it('links one file at a time in the batch order, whatever order the uploads end in', async () => {
    const events: string[] = []
    const queue = ['a', 'b', 'c', 'd'].map((key) => ({ key }))
    const gates = new Map(
      queue.map(({ key }) => {
        let resolve!: () => void
        const promise = new Promise<void>((r) => (resolve = r))
        return [key, { promise, resolve }]
      })
    )
    const done = runBatch(queue, {
      concurrency: 3,
      waits: new Map([['d', 'a']]),
      upload: async ({ key }) => {
        events.push(`up ${key}`)
        await gates.get(key)!.promise
        if (key === 'c') throw new Error('offline')
        return key.charCodeAt(0)
      },
      link: async ({ key }) => {
        events.push(`link ${key}`)
      }
    })
    gates.get('b')!.resolve()
    gates.get('c')!.resolve()
    // Every promise settled that can be (one turn of the event loop drains them).
    await new Promise((resolve) => setTimeout(resolve, 0))
    // b is uploaded but not linked before a; d (naming what a creates) has not started.
    expect(events).toEqual(['up a', 'up b', 'up c'])
    gates.get('a')!.resolve()
    await vi.waitFor(() => expect(events).toContain('up d'))
    expect(events.indexOf('up d')).toBeGreaterThan(events.indexOf('link a'))
    gates.get('d')!.resolve()
    await done
    expect(events.filter((e) => e.startsWith('link'))).toEqual(['link a', 'link b', 'link d'])
  })
})
