// Which fake-database module answers which URLs. Each area's data and handlers load on its first request,
// so the sample data never weighs on the first page.
import type { ApiMode } from '@/configs/apiMode'
import type { MockArea } from './mock'
import { byPrefix } from './mock'

export const mockAreas: MockArea[] = [
  { name: 'auth', mode: 'demo', matches: byPrefix('/jwt'), load: () => import('./auth/handlers') },
  // Demo mode's music API: one module per API server route file, each answering with the server's own services on
  // SQLite in the page (music/host, issue 34), behind the same sign-in and CASL rules. The paths are MUSIC_PATHS and
  // CATALOGUE_PATHS (contracts/music, contracts/catalogue), written out so that this table stays free of zod.
  {
    name: 'tracks',
    mode: 'demo',
    matches: byPrefix('/admin/v2/tracks'),
    load: () => import('./music/host/tracks')
  },
  {
    name: 'catalogue',
    mode: 'demo',
    matches: byPrefix('/admin/v2/artists', '/admin/v2/releases', '/admin/v2/genres'),
    load: () => import('./music/host/catalogue')
  },
  {
    name: 'playlists',
    mode: 'demo',
    matches: byPrefix('/admin/v2/playlists'),
    load: () => import('./music/host/playlists')
  },
  {
    name: 'play-histories',
    mode: 'demo',
    matches: byPrefix('/admin/v2/play_histories'),
    load: () => import('./music/host/plays')
  },
  {
    name: 'stats',
    mode: 'demo',
    matches: byPrefix('/admin/v2/stats'),
    load: () => import('./music/host/stats')
  },
  {
    name: 'music-users',
    mode: 'demo',
    matches: byPrefix('/admin/v2/users'),
    load: () => import('./music/host/users')
  },
  {
    name: 'audit',
    mode: 'demo',
    matches: byPrefix('/admin/v2/audit'),
    load: () => import('./music/host/audit')
  },
  {
    name: 'search',
    mode: 'demo',
    matches: byPrefix('/admin/v2/search'),
    load: () => import('./music/host/search')
  },
  // The signed-in user's own account (the API server's server/routes/account.ts).
  {
    name: 'account',
    mode: 'demo',
    matches: byPrefix('/admin/v2/account'),
    load: () => import('./account/handlers')
  },
  // The API server's server/routes/apiKeys.ts.
  {
    name: 'api-keys',
    mode: 'demo',
    matches: byPrefix('/admin/v2/api_keys'),
    load: () => import('./api-keys/handlers')
  },
  {
    name: 'main-search',
    mode: 'always',
    matches: byPrefix('/api/main-search', '/api/bookmarks'),
    load: () => import('./main-search/handlers')
  },
  {
    name: 'datatables',
    mode: 'always',
    matches: byPrefix('/api/datatables'),
    load: () => import('./datatables/handlers')
  },
  {
    name: 'autocomplete',
    mode: 'always',
    matches: byPrefix('/api/autocomplete'),
    load: () => import('./autocomplete/handlers')
  },
  { name: 'email', mode: 'always', matches: byPrefix('/apps/email'), load: () => import('./email/handlers') },
  {
    name: 'invoice',
    mode: 'always',
    matches: byPrefix('/apps/invoice', '/api/invoice'),
    load: () => import('./invoice/handlers')
  },
  {
    name: 'users',
    mode: 'always',
    matches: byPrefix('/apps/users', '/api/users'),
    load: () => import('./users/handlers')
  },
  {
    name: 'permissions',
    mode: 'always',
    matches: byPrefix('/apps/permissions', '/apps/roles'),
    load: () => import('./permissions/handlers')
  },
  { name: 'chat', mode: 'always', matches: byPrefix('/apps/chat'), load: () => import('./chat/handlers') },
  { name: 'todo', mode: 'always', matches: byPrefix('/apps/todo'), load: () => import('./todo/handlers') },
  {
    name: 'calendar',
    mode: 'always',
    matches: byPrefix('/apps/calendar'),
    load: () => import('./calendar/handlers')
  },
  { name: 'cards', mode: 'always', matches: byPrefix('/card'), load: () => import('./cards/handlers') },
  {
    name: 'ecommerce',
    mode: 'always',
    matches: byPrefix('/apps/ecommerce'),
    load: () => import('./ecommerce/handlers')
  },
  { name: 'faq', mode: 'always', matches: byPrefix('/faq'), load: () => import('./faq/handlers') },
  {
    name: 'pricing',
    mode: 'always',
    matches: byPrefix('/pricing'),
    load: () => import('./pricing/handlers')
  },
  { name: 'blog', mode: 'always', matches: byPrefix('/blog'), load: () => import('./blog/handlers') },
  {
    name: 'account-settings',
    mode: 'always',
    matches: byPrefix('/account-setting'),
    load: () => import('./account-settings/handlers')
  },
  { name: 'profile', mode: 'always', matches: byPrefix('/profile'), load: () => import('./profile/handlers') }
]

/** The areas the fake database answers in this API mode. */
export const activeAreas = (mode: ApiMode): MockArea[] =>
  mockAreas.filter((area) => area.mode === 'always' || mode === 'mock')
