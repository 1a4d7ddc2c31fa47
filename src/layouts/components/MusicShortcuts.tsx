import { Link } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Gauge, ListMusic, Music } from 'lucide-react'
import type { LucideIcon } from 'lucide-react'
import { useAbility } from '@/configs/AbilityContext'
import type { Subject } from '@/contracts/abilities'

type Shortcut = { title: string; to: string; icon: LucideIcon; resource: Subject }

const SHORTCUTS: Shortcut[] = [
  { title: 'nav.musicOverview', to: '/dashboard/music', icon: Gauge, resource: 'PlayHistory' },
  { title: 'nav.tracks', to: '/music/tracks', icon: Music, resource: 'Track' },
  { title: 'nav.playlists', to: '/music/playlists', icon: ListMusic, resource: 'Playlist' }
]

/** The navbar's fixed links to the music screens, beside the spec's bookmarks (Email, Chat, Todo, Calendar). */
export function MusicShortcuts() {
  const { t } = useTranslation()
  const ability = useAbility()
  const shown = SHORTCUTS.filter((s) => ability.can('read', s.resource))
  if (shown.length === 0) return null
  return (
    <ul
      className="music-shortcuts list-unstyled d-none d-lg-flex align-items-center mb-0 pe-1 me-1 border-end"
      aria-label={t('navbar.musicShortcuts')}
    >
      {shown.map(({ title, to, icon: Icon }) => (
        <li key={to}>
          <Link to={to} className="btn btn-icon" aria-label={t(title)} title={t(title)}>
            <Icon size={20} aria-hidden="true" />
          </Link>
        </li>
      ))}
    </ul>
  )
}
