import { useTranslation } from 'react-i18next'

const PEOPLE = [
  { name: 'Amal Haddad', tone: 'primary', size: 48 },
  { name: 'Bruno Costa', tone: 'success', size: 40 },
  { name: 'Chen Wei', tone: 'danger', size: 32 },
  { name: 'Dara Okafor', tone: 'warning', size: 24 }
] as const

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('')

export function InitialsAvatars() {
  const { t } = useTranslation()
  return (
    <div className="d-flex flex-wrap align-items-center gap-3">
      {PEOPLE.map(({ name, tone, size }) => (
        <span
          key={name}
          role="img"
          aria-label={t('ui.components.avatar.of', { name })}
          className={`rounded-circle d-inline-flex align-items-center justify-content-center fw-semibold bg-${tone}-subtle text-${tone}-emphasis`}
          style={{ width: size, height: size, fontSize: size * 0.38 }}
        >
          {initials(name)}
        </span>
      ))}
    </div>
  )
}
