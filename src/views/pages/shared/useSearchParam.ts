// A search box whose text lives in the URL (?q=): typing updates the box at once and the URL once typing pauses,
// so the result can be shared, reloaded and walked back through.
import { useEffect, useState } from 'react'
import { useSearchParams } from 'react-router-dom'

export function useSearchParam(name = 'q', debounceMs = 300) {
  const [params, setParams] = useSearchParams()
  const committed = params.get(name) ?? ''
  const [text, setText] = useState(committed)

  // Back and forward change the URL: the box follows.
  useEffect(() => setText(committed), [committed])

  useEffect(() => {
    if (text === committed) return
    const timer = setTimeout(() => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (text.trim()) next.set(name, text)
          else next.delete(name)
          return next
        },
        { replace: true }
      )
    }, debounceMs)
    return () => clearTimeout(timer)
  }, [text, committed, name, debounceMs, setParams])

  return { text, setText, query: committed.trim() }
}
