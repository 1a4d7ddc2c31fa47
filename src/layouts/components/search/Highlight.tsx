import { Fragment } from 'react'
import { keywordTokens } from '@/contracts/keyword'

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/** The text with each word of the query that it contains marked (the match the search found). */
export function Highlight({ text, query }: { text: string; query: string }) {
  const tokens = keywordTokens(query)
  const words = tokens.length > 0 ? tokens : query.trim() ? [query.trim().toLowerCase()] : []
  if (words.length === 0) return <>{text}</>
  const pattern = new RegExp(`(${words.map(escape).join('|')})`, 'giu')
  const parts = text.split(pattern)
  return (
    <>
      {parts.map((part, i) =>
        i % 2 === 1 ? (
          <mark key={i} className="global-search-mark">
            {part}
          </mark>
        ) : (
          <Fragment key={i}>{part}</Fragment>
        )
      )}
    </>
  )
}
