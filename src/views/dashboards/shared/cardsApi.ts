// The card calls of spec §7 (answered by the fake database in both run modes).
import { http } from '@/auth/http'
import {
  analyticsCardPath,
  statisticsCardPath,
  type AnalyticsCard,
  type StatisticsCard,
  type StatisticsCardData
} from '@/contracts/cards'

export async function fetchAnalyticsCard<T>(
  card: AnalyticsCard,
  params: Record<string, string>,
  signal?: AbortSignal
): Promise<T> {
  const response = await http.get<{ data: T }>(analyticsCardPath(card), { params, signal })
  return response.data.data
}

export async function fetchStatisticsCard(
  card: StatisticsCard,
  signal?: AbortSignal
): Promise<StatisticsCardData> {
  const response = await http.get<{ data: StatisticsCardData }>(statisticsCardPath(card), { signal })
  return response.data.data
}
