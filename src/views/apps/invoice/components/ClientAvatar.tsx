const COLOURS = ['primary', 'success', 'info', 'warning', 'danger', 'secondary'] as const

export function ClientAvatar({ name }: { name: string }) {
  const initials = name
    .replace(/^(Mrs?|Ms|Dr)\.\s+/, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((p) => p[0]?.toUpperCase())
    .join('')
  const colour = COLOURS[[...name].reduce((s, c) => s + c.charCodeAt(0), 0) % COLOURS.length]
  return (
    <span className={`invoice-avatar bg-${colour}-subtle text-${colour}-emphasis`} aria-hidden="true">
      {initials}
    </span>
  )
}
