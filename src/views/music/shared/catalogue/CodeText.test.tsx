import { describe, expect, it } from 'vitest'
import { render } from '@testing-library/react'
import { CodeText } from './CodeText'

const codesIn = (text: string) => {
  const { container } = render(
    <p>
      <CodeText text={text} />
    </p>
  )
  const codes = [...container.querySelectorAll('bdi')]
  expect(codes.every((code) => code.dir === 'ltr' && code.classList.contains('text-nowrap'))).toBe(true)
  return { codes: codes.map((code) => code.textContent), text: container.textContent }
}

describe('CodeText', () => {
  it('keeps an ISRC pattern and an example whole in an Arabic hint, the sentence unchanged', () => {
    const hint = 'CC-XXX-YY-NNNNN، مثل US-RC1-76-07839؛ الشرطات اختيارية.'
    expect(codesIn(hint)).toEqual({ codes: ['CC-XXX-YY-NNNNN', 'US-RC1-76-07839'], text: hint })
  })

  it('keeps an ISRC without dashes and a UPC whole, and leaves other numbers and words alone', () => {
    expect(codesIn('رمز ISRC ‏GBXYZ2600001 مستخدم في المقطع 42، و036000291452 أيضًا').codes).toEqual([
      'GBXYZ2600001',
      '036000291452'
    ])
    expect(codesIn('ISRC must have the form of 12 characters; track 2026').codes).toEqual([])
  })
})
