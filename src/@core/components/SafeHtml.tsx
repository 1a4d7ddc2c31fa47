// HTML from data (mail bodies, blog posts, FAQ answers) is sanitized before rendering (DESIGN.md §7).
// Mail hides remote images, as mail clients do, so a body cannot track the reader; pages of the app itself
// (blog, knowledge base) may also show images from the app's own origin.
import { useMemo } from 'react'
import DOMPurify from 'dompurify'

/** 'inline': only data:image URLs (mail); 'same-origin': also images served by the app itself. */
export type ImagePolicy = 'inline' | 'same-origin'

const purifier = DOMPurify(window)
let imagePolicy: ImagePolicy = 'inline'

function allowedImage(src: string): boolean {
  if (src.startsWith('data:image/')) return true
  if (imagePolicy !== 'same-origin') return false
  try {
    return new URL(src, window.location.href).origin === window.location.origin
  } catch {
    return false
  }
}

purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'IMG') {
    const src = node.getAttribute('src') ?? ''
    if (!allowedImage(src)) node.removeAttribute('src')
    node.removeAttribute('srcset')
  }
  if (node.tagName === 'A') {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

const TAG = /<[a-z][^>]*>/gi
const HANDLER_ATTRIBUTE = /[\s/]on[a-z]+\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+)/gi

/**
 * The text of `html` without inline event handler attributes (onerror=…, onclick=…). Chromium checks a handler
 * against the page's Content-Security-Policy as soon as any parser of the page meets it (DOMParser, a template,
 * DOMPurify's own parse), and logs a violation for a sample mail's <img onerror> even though DOMPurify then drops
 * it. So handlers go before any parsing; DOMPurify stays the sanitizer of everything else.
 */
export function withoutInlineHandlers(html: string): string {
  return html.replace(TAG, (tag) => tag.replace(HANDLER_ATTRIBUTE, ''))
}

export function sanitizeHtml(html: string, images: ImagePolicy = 'inline'): string {
  // DOMPurify runs synchronously, so the hook reads the policy of this call.
  imagePolicy = images
  try {
    return purifier.sanitize(withoutInlineHandlers(html), {
      USE_PROFILES: { html: true },
      FORBID_TAGS: ['style', 'form']
    })
  } finally {
    imagePolicy = 'inline'
  }
}

export function SafeHtml({
  html,
  className,
  images = 'inline'
}: {
  html: string
  className?: string
  images?: ImagePolicy
}) {
  const clean = useMemo(() => sanitizeHtml(html, images), [html, images])
  return <div className={className} dir="auto" dangerouslySetInnerHTML={{ __html: clean }} />
}
