// The name of every operation of the API, and what its route's guard cannot say: one table, keyed by method and
// OpenAPI path, that the document (server/openapi/document.ts) reads and server/openapi.test.ts holds every route to.
// A new route gets its line here; an operationId, once published, is part of the API (docs/integrators.md).

export type OperationEntry = {
  /** A method name a generated client can use as it is: a verb, then what it acts on. */
  id: string
  /**
   * Who may call it when the route has no can() guard: anyone ('public': sign-in, signed audio links, health), or a
   * signed-in person and never an API key ('person').
   */
  access?: 'public' | 'person'
  /** A POST/PUT/PATCH that reads no body, with the reason. */
  noBody?: string
  /**
   * Why the operation has no 4xx answer to document, where none exists (no input, no credentials): Redocly's
   * operation-4xx-response is accepted for exactly these, instead of documenting an answer that never comes.
   */
  no4xx?: string
  /** Examples of this operation's own error answers, where the shared ones would say less. */
  errors?: Partial<Record<number, string>>
}

export const OPERATIONS: Record<string, OperationEntry> = {
  'GET /health': { id: 'getHealth', access: 'public', no4xx: 'it takes no input and needs no credentials' },
  'GET /ready': { id: 'getReadiness', access: 'public', no4xx: 'it takes no input and needs no credentials' },

  'POST /jwt/login': { id: 'signIn', access: 'public', errors: { 400: 'Email or Password is Invalid' } },
  'GET /jwt/options': {
    id: 'getSignInOptions',
    access: 'public',
    no4xx: 'it takes no input and needs no credentials'
  },
  'POST /jwt/register': { id: 'register', access: 'public' },
  'POST /jwt/refresh-token': { id: 'refreshTokens', access: 'public' },
  'POST /jwt/logout': { id: 'signOut', access: 'public' },
  'GET /jwt/me': { id: 'getCurrentUser', access: 'person' },
  'GET /jwt/oidc/start': { id: 'startCompanySignIn', access: 'public' },
  'GET /jwt/oidc/callback': { id: 'finishCompanySignIn', access: 'public' },
  'POST /jwt/oidc/exchange': { id: 'exchangeCompanySignInCode', access: 'public' },

  'GET /admin/v2/account': { id: 'getAccount', access: 'person' },
  'PUT /admin/v2/account': { id: 'updateAccount', access: 'person' },
  'PUT /admin/v2/account/password': { id: 'changePassword', access: 'person' },
  'GET /admin/v2/account/sessions': { id: 'listSessions', access: 'person' },
  'POST /admin/v2/account/sessions/sign-out-others': {
    id: 'signOutOtherSessions',
    access: 'person',
    noBody: 'the session to keep is the one making the request'
  },
  'DELETE /admin/v2/account/sessions/{id}': { id: 'signOutSession', access: 'person' },

  'GET /admin/v2/tracks': { id: 'listTracks' },
  'POST /admin/v2/tracks': { id: 'createTrack' },
  'POST /admin/v2/tracks/hashes': { id: 'findTracksByAudioHash' },
  'GET /admin/v2/tracks/export': { id: 'exportTracks' },
  'GET /admin/v2/tracks/{id}': { id: 'getTrack', errors: { 404: 'Track was not found.' } },
  'PUT /admin/v2/tracks/{id}': { id: 'updateTrack', errors: { 404: 'Track was not found.' } },
  'DELETE /admin/v2/tracks/{id}': { id: 'deleteTrack', errors: { 404: 'Track was not found.' } },
  'GET /admin/v2/tracks/{id}/catalogue': { id: 'getTrackCatalogue' },
  'PUT /admin/v2/tracks/{id}/catalogue': { id: 'updateTrackCatalogue' },
  'POST /admin/v2/tracks/tag-links/plan': { id: 'planTrackTagLinks' },
  'PUT /admin/v2/tracks/{id}/tag-links': { id: 'applyTrackTagLinks' },
  'PATCH /admin/v2/tracks/bulk': { id: 'bulkEditTracks' },
  'POST /admin/v2/tracks/bulk/delete': { id: 'bulkDeleteTracks' },
  'POST /admin/v2/tracks/bulk/{id}/undo': {
    id: 'undoTrackBulkEdit',
    noBody: 'the path names the bulk edit to undo'
  },

  'GET /admin/v2/artists': { id: 'listArtists' },
  'POST /admin/v2/artists': { id: 'createArtist' },
  'GET /admin/v2/artists/export': { id: 'exportArtists' },
  'GET /admin/v2/artists/{id}': { id: 'getArtist' },
  'PUT /admin/v2/artists/{id}': { id: 'updateArtist' },
  'DELETE /admin/v2/artists/{id}': { id: 'deleteArtist' },
  'GET /admin/v2/artists/{id}/page': { id: 'getArtistPage' },
  'POST /admin/v2/artists/merge': { id: 'mergeArtists' },
  'POST /admin/v2/artists/merge/{id}/undo': {
    id: 'undoArtistMerge',
    noBody: 'the path names the merge to undo'
  },

  'GET /admin/v2/releases': { id: 'listReleases' },
  'POST /admin/v2/releases': { id: 'createRelease' },
  'GET /admin/v2/releases/export': { id: 'exportReleases' },
  'GET /admin/v2/releases/{id}': { id: 'getRelease' },
  'PUT /admin/v2/releases/{id}': { id: 'updateRelease' },
  'DELETE /admin/v2/releases/{id}': { id: 'deleteRelease' },
  'PUT /admin/v2/releases/{id}/tracks': { id: 'setReleaseTracklist' },
  'GET /admin/v2/releases/{id}/lifecycle': { id: 'getReleaseLifecycle' },
  'GET /admin/v2/releases/{id}/readiness': { id: 'getReleaseReadiness' },
  'POST /admin/v2/releases/{id}/submit': {
    id: 'submitRelease',
    noBody: 'the path names the release to send for review'
  },
  'POST /admin/v2/releases/{id}/withdraw': {
    id: 'withdrawRelease',
    noBody: 'the path names the release to take back to draft'
  },
  'POST /admin/v2/releases/{id}/schedule': { id: 'scheduleRelease' },
  'POST /admin/v2/releases/{id}/take-down': { id: 'takeDownRelease' },
  'POST /admin/v2/releases/{id}/reinstate': {
    id: 'reinstateRelease',
    noBody: 'the path names the release to make live again'
  },
  'PUT /admin/v2/releases/{id}/availability': { id: 'setReleaseAvailability' },
  'GET /admin/v2/tracks/{id}/availability': { id: 'getTrackAvailability' },
  'PUT /admin/v2/tracks/{id}/availability': { id: 'setTrackAvailability' },
  'POST /admin/v2/tracks/{id}/take-down': { id: 'takeDownTrack' },
  'POST /admin/v2/tracks/{id}/reinstate': {
    id: 'reinstateTrack',
    noBody: 'the path names the track to make playable again'
  },
  'GET /admin/v2/tracks/{id}/analysis': { id: 'getTrackAnalysis', errors: { 404: 'Track was not found.' } },
  'POST /admin/v2/tracks/{id}/analysis': {
    id: 'analyseTrack',
    noBody: 'the path names the track whose audio to analyse'
  },
  'GET /admin/v2/tracks/{id}/waveform': { id: 'getTrackWaveform' },
  'GET /admin/v2/tracks/{id}/original': { id: 'downloadTrackOriginal' },
  'POST /admin/v2/tracks/analysis': {
    id: 'analyseAllTracks',
    noBody: 'it queues every track not analysed yet'
  },
  'GET /admin/v2/tracks/analysis/progress': { id: 'getAnalysisProgress' },
  'GET /catalog/v1/changes': { id: 'listCatalogChanges' },
  'GET /catalog/v1/tracks/{isrc}': { id: 'getTrackPlayability' },
  'GET /admin/v2/genres': { id: 'listGenres' },
  'POST /admin/v2/genres': { id: 'createGenre' },
  'PUT /admin/v2/genres/{slug}': { id: 'renameGenre' },

  'GET /admin/v2/playlists': { id: 'listPlaylists' },
  'POST /admin/v2/playlists': { id: 'createPlaylist' },
  'GET /admin/v2/playlists/export': { id: 'exportPlaylists' },
  'GET /admin/v2/playlists/{id}': { id: 'getPlaylist' },
  'PUT /admin/v2/playlists/{id}': { id: 'updatePlaylist' },
  'DELETE /admin/v2/playlists/{id}': { id: 'deletePlaylist' },
  'POST /admin/v2/playlists/{id}/tracks': { id: 'addPlaylistTrack' },
  'PUT /admin/v2/playlists/{id}/tracks': { id: 'reorderPlaylistTracks' },
  'DELETE /admin/v2/playlists/{id}/tracks/{trackId}': { id: 'removePlaylistTrack' },

  'GET /admin/v2/play_histories': { id: 'listPlays' },
  'POST /admin/v2/play_histories': {
    id: 'ingestPlays',
    errors: { 400: 'Play at index 0: device must be one of web, ios, android, desktop, speaker.' }
  },
  'GET /admin/v2/play_histories/export': { id: 'exportPlays' },

  'GET /admin/v2/stats/catalogue': { id: 'getCatalogueStats' },
  'GET /admin/v2/stats/plays-per-day': { id: 'getPlaysPerDay' },
  'GET /admin/v2/stats/listeners-per-day': { id: 'getListenersPerDay' },
  'GET /admin/v2/stats/new-users-per-day': { id: 'getNewUsersPerDay' },
  'GET /admin/v2/stats/genres': { id: 'getGenreStats' },
  'GET /admin/v2/stats/top-tracks': { id: 'getTopTracks' },
  'GET /admin/v2/stats/top-artists': { id: 'getTopArtists' },

  'GET /admin/v2/users': { id: 'listUsers' },
  'POST /admin/v2/users': { id: 'createUser' },
  'GET /admin/v2/users/export': { id: 'exportUsers' },
  'GET /admin/v2/users/{id}': { id: 'getUser' },
  'PUT /admin/v2/users/{id}': { id: 'updateUser' },
  'DELETE /admin/v2/users/{id}': { id: 'deleteUser' },
  'PATCH /admin/v2/users/bulk': { id: 'bulkEditUsers' },
  'POST /admin/v2/users/bulk/{id}/undo': {
    id: 'undoUserBulkEdit',
    noBody: 'the path names the bulk edit to undo'
  },

  'GET /admin/v2/audit': { id: 'listAuditLog' },
  'GET /admin/v2/audit/export': { id: 'exportAuditLog' },

  'GET /admin/v2/api_keys': { id: 'listApiKeys' },
  'POST /admin/v2/api_keys': {
    id: 'createApiKey',
    errors: { 400: 'Choose catalog:read, catalog:write or plays:write.' }
  },
  'DELETE /admin/v2/api_keys/{id}': { id: 'revokeApiKey' },
  'GET /admin/v2/webhooks': { id: 'listWebhookEndpoints' },
  'POST /admin/v2/webhooks': {
    id: 'createWebhookEndpoint',
    errors: { 400: 'url must be an http:// or https:// address' }
  },
  'DELETE /admin/v2/webhooks/{id}': { id: 'deleteWebhookEndpoint' },
  'GET /admin/v2/webhooks/{id}/deliveries': { id: 'listWebhookDeliveries' },
  'POST /admin/v2/webhooks/{id}/deliveries/{deliveryId}/resend': {
    id: 'resendWebhookDelivery',
    noBody: 'the delivery is named by the path',
    errors: { 409: 'Delivery 4 is still being tried; it can be re-sent once it ends.' }
  },

  'GET /admin/v2/search': { id: 'search' },

  'GET /media/audio/{key}': {
    id: 'streamAudio',
    access: 'public',
    errors: {
      403: 'This audio link has expired; reload the track to get a new one.',
      416: 'The requested range is outside the file.'
    }
  },
  'HEAD /media/audio/{key}': {
    id: 'getAudioHeaders',
    access: 'public',
    errors: {
      403: 'This audio link has expired; reload the track to get a new one.',
      416: 'The requested range is outside the file.'
    }
  },
  'GET /media/covers/{name}': { id: 'getCover', access: 'public' }
}

/** The areas of the API, in the order a reader meets them. */
export const TAGS: { name: string; description: string }[] = [
  {
    name: 'auth',
    description: 'Signing in with a password or a company account, and the rotating refresh tokens.'
  },
  { name: 'account', description: 'The signed-in person’s own profile, password and sessions.' },
  {
    name: 'tracks',
    description: 'The track catalogue: list, read, create (JSON or an audio upload), edit, bulk edits.'
  },
  { name: 'artists', description: 'Artists of the catalogue, their pages and merges.' },
  { name: 'releases', description: 'Releases (albums, singles, EPs, compilations) and their tracklists.' },
  {
    name: 'catalogue feed',
    description:
      'For the streaming back end: every change of what plays where, in order, and one track’s answer by ISRC.'
  },
  { name: 'playlists', description: 'Playlists and the order of their tracks.' },
  {
    name: 'play histories',
    description:
      'Plays reported by the streaming back end (batches, idempotent by event_id) and reading them back.'
  },
  { name: 'stats', description: 'The music overview’s numbers, read from the daily roll-ups.' },
  { name: 'users', description: 'The service’s users and the administrators’ accounts.' },
  { name: 'audit', description: 'Who changed what, newest first.' },
  { name: 'api keys', description: 'Keys for machine clients, each with one scope.' },
  {
    name: 'webhooks',
    description: 'Endpoints told of release and track changes by signed POSTs, and each delivery’s attempts.'
  },
  { name: 'search', description: 'The navigation bar’s search across the catalogue.' },
  { name: 'media', description: 'Audio behind signed links, and cover pictures.' },
  { name: 'operations', description: 'Liveness and readiness for load balancers and orchestrators.' }
]
