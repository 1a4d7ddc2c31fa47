// WCAG 2 contrast: relative luminance of sRGB colours and the ratio between two of them (1 to 21).
const channel = (value: number) => {
  const c = value / 255
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

export function luminance(hex: string): number {
  const n = Number.parseInt(hex.replace('#', ''), 16)
  return 0.2126 * channel((n >> 16) & 255) + 0.7152 * channel((n >> 8) & 255) + 0.0722 * channel(n & 255)
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (light + 0.05) / (dark + 0.05)
}

/** AA for body text needs 4.5:1; large text and interface parts need 3:1. */
export const grade = (ratio: number) => (ratio >= 4.5 ? 'aa' : ratio >= 3 ? 'aaLarge' : 'fail')
