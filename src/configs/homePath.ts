import type { AppAbility } from './acl'

/** The first page a signed-in user sees, by what their ability allows. */
export function homePathFor(ability: AppAbility): string {
  // The music overview: its stats are readable by whoever may read play histories.
  if (ability.can('read', 'PlayHistory')) return '/dashboard/music'
  if (ability.can('read', 'Track')) return '/music/tracks'
  if (ability.can('read', 'Template')) return '/apps/email'
  return '/access-control'
}
