import { useTranslation } from 'react-i18next'

const MEMBERS = ['LM', 'SK', 'AR', 'JP']
const TONES = ['primary', 'info', 'success', 'danger']

export function AvatarGroup() {
  const { t } = useTranslation()
  return (
    <div
      className="d-flex align-items-center"
      role="group"
      aria-label={t('ui.components.avatar.groupLabel', { count: 7 })}
    >
      {MEMBERS.map((letters, index) => (
        <span
          key={letters}
          aria-hidden="true"
          className={`rounded-circle d-inline-flex align-items-center justify-content-center fw-semibold border border-2 border-body bg-${TONES[index]} text-white`}
          style={{ width: 38, height: 38, marginInlineStart: index ? -10 : 0, fontSize: 13 }}
        >
          {letters}
        </span>
      ))}
      <span
        aria-hidden="true"
        className="rounded-circle d-inline-flex align-items-center justify-content-center border border-2 border-body bg-body-secondary small"
        style={{ width: 38, height: 38, marginInlineStart: -10 }}
      >
        +3
      </span>
    </div>
  )
}
