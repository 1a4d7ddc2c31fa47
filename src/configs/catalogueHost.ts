// Whether this build's API answers the music catalogue's routes (issue 36: artists, releases, a track's catalogue,
// genres). The API server does. Demo mode does not yet: its service host (src/@fake-db/music/host) is being wired
// to the catalogue routes, and the day it answers them DEMO_SERVES_CATALOGUE becomes true. Until then the demo
// build shows no catalogue menu entries, its track form keeps to the track's own fields, and the route crawl (which
// visits the demo build) skips the catalogue's pages, so nothing asks for a route the fake database answers with 404.
import { isDemoMode } from './apiMode'

export const DEMO_SERVES_CATALOGUE = false

export const catalogueServed = !isDemoMode || DEMO_SERVES_CATALOGUE
