// The frame of a showcase page: its title (the page's one h1) and a sentence on what the examples show.
import type { ReactNode } from 'react'

export function ShowcasePage({
  title,
  intro,
  children
}: {
  title: string
  intro?: string
  children: ReactNode
}) {
  return (
    <div className="showcase-page">
      <header className="mb-4">
        <h1 className="h3 mb-1">{title}</h1>
        {intro && <p className="text-body-secondary mb-0">{intro}</p>}
      </header>
      {children}
    </div>
  )
}
