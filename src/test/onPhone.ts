import { vi } from 'vitest'

/** Answers width queries as a 390 px phone would (lists fold into compact rows); undo with vi.restoreAllMocks(). */
export function onPhone(): void {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query) =>
      ({
        matches: /max-width:\s*(575|767)/.test(query),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {}
      }) as unknown as MediaQueryList
  )
}
