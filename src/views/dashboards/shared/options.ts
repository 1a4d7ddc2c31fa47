// The cards' time-range and year choices as dropdown options, labelled in the user's language.
import type { TFunction } from 'i18next'
import { CARD_TIME_RANGES, REVENUE_YEARS, type CardTimeRange, type RevenueYear } from '@/contracts/cards'
import type { DropdownOption } from '@/@core/components/cards/OptionsDropdown'

const RANGE_KEYS: Record<CardTimeRange, string> = {
  'Last 28 Days': 'dashboards.ranges.last28Days',
  'Last Month': 'dashboards.ranges.lastMonth',
  'Last Year': 'dashboards.ranges.lastYear'
}

export const rangeOptions = (t: TFunction): DropdownOption<CardTimeRange>[] =>
  CARD_TIME_RANGES.map((value) => ({ value, label: t(RANGE_KEYS[value]) }))

export const yearOptions = (): DropdownOption<RevenueYear>[] =>
  REVENUE_YEARS.map((value) => ({ value, label: value }))
