// A search box whose text lives in the URL (?q=): typing updates the box at once and the URL once typing pauses,
// so the result can be shared, reloaded and walked back through. The debounce, and the box following the URL only
// when the URL changes under it (back, forward), are the lists' own (useKeywordSearch).
import { useCallback } from 'react'
import { useSearchParams } from 'react-router-dom'
import { KEYWORD_DEBOUNCE_MS, useKeywordSearch } from '@/@core/components/list/useKeywordSearch'

export function useSearchParam(name = 'q', debounceMs = KEYWORD_DEBOUNCE_MS) {
  const [params, setParams] = useSearchParams()
  const committed = params.get(name) ?? ''
  const apply = useCallback(
    (keyword: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current)
          if (keyword) next.set(name, keyword)
          else next.delete(name)
          return next
        },
        { replace: true }
      ),
    [name, setParams]
  )
  const { keyword, setKeyword } = useKeywordSearch(committed, apply, { delay: debounceMs })
  return { text: keyword, setText: setKeyword, query: committed.trim() }
}
