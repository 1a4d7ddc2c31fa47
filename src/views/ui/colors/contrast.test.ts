// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { contrastRatio, grade } from './contrast'

describe('contrast ratio', () => {
  it('matches the WCAG figures for known pairs', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5)
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5)
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2)
    expect(contrastRatio('#ffffff', '#767676')).toBeCloseTo(contrastRatio('#767676', '#ffffff'), 10)
  })

  it('grades text contrast', () => {
    expect(grade(4.5)).toBe('aa')
    expect(grade(3.2)).toBe('aaLarge')
    expect(grade(2.9)).toBe('fail')
  })
})
