// The one place where roles become CASL rules: the client's guards and the server's checks both read it.

export const ACTIONS = ['manage', 'create', 'read', 'update', 'delete'] as const
export const SUBJECTS = [
  'all',
  'Auth',
  'ACL',
  'Track',
  /** The music catalogue's artists and releases (issue 36). */
  'Artist',
  'Release',
  /** The managed genres: everyone who reads tracks lists them; adding or renaming one is for administrators. */
  'Genre',
  'Playlist',
  'PlayHistory',
  'User',
  'Template',
  /** The audit log: administrators only (manage all). */
  'Audit',
  /** API keys: administrators only (manage all). */
  'ApiKey',
  /** Webhook endpoints and their deliveries (issue 37): administrators only (manage all). */
  'Webhook',
  /** Taking a release or track down and reinstating it (issue 37): administrators only (manage all). */
  'Takedown',
  /** The catalogue feed for the streaming back end (/catalog/v1): keys with catalog:read, and whoever reads releases. */
  'CatalogFeed'
] as const

export type Action = (typeof ACTIONS)[number]
export type Subject = (typeof SUBJECTS)[number]

export type AbilityRule = { action: Action; subject: Subject }

/** Roles of the Vibeline API server (issue 3 §5). */
export const SERVER_ROLES = ['admin', 'editor', 'viewer'] as const
export type ServerRole = (typeof SERVER_ROLES)[number]

/** What anyone may do before signing in (spec §6: the default ability is read on Auth). */
export const INITIAL_ABILITY: AbilityRule[] = [{ action: 'read', subject: 'Auth' }]

/** Every signed-in user may read their own session and the template demo areas. */
const SIGNED_IN_BASE: AbilityRule[] = [
  { action: 'read', subject: 'Auth' },
  { action: 'read', subject: 'Template' }
]

export const ROLE_ABILITIES: Record<ServerRole, AbilityRule[]> = {
  admin: [{ action: 'manage', subject: 'all' }],
  editor: [
    ...SIGNED_IN_BASE,
    { action: 'read', subject: 'ACL' },
    { action: 'manage', subject: 'Track' },
    { action: 'manage', subject: 'Artist' },
    { action: 'manage', subject: 'Release' },
    { action: 'read', subject: 'CatalogFeed' },
    { action: 'manage', subject: 'Playlist' },
    { action: 'read', subject: 'User' },
    { action: 'read', subject: 'PlayHistory' }
  ],
  viewer: [
    ...SIGNED_IN_BASE,
    { action: 'read', subject: 'Track' },
    { action: 'read', subject: 'Artist' },
    { action: 'read', subject: 'Release' },
    { action: 'read', subject: 'CatalogFeed' },
    { action: 'read', subject: 'Playlist' },
    { action: 'read', subject: 'PlayHistory' }
  ]
}

export function abilityRulesForRole(role: string): AbilityRule[] {
  // Own keys only: `in` also finds the object's prototype ('toString', 'constructor', '__proto__').
  return Object.hasOwn(ROLE_ABILITIES, role) ? ROLE_ABILITIES[role as ServerRole] : INITIAL_ABILITY
}
