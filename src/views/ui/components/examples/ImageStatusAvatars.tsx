import { useTranslation } from 'react-i18next'

// A drawn portrait, so the example needs no image file.
const portrait = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="hsl(${hue} 60% 80%)"/><circle cx="20" cy="16" r="7" fill="hsl(${hue} 40% 35%)"/><path d="M6 40c1-9 7-13 14-13s13 4 14 13z" fill="hsl(${hue} 40% 35%)"/></svg>`
  )}`

const STATUSES = [
  { status: 'online', color: 'success', hue: 210 },
  { status: 'away', color: 'warning', hue: 30 },
  { status: 'busy', color: 'danger', hue: 340 },
  { status: 'offline', color: 'secondary', hue: 140 }
] as const

export function ImageStatusAvatars() {
  const { t } = useTranslation()
  return (
    <ul className="list-unstyled d-flex flex-wrap gap-4 mb-0">
      {STATUSES.map(({ status, color, hue }) => (
        <li key={status} className="d-flex align-items-center gap-2">
          <span className="position-relative d-inline-block">
            <img src={portrait(hue)} alt="" width={40} height={40} className="rounded-circle" />
            <span
              className={`position-absolute bottom-0 end-0 p-1 bg-${color} border border-2 border-body rounded-circle`}
              aria-hidden="true"
            />
          </span>
          <span>{t(`ui.components.avatar.status.${status}`)}</span>
        </li>
      ))}
    </ul>
  )
}
