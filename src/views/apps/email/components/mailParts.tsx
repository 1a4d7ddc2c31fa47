import type { EmailLabel } from '@/contracts/email'
import { withoutInlineHandlers } from '@/@core/components/SafeHtml'

export const LABEL_COLOURS: Record<EmailLabel, string> = {
  personal: 'success',
  company: 'primary',
  important: 'warning',
  private: 'danger'
}

const AVATAR_COLOURS = ['primary', 'success', 'info', 'warning', 'danger', 'secondary'] as const

export function MailAvatar({
  name,
  size = 38,
  className = ''
}: {
  name: string
  size?: number
  className?: string
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('')
  const colour =
    AVATAR_COLOURS[[...name].reduce((sum, c) => sum + c.charCodeAt(0), 0) % AVATAR_COLOURS.length]
  return (
    <span
      className={`email-avatar bg-${colour}-subtle text-${colour}-emphasis fw-semibold flex-shrink-0 ${className}`}
      style={{ width: size, height: size }}
      aria-hidden="true"
    >
      {initials}
    </span>
  )
}

export function LabelDot({ label }: { label: EmailLabel }) {
  return <span className={`email-label-dot bg-${LABEL_COLOURS[label]}`} aria-hidden="true" />
}

export function formatMailTime(iso: string, language: string, withTime = false): string {
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'short',
    ...(withTime ? { year: 'numeric', hour: '2-digit', minute: '2-digit' } : {})
  }).format(new Date(iso))
}

/** The first words of a mail body as plain text. */
export function snippet(html: string, length = 90): string {
  // Block ends become spaces so paragraphs do not run together.
  const spaced = withoutInlineHandlers(html).replace(/<\/(p|div|li|h[1-6]|blockquote)>|<br\s*\/?>/gi, '$& ')
  const doc = new DOMParser().parseFromString(spaced, 'text/html')
  doc.querySelectorAll('script,style').forEach((n) => n.remove())
  const text = (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim()
  return text.length > length ? `${text.slice(0, length)}…` : text
}
