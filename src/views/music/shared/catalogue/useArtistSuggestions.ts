// Artists whose name starts with the typed text, asked of the API once typing pauses; stale answers are dropped.
import { useEffect, useState } from 'react'
import type { Artist, Release } from '@/contracts/catalogue'
import { searchArtists, searchReleases } from './catalogueApi'

export const SUGGEST_DELAY_MS = 200

function useSuggestions<T>(text: string, search: (q: string, signal: AbortSignal) => Promise<T[]>) {
  const [found, setFound] = useState<{ q: string; items: T[] } | null>(null)
  const q = text.trim()
  useEffect(() => {
    if (!q) return
    const controller = new AbortController()
    const timer = window.setTimeout(() => {
      search(q, controller.signal).then(
        (items) => setFound({ q, items }),
        () => !controller.signal.aborted && setFound({ q, items: [] })
      )
    }, SUGGEST_DELAY_MS)
    return () => {
      window.clearTimeout(timer)
      controller.abort()
    }
  }, [q, search])
  const current = found && found.q === q ? found.items : null
  return { items: current ?? [], loading: q !== '' && current === null }
}

export const useArtistSuggestions = (text: string) => useSuggestions<Artist>(text, searchArtists)
export const useReleaseSuggestions = (text: string) => useSuggestions<Release>(text, searchReleases)
