// Demo mode's release lifecycle, availability and readiness (issue 37) on the server's own service
// (server/catalog/releaseLifecycleService.ts), as server/catalog/releaseLifecycleRoutes.ts answers them: the same
// decoders, abilities (an editor moves a release, only an administrator takes down or reinstates) and envelopes.
// The server's go-live job does not run in a page: reading a release's lifecycle first makes every due release live,
// as the server catches up when it starts. The catalogue feed and webhooks are server-mode features.
import { z } from 'zod'
import { availabilityInputSchema } from '@/contracts/availability'
import { CATALOGUE_PATHS } from '@/contracts/catalogue'
import { MUSIC_PATHS } from '@/contracts/music'
import { scheduleInputSchema, takedownInputSchema } from '@/contracts/releaseLifecycle'
import { ReleaseLifecycleService } from '../../../../server/catalog/releaseLifecycleService'
import type { MockRequest, MockResponse } from '../../mock'
import { pathId, under, type FakeRoute } from '../request'
import { bodyOf, hosted, originOf } from './hosted'
import type { MusicHost } from './musicHost'

const releases = CATALOGUE_PATHS.releases
const tracks = MUSIC_PATHS.tracks

type Handle = (lifecycle: ReleaseLifecycleService, id: number, req: MockRequest) => Promise<MockResponse>

const on = (base: string, write: boolean, handle: Handle) =>
  hosted(write, async (host: MusicHost, req) => {
    const id = pathId(req, base)
    if (!id.ok) return id.response
    return handle(new ReleaseLifecycleService(host.db, host.dialect), id.id, req)
  })

const data = async (value: Promise<unknown>): Promise<MockResponse> => [200, { data: await value }]

const lifecycle = hosted(false, async (host, req) => {
  const id = pathId(req, releases)
  if (!id.ok) return id.response
  const service = new ReleaseLifecycleService(host.db, host.dialect)
  if (!host.readOnly && (await service.goLive()).length > 0) await host.written()
  return data(service.lifecycle(id.id))
})

const readiness = on(releases, false, (s, id) => data(s.readiness(id)))
const submit = on(releases, true, (s, id, req) => data(s.submit(id, originOf(req))))
const withdraw = on(releases, true, (s, id, req) => data(s.withdraw(id, originOf(req))))
const schedule = on(releases, true, async (s, id, req) => {
  const body = bodyOf(scheduleInputSchema, req)
  return body.ok ? data(s.schedule(id, body.body, originOf(req))) : body.response
})
const takeDown = on(releases, true, async (s, id, req) => {
  const body = bodyOf(takedownInputSchema, req)
  return body.ok ? data(s.takeDown(id, body.body.reason, originOf(req))) : body.response
})
const reinstate = on(releases, true, (s, id, req) => data(s.reinstate(id, originOf(req))))
const availability = on(releases, true, async (s, id, req) => {
  const body = bodyOf(availabilityInputSchema, req)
  return body.ok ? data(s.setAvailability(id, body.body, originOf(req))) : body.response
})

const trackAvailabilityBody = z.object({ availability: availabilityInputSchema.nullable() }).strict()
const trackStanding = on(tracks, false, (s, id) => data(s.trackStanding(id)))
const trackAvailability = on(tracks, true, async (s, id, req) => {
  const body = bodyOf(trackAvailabilityBody, req)
  return body.ok ? data(s.setTrackAvailability(id, body.body.availability, originOf(req))) : body.response
})
const trackTakeDown = on(tracks, true, async (s, id, req) => {
  const body = bodyOf(takedownInputSchema, req)
  return body.ok ? data(s.setTrackTakedown(id, body.body.reason, originOf(req))) : body.response
})
const trackReinstate = on(tracks, true, (s, id, req) => data(s.setTrackTakedown(id, null, originOf(req))))

const release = (rest: string) => under(releases, `[^/?]+\\/${rest}`)
const track = (rest: string) => under(tracks, `[^/?]+\\/${rest}`)

/** Under /admin/v2/releases: the catalogue area registers them. */
export const releaseLifecycleRoutes: FakeRoute[] = [
  { method: 'get', path: release('lifecycle'), action: 'read', subject: 'Release', handler: lifecycle },
  { method: 'get', path: release('readiness'), action: 'read', subject: 'Release', handler: readiness },
  { method: 'post', path: release('submit'), action: 'update', subject: 'Release', handler: submit },
  { method: 'post', path: release('withdraw'), action: 'update', subject: 'Release', handler: withdraw },
  { method: 'post', path: release('schedule'), action: 'update', subject: 'Release', handler: schedule },
  { method: 'post', path: release('take-down'), action: 'update', subject: 'Takedown', handler: takeDown },
  { method: 'post', path: release('reinstate'), action: 'update', subject: 'Takedown', handler: reinstate },
  {
    method: 'put',
    path: release('availability'),
    action: 'update',
    subject: 'Release',
    handler: availability
  }
]

/** Under /admin/v2/tracks: the tracks area registers them. */
export const trackLifecycleRoutes: FakeRoute[] = [
  { method: 'get', path: track('availability'), action: 'read', subject: 'Track', handler: trackStanding },
  {
    method: 'put',
    path: track('availability'),
    action: 'update',
    subject: 'Track',
    handler: trackAvailability
  },
  { method: 'post', path: track('take-down'), action: 'update', subject: 'Takedown', handler: trackTakeDown },
  { method: 'post', path: track('reinstate'), action: 'update', subject: 'Takedown', handler: trackReinstate }
]
