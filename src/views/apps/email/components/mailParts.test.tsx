// The mail screens never hand a sample mail's inline event handler to a parser (issue 40 §8): under the server's
// Content-Security-Policy, Chromium logs a violation for each one it meets, even in markup it never renders.
import { describe, expect, it, vi } from 'vitest'
import { render } from '@testing-library/react'
import { emailDb } from '@/@fake-db/email/data'
import { SafeHtml } from '@/@core/components/SafeHtml'
import { snippet } from './mailParts'

describe('mail bodies and inline handlers', () => {
  it('never hands an inline event handler to a parser, so a Content-Security-Policy has nothing to refuse (list snippets and the open mail)', () => {
    const parsed: string[] = []
    const parse = DOMParser.prototype.parseFromString
    const spy = vi.spyOn(DOMParser.prototype, 'parseFromString').mockImplementation(function (
      this: DOMParser,
      markup: string,
      type: DOMParserSupportedType
    ) {
      parsed.push(markup)
      return parse.call(this, markup, type)
    })
    try {
      for (const mail of emailDb.emails) {
        render(<SafeHtml html={mail.message} />)
        snippet(mail.message)
      }
    } finally {
      spy.mockRestore()
    }
    // The samples include hostile mails (an <img onerror>, a <script>): the screens must cope with them.
    expect(emailDb.emails.some((mail) => /onerror=/.test(mail.message))).toBe(true)
    expect(parsed.length).toBeGreaterThan(0)
    expect(parsed.filter((markup) => /\son[a-z]+\s*=/i.test(markup))).toEqual([])
  })
})
