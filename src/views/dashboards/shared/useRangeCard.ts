// A card whose dropdown picks the time range (or year) it shows: the choice and the card's data for it.
import { useState } from 'react'
import type { AnalyticsCard } from '@/contracts/cards'
import { fetchAnalyticsCard } from './cardsApi'
import { useCard, type CardData } from './useCard'

export function useRangeCard<T, V extends string>(
  card: AnalyticsCard,
  param: 'range' | 'year',
  initial: V
): CardData<T> & { value: V; setValue: (value: V) => void } {
  const [value, setValue] = useState<V>(initial)
  const data = useCard<T>(`${card}|${value}`, (signal) =>
    fetchAnalyticsCard<T>(card, { [param]: value }, signal)
  )
  return { ...data, value, setValue }
}
