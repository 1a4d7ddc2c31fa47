// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { formatDollars, numberFormat } from './numberFormat'

describe('numberFormat', () => {
  it('keeps one format per locale and options', () => {
    expect(numberFormat('en')).toBe(numberFormat('en'))
    expect(numberFormat('en', { maximumFractionDigits: 1 })).toBe(
      numberFormat('en', { maximumFractionDigits: 1 })
    )
    expect(numberFormat('en', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en'))
    expect(numberFormat('ar')).not.toBe(numberFormat('en'))
  })

  it('formats with the options it was asked for', () => {
    expect(numberFormat('en', { maximumFractionDigits: 1 }).format(1.25)).toBe('1.3')
    expect(numberFormat('en').format(1234567)).toBe('1,234,567')
  })
})

describe('formatDollars', () => {
  it('writes dollars as en-US does in every language but Arabic, which writes them its own way', () => {
    expect(formatDollars(1299.5, 'en')).toBe('$1,299.50')
    expect(formatDollars(1299.5, 'fr')).toBe('$1,299.50')
    expect(formatDollars(12, 'ar')).toBe(
      new Intl.NumberFormat('ar', { style: 'currency', currency: 'USD' }).format(12)
    )
    expect(formatDollars(12, 'ar')).not.toBe('$12.00')
  })
})
