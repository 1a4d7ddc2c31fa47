// Deterministic cover pictures for the demo catalogue: a two-colour gradient and a few rings.
import { seededRandom } from '../../src/lib/random'

export function coverSvg(seed: number): string {
  const random = seededRandom(seed + 101)
  const hue = Math.floor(random() * 360)
  const hue2 = (hue + 40 + Math.floor(random() * 120)) % 360
  const rings = Array.from({ length: 3 }, (_, i) => {
    const r = 18 + i * 14 + Math.floor(random() * 8)
    return `<circle cx="${60 + Math.floor(random() * 40)}" cy="${60 + Math.floor(random() * 40)}" r="${r}" fill="none" stroke="rgba(255,255,255,${(0.15 + random() * 0.3).toFixed(2)})" stroke-width="${2 + Math.floor(random() * 6)}"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 160 160" width="160" height="160"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,55%)"/><stop offset="1" stop-color="hsl(${hue2},70%,35%)"/></linearGradient></defs><rect width="160" height="160" fill="url(#g)"/>${rings}</svg>`
}
