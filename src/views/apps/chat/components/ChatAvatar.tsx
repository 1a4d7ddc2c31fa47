import clsx from 'clsx'
import type { ChatStatus } from '@/contracts/chat'

const COLORS = ['primary', 'success', 'warning', 'danger', 'info', 'secondary'] as const
export const STATUS_COLORS: Record<ChatStatus, string> = {
  online: 'success',
  busy: 'danger',
  away: 'warning',
  offline: 'secondary'
}

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

/** A person's picture or initials, with their status as a coloured dot. Decorative: callers say the name and status in text. */
export function ChatAvatar({
  name,
  src,
  status,
  size = 38
}: {
  name: string
  src?: string | null
  status?: ChatStatus
  size?: number
}) {
  const color = colorOf(name)
  return (
    <span className="chat-avatar position-relative d-inline-flex flex-shrink-0" aria-hidden="true">
      {src ? (
        <img src={src} alt="" className="rounded-circle" style={{ width: size, height: size }} />
      ) : (
        <span
          className={clsx(
            'rounded-circle d-inline-flex align-items-center justify-content-center fw-semibold',
            `bg-${color}-subtle text-${color}-emphasis`
          )}
          style={{ width: size, height: size, fontSize: Math.round(size * 0.38) }}
        >
          {initials(name)}
        </span>
      )}
      {status && <span className={clsx('chat-status-dot', `bg-${STATUS_COLORS[status]}`)} />}
    </span>
  )
}
