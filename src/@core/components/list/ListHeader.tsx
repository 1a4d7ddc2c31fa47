// The top of a list page: its title (the section's name), a line on what it holds, and its main action.
import type { ReactNode } from 'react'

type Props = {
  /** The heading's id, for the section's aria-labelledby. */
  id: string
  title: string
  subtitle: string
  /** "Add …", shown to the roles that may. */
  action?: ReactNode
}

export function ListHeader({ id, title, subtitle, action }: Props) {
  return (
    <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
      <div>
        <h1 id={id} className="h3 mb-1">
          {title}
        </h1>
        <p className="text-body-secondary mb-0">{subtitle}</p>
      </div>
      {action}
    </div>
  )
}
