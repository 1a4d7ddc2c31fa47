import clsx from 'clsx'

const COLORS = ['primary', 'success', 'warning', 'danger', 'info', 'secondary'] as const

function initials(name: string): string {
  const parts = name.trim().split(/\s+/)
  return (
    (parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '')
  ).toUpperCase()
}

function colorOf(name: string): string {
  let hash = 0
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0
  return COLORS[hash % COLORS.length]!
}

/** The assignee's picture, or their initials on a colour of their own. The name is given by the caller's text. */
export function AssigneeAvatar({
  name,
  src,
  size = 30
}: {
  name: string
  src?: string | null
  size?: number
}) {
  const style = { width: size, height: size, fontSize: Math.round(size * 0.4) }
  if (src) return <img src={src} alt="" className="rounded-circle flex-shrink-0" style={style} />
  const color = colorOf(name)
  return (
    <span
      aria-hidden="true"
      className={clsx(
        'rounded-circle d-inline-flex align-items-center justify-content-center fw-semibold flex-shrink-0',
        `bg-${color}-subtle text-${color}-emphasis`
      )}
      style={style}
    >
      {initials(name)}
    </span>
  )
}
