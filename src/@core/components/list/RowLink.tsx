// A link for table rows that does not subscribe to the router's location: a <Link> re-renders on every
// navigation (each debounced filter change), which made memoized rows render again anyway.
import type { MouseEvent, ReactNode } from 'react'

type Props = {
  to: string
  navigate: (to: string) => void
  className?: string
  'aria-label'?: string
  title?: string
  children: ReactNode
}

export function RowLink({ to, navigate, children, ...rest }: Props) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    navigate(to)
  }
  return (
    <a href={to} onClick={onClick} {...rest}>
      {children}
    </a>
  )
}
