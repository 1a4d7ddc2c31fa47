// A person's picture, or their initials on a tinted circle when there is none. Decorative unless `label` is given
// (the name is written next to it almost everywhere).
import clsx from 'clsx'

const TONES = ['primary', 'success', 'danger', 'warning', 'info', 'secondary'] as const

export function initialsOf(fullName: string): string {
  const parts = fullName.trim().split(/\s+/).filter(Boolean)
  const letters = parts.length > 1 ? parts[0][0] + parts[parts.length - 1][0] : (parts[0] ?? '?').slice(0, 2)
  return letters.toUpperCase()
}

export function Avatar({
  name,
  src,
  size = 38,
  label,
  className
}: {
  name: string
  src?: string | null
  size?: number
  label?: string
  className?: string
}) {
  if (src)
    return (
      <img
        src={src}
        alt={label ?? ''}
        width={size}
        height={size}
        className={clsx('rounded-circle flex-shrink-0 object-fit-cover', className)}
      />
    )
  let sum = 0
  for (const char of name) sum += char.charCodeAt(0)
  const tone = TONES[sum % TONES.length]
  return (
    <span
      className={clsx(
        'rounded-circle d-inline-flex align-items-center justify-content-center fw-semibold flex-shrink-0',
        `bg-${tone}-subtle text-${tone}-emphasis`,
        className
      )}
      style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {initialsOf(name)}
    </span>
  )
}
