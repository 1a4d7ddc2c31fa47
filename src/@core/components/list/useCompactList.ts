import { COMPACT_LIST_QUERY, useMediaQuery } from '@/@core/hooks/useMediaQuery'

/** Whether lists show compact two-line rows and a folded filter panel instead of their table (phones). */
export const useCompactList = (): boolean => useMediaQuery(COMPACT_LIST_QUERY)

/** How many filters hold a value: the number on the folded panel's button. */
export function countActiveFilters(filters: Record<string, unknown>): number {
  return Object.values(filters).filter((value) => value !== undefined && value !== null && value !== '')
    .length
}
