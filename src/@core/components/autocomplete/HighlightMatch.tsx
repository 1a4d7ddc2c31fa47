import { Fragment } from 'react'

/** The text with every place it contains the query (any case) marked, as the default filter matches it. */
export function HighlightMatch({ text, query }: { text: string; query: string }) {
  const needle = query.trim().toLowerCase()
  const haystack = text.toLowerCase()
  // Lower-casing can change a text's length (a dotted İ): then the marks would land in the wrong place.
  if (!needle || haystack.length !== text.length) return <>{text}</>
  const parts: { text: string; match: boolean }[] = []
  let from = 0
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + needle.length)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false })
    parts.push({ text: text.slice(at, at + needle.length), match: true })
    from = at + needle.length
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false })
  return (
    <>
      {parts.map((part, i) =>
        part.match ? (
          <mark key={i} className="autocomplete-mark">
            {part.text}
          </mark>
        ) : (
          <Fragment key={i}>{part.text}</Fragment>
        )
      )}
    </>
  )
}
