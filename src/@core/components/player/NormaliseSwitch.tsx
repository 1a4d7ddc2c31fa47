// The player's switch for volume normalisation (shown in its control row; the choice is kept by useNormalisation).
import { useTranslation } from 'react-i18next'
import { AudioLines } from 'lucide-react'

export function NormaliseSwitch({ on, onToggle }: { on: boolean; onToggle: () => void }) {
  const { t } = useTranslation()
  return (
    <span className="group normalise-switch">
      <button
        type="button"
        className={`btn btn-sm btn-icon rounded-pill ${on ? 'active' : ''}`}
        aria-pressed={on}
        aria-label={t('music.player.normalise')}
        title={on ? t('music.player.normaliseOn') : t('music.player.normaliseOff')}
        onClick={onToggle}
      >
        <AudioLines size={20} aria-hidden="true" />
      </button>
    </span>
  )
}
