// Mail bodies are HTML from outside: sanitized before rendering (DESIGN.md §7). Remote images stay hidden,
// as mail clients do, so a body cannot track the reader or fetch anything.
import { useMemo } from 'react'
import DOMPurify from 'dompurify'

const purifier = DOMPurify(window)
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src') ?? ''
    if (!src.startsWith('data:image/')) node.removeAttribute('src')
  }
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

export function sanitizeMailHtml(html: string): string {
  return purifier.sanitize(html, { USE_PROFILES: { html: true }, FORBID_TAGS: ['style', 'form'] })
}

export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeMailHtml(html), [html])
  return <div className={className} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />
}
