// Drawn sample pictures (SVG data URLs) for the template pages: portraits, covers and post images need no files,
// and a seed always draws the same picture.

/** mulberry32: a tiny seeded PRNG. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const pick = <T>(random: () => number, list: readonly T[]): T => list[Math.floor(random() * list.length)]
const svgUrl = (svg: string) => `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`

const BACKGROUNDS = ['#6658e8', '#198754', '#d63c3d', '#ff9f43', '#0e8fb3', '#4b4b4b', '#2e86de', '#b33951']
const PALETTES: [string, string, string][] = [
  ['#2b1f6b', '#6658e8', '#ffb86b'],
  ['#0b3d4f', '#1c8c9e', '#f6d365'],
  ['#3b0d2c', '#b33951', '#ffd6a5'],
  ['#10312b', '#2a9d8f', '#e9c46a'],
  ['#1d2340', '#3d5a80', '#ee6c4d'],
  ['#2d1b3d', '#7b4397', '#f8b195']
]

/** A head-and-shoulders portrait on a coloured disc. */
export function portrait(seed: number): string {
  const random = seeded(seed * 7919 + 11)
  const bg = pick(random, BACKGROUNDS)
  const skin = pick(random, ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'])
  const hair = pick(random, ['#2b1d14', '#5a3825', '#a0522d', '#d4a76a', '#1a1a1a', '#8c8c8c'])
  const shirt = pick(random, ['#1e1e2f', '#f8f8f8', '#3d3b8e', '#b33951', '#2a9d8f'])
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${bg}"/>` +
      `<path d="M19 26a13 13 0 0 1 26 0v4H19z" fill="${hair}"/><circle cx="32" cy="27" r="11" fill="${skin}"/>` +
      `<path d="M21 24c3-7 19-7 22 0c-6-3-16-3-22 0z" fill="${hair}"/>` +
      `<path d="M10 64c2-14 11-20 22-20s20 6 22 20z" fill="${shirt}"/></svg>`
  )
}

/**
 * A landscape: a gradient sky, a sun, hills and a row of sound bars, in one of a few palettes.
 * `width` and `height` set the shape (a cover is wide, a photo square).
 */
export function scene(seed: number, width = 800, height = 450): string {
  const random = seeded(seed * 104729 + 7)
  const [deep, mid, light] = pick(random, PALETTES)
  const sunX = Math.round(width * (0.2 + random() * 0.6))
  const sunY = Math.round(height * (0.25 + random() * 0.2))
  const sunR = Math.round(Math.min(width, height) * (0.1 + random() * 0.08))
  const hill = (base: number, amp: number) => {
    const points = [`M0 ${height}`, `L0 ${Math.round(base)}`]
    const steps = 6
    for (let i = 1; i <= steps; i++) {
      const x = Math.round((width * i) / steps)
      const cx = Math.round(x - width / steps / 2)
      const cy = Math.round(base - amp * (0.3 + random()))
      points.push(`Q${cx} ${cy} ${x} ${Math.round(base + (random() - 0.5) * amp * 0.4)}`)
    }
    points.push(`L${width} ${height}Z`)
    return points.join(' ')
  }
  const bars: string[] = []
  const count = 24
  const barWidth = width / count
  for (let i = 0; i < count; i++) {
    const h = Math.round(height * (0.04 + random() * 0.12))
    bars.push(
      `<rect x="${Math.round(i * barWidth + barWidth * 0.25)}" y="${height - h}" width="${Math.round(barWidth * 0.5)}" height="${h}" rx="2" fill="${light}" opacity=".55"/>`
    )
  }
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" preserveAspectRatio="xMidYMid slice">` +
      `<defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs>` +
      `<rect width="${width}" height="${height}" fill="url(#s)"/>` +
      `<circle cx="${sunX}" cy="${sunY}" r="${sunR}" fill="${light}" opacity=".9"/>` +
      `<path d="${hill(height * 0.7, height * 0.18)}" fill="${mid}" opacity=".7"/>` +
      `<path d="${hill(height * 0.82, height * 0.12)}" fill="${deep}" opacity=".85"/>` +
      bars.join('') +
      `</svg>`
  )
}

/** A square illustration for a card: a tinted disc with a simple glyph. */
export function badge(
  seed: number,
  glyph: 'note' | 'disc' | 'wave' | 'key' | 'card' | 'list' | 'mic' | 'chart'
): string {
  const random = seeded(seed * 31 + 3)
  const [deep, mid, light] = pick(random, PALETTES)
  const glyphs: Record<typeof glyph, string> = {
    note: `<path d="M84 50v58a16 16 0 1 1-8-14V58l44-10v48a16 16 0 1 1-8-14V44z" fill="${light}"/>`,
    disc: `<circle cx="100" cy="100" r="46" fill="${deep}"/><circle cx="100" cy="100" r="14" fill="${light}"/><path d="M100 62a38 38 0 0 1 38 38" stroke="${light}" stroke-width="4" fill="none"/>`,
    wave: `<path d="M50 100q12-40 25 0t25 0t25 0t25 0" stroke="${light}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
    key: `<circle cx="78" cy="100" r="20" fill="none" stroke="${light}" stroke-width="9"/><path d="M97 100h55v16M134 100v12" stroke="${light}" stroke-width="9" fill="none"/>`,
    card: `<rect x="52" y="68" width="96" height="64" rx="10" fill="${light}"/><rect x="52" y="82" width="96" height="12" fill="${deep}"/>`,
    list: `<path d="M62 72h76M62 100h76M62 128h50" stroke="${light}" stroke-width="10" stroke-linecap="round"/>`,
    mic: `<rect x="84" y="52" width="32" height="56" rx="16" fill="${light}"/><path d="M70 100a30 30 0 0 0 60 0M100 130v18" stroke="${light}" stroke-width="7" fill="none"/>`,
    chart: `<path d="M60 140V100M88 140V76M116 140V92M144 140V60" stroke="${light}" stroke-width="14" stroke-linecap="round"/>`
  }
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200"><circle cx="100" cy="100" r="90" fill="${mid}"/>${glyphs[glyph]}</svg>`
  )
}
