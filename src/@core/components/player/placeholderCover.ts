// The cover of a song without artwork: its initials on a colour of its own, as an SVG data URL, so the player never
// shows a broken image and the word "cover" (its alt text).
const COLOURS = ['#7367f0', '#28c76f', '#ea5455', '#ff9f43', '#00bad1', '#4b4b9f', '#b15dd1', '#1f8f6a']

function initials(title: string): string {
  const words = title.trim().split(/\s+/).filter(Boolean)
  const letters =
    words.length > 1 ? [words[0][0], words[words.length - 1][0]] : [...(words[0] ?? '♪')].slice(0, 2)
  return letters.join('').toUpperCase()
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!
  )

export function placeholderCover(title: string): string {
  let hash = 0
  for (const char of title) hash = (hash * 31 + char.codePointAt(0)!) >>> 0
  const colour = COLOURS[hash % COLOURS.length]
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${colour}"/>` +
    `<text x="50" y="50" dy=".35em" text-anchor="middle" font-family="system-ui,sans-serif" font-size="40" ` +
    `font-weight="600" fill="#fff">${escapeXml(initials(title))}</text></svg>`
  return `data:image/svg+xml,${encodeURIComponent(svg)}`
}
