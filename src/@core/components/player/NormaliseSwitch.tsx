// The player's switch for volume normalisation (in the panel's control row and on the phone bar); the choice is the
// page's one preference, so the switch needs no props and the library's player need not re-render when it changes.
import { useTranslation } from 'react-i18next'
import { AudioLines } from 'lucide-react'
import { useNormalisePreference } from './useNormalisation'

export function NormaliseSwitch() {
  const { t } = useTranslation()
  const { on, toggle } = useNormalisePreference()
  return (
    <span className="group normalise-switch">
      <button
        type="button"
        className={`btn btn-sm btn-icon rounded-pill ${on ? 'active' : ''}`}
        aria-pressed={on}
        aria-label={t('music.player.normalise')}
        title={on ? t('music.player.normaliseOn') : t('music.player.normaliseOff')}
        onClick={toggle}
      >
        <AudioLines size={20} aria-hidden="true" />
      </button>
    </span>
  )
}
