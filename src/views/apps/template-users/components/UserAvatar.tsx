import clsx from 'clsx'

const TONES = ['primary', 'success', 'danger', 'warning', 'info', 'secondary'] as const

export function initialsOf(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean)
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0] ?? '?').slice(0, 2)
  return letters.toUpperCase()
}

function toneOf(fullName: string): (typeof TONES)[number] {
  let sum = 0
  for (const char of fullName) sum += char.charCodeAt(0)
  return TONES[sum % TONES.length]
}

/**
 * A user's photo, or their initials on a tinted circle when there is none.
 * Decorative by default (the name is always written next to it); pass `label` when it stands alone.
 */
export function UserAvatar({
  fullName,
  avatar,
  size = 38,
  label,
  className
}: {
  fullName: string
  avatar: string
  size?: number
  label?: string
  className?: string
}) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.38) }
  if (avatar)
    return (
      <img
        src={avatar}
        alt={label ?? ''}
        width={size}
        height={size}
        className={clsx('rounded-circle flex-shrink-0 object-fit-cover', className)}
      />
    )
  const tone = toneOf(fullName)
  return (
    <span
      className={clsx(
        'user-avatar-initials rounded-circle d-inline-flex align-items-center justify-content-center fw-semibold flex-shrink-0',
        `bg-${tone}-subtle text-${tone}-emphasis`,
        className
      )}
      style={style}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {initialsOf(fullName)}
    </span>
  )
}
