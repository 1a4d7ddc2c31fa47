// The one debounce of search boxes: a list searches once typing pauses, not on every key.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react'

/** How long typing must pause before a search box searches. */
export const KEYWORD_DEBOUNCE_MS = 300

/** `value`, once it has stopped changing for `delay` ms (a delay of 0 or less follows it at once). */
export function useDebouncedValue<T>(value: T, delay = KEYWORD_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    if (delay <= 0) {
      setSettled(value)
      return
    }
    const timer = window.setTimeout(() => setSettled(value), delay)
    return () => window.clearTimeout(timer)
  }, [value, delay])
  return delay <= 0 ? value : settled
}

const trim = (text: string) => text.trim()

/**
 * The text of a search box whose applied keyword lives elsewhere (the URL, the store): `apply` gets the keyword
 * once typing pauses, and the box follows `applied` when it changes under it (back button, a reset). `normalize`
 * turns the text into the keyword (trimmed unless the caller's contract says how); text that normalizes to the
 * applied keyword (spaces around it) searches nothing.
 */
export function useKeywordSearch(
  applied: string,
  apply: (keyword: string) => void,
  {
    delay = KEYWORD_DEBOUNCE_MS,
    normalize = trim
  }: { delay?: number; normalize?: (text: string) => string } = {}
) {
  const [keyword, setKeyword] = useState(applied)
  const sent = useRef(applied)
  // The latest callback, so a caller's inline function does not restart the wait on every render.
  const applyRef = useRef(apply)
  useLayoutEffect(() => {
    applyRef.current = apply
  })

  useEffect(() => {
    if (applied !== sent.current) {
      sent.current = applied
      setKeyword(applied)
    }
  }, [applied])

  useEffect(() => {
    const next = normalize(keyword)
    if (next === sent.current) return
    const timer = window.setTimeout(() => {
      sent.current = next
      applyRef.current(next)
    }, delay)
    return () => window.clearTimeout(timer)
  }, [keyword, delay, normalize])

  /** Empties the box without searching again: the caller resets the applied keyword with its other filters. */
  const clear = useCallback(() => {
    sent.current = ''
    setKeyword('')
  }, [])

  return { keyword, setKeyword, clear }
}
