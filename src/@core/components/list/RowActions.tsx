// The icon buttons at the end of a table row: each named after its action and its row (aria-label and tooltip).
import type { ReactNode } from 'react'
import { Link } from 'react-router-dom'
import type { LucideIcon } from 'lucide-react'
import { RowLink } from './RowLink'
import './list.scss'

/** `ghost` is borderless (the invoice list); the others are outlined buttons of that colour. */
export type RowActionTone = 'primary' | 'secondary' | 'danger' | 'ghost'

type Common = {
  label: string
  icon: LucideIcon
  tone?: RowActionTone
  iconSize?: number
}

type Props = Common &
  (
    | { to: string; navigate?: (to: string) => void }
    | { onClick: () => void; disabled?: boolean; to?: never; navigate?: never }
  )

/** A link when given `to` (a plain anchor driven by `navigate` inside memoized rows), else a button. */
export function RowAction(props: Props) {
  const { label, icon: Icon, tone = 'secondary', iconSize = 16 } = props
  const className = `btn btn-sm btn-icon ${tone === 'ghost' ? 'btn-icon-ghost' : `btn-outline-${tone}`}`
  const icon = <Icon size={iconSize} aria-hidden="true" />
  if (props.to !== undefined) {
    return props.navigate ? (
      <RowLink to={props.to} navigate={props.navigate} className={className} aria-label={label} title={label}>
        {icon}
      </RowLink>
    ) : (
      <Link to={props.to} className={className} aria-label={label} title={label}>
        {icon}
      </Link>
    )
  }
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      title={label}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {icon}
    </button>
  )
}

export function RowActions({ children, end = false }: { children: ReactNode; end?: boolean }) {
  return <div className={`d-flex gap-1${end ? ' justify-content-end' : ''}`}>{children}</div>
}
