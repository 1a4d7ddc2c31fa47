import { afterEach, describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { emailDb } from '@/@fake-db/email/data'
import { SafeHtml, sanitizeHtml, withoutInlineHandlers } from './SafeHtml'

type Flagged = Window & { __vibelinePwned?: boolean }

afterEach(() => {
  delete (window as Flagged).__vibelinePwned
})

describe('SafeHtml', () => {
  it('renders a hostile mail body without its script or onerror handler', async () => {
    const hostile = emailDb.emails.find((e) => e.subject === 'Your account security notice')!
    expect(hostile.message).toContain('<script>')
    expect(hostile.message).toContain('onerror=')

    const { container } = render(<SafeHtml html={hostile.message} />)
    await new Promise((resolve) => setTimeout(resolve, 20))

    expect(container.querySelector('script')).toBeNull()
    expect(container.querySelector('[onerror]')).toBeNull()
    expect(container.innerHTML).not.toMatch(/onerror|__vibelinePwned/)
    expect(container).toHaveTextContent('Please confirm your account details.')
    expect((window as Flagged).__vibelinePwned).toBeUndefined()
  })

  it('takes handler attributes out of tags in every spelling, and leaves text alone', () => {
    expect(
      withoutInlineHandlers(
        `<img src="x" onerror="a()"><svg/onload=b()><div ONCLICK='c()' title="t">say onload=hi</div>`
      )
    ).toBe(`<img src="x"><svg><div title="t">say onload=hi</div>`)
  })

  it('drops javascript: links and every event handler attribute', () => {
    const clean = sanitizeHtml(
      '<a href="javascript:window.__vibelinePwned=true">x</a><div onclick="x()" onmouseover="y()">t</div><iframe src="https://evil.example"></iframe>'
    )
    expect(clean).not.toMatch(/javascript:|onclick|onmouseover|iframe/)
  })

  it('keeps ordinary formatting and hides remote images', () => {
    const clean = sanitizeHtml(
      '<p><strong>Hi</strong> <em>there</em></p><img src="https://tracker.example/p.gif" alt="pixel">'
    )
    expect(clean).toContain('<strong>Hi</strong>')
    expect(clean).toContain('<em>there</em>')
    expect(clean).not.toContain('tracker.example')
  })

  it('shows images of the app itself only where the page allows them, never remote ones', () => {
    const html = '<img src="/images/cover.png" alt="cover"><img src="https://cdn.example/x.png" alt="x">'
    expect(sanitizeHtml(html)).not.toContain('/images/cover.png')
    const page = sanitizeHtml(html, 'same-origin')
    expect(page).toContain('src="/images/cover.png"')
    expect(page).not.toContain('cdn.example')
    // The policy of one call does not leak into the next.
    expect(sanitizeHtml(html)).not.toContain('/images/cover.png')
  })
})
