// How a keyword matches, for the API server (SQL) and the fake database (memory) alike. A track keyword matches
// word prefixes: every word of the keyword must start a word of the title, artist or album ("mid" finds
// "Midnight", "ight" does not). A keyword without letters or digits ("!!") matches as plain text.

/** The words of a keyword or of a text, lower case, as the databases' word indexes split them. */
export function keywordTokens(text: string): string[] {
  return text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []
}

/** Whether every word of the keyword starts a word of one of the texts (or, without words, whether they contain it). */
export function matchesWordPrefixes(keyword: string, texts: readonly string[]): boolean {
  const tokens = keywordTokens(keyword)
  if (tokens.length === 0) return containsText(keyword, [texts.join(' ')])
  const words = keywordTokens(texts.join(' '))
  return tokens.every((token) => words.some((word) => word.startsWith(token)))
}

/** Whether one of the texts contains the keyword, ignoring case (playlists and users search this way). */
export function containsText(keyword: string, texts: readonly string[]): boolean {
  const needle = keyword.toLowerCase()
  return texts.some((text) => text.toLowerCase().includes(needle))
}

/** The SQL LIKE pattern of "contains the keyword", with %, _ and \ escaped (use with `escape '\'`). */
export function likePattern(keyword: string): string {
  return `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
}
