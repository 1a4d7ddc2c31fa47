import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ListGroup, ListGroupItem } from 'reactstrap'
import { DashboardCard } from '@/@core/components/cards/DashboardCard'
import { OptionsDropdown } from '@/@core/components/cards/OptionsDropdown'

const TOP = {
  week: [
    ['Midnight Drive', 18234],
    ['Golden Hour', 15120],
    ['Paper Boats', 9871]
  ],
  month: [
    ['Golden Hour', 70211],
    ['Midnight Drive', 66002],
    ['Low Tide', 41870]
  ]
} as const

export function AdvancedCard() {
  const { t, i18n } = useTranslation()
  const [range, setRange] = useState<'week' | 'month'>('week')
  return (
    <DashboardCard
      title={t('ui.cards.advanced.topTracks')}
      subtitle={t(`ui.cards.advanced.ranges.${range}`)}
      action={
        <OptionsDropdown
          label={t('ui.cards.advanced.rangeLabel')}
          value={range}
          onChange={setRange}
          options={[
            { value: 'week', label: t('ui.cards.advanced.ranges.week') },
            { value: 'month', label: t('ui.cards.advanced.ranges.month') }
          ]}
        />
      }
    >
      <ListGroup flush>
        {TOP[range].map(([title, plays], index) => (
          <ListGroupItem key={title} className="d-flex justify-content-between px-0">
            <span>
              {index + 1}. {title}
            </span>
            <span className="text-body-secondary">
              {t('ui.cards.advanced.plays', { count: plays, formatted: plays.toLocaleString(i18n.language) })}
            </span>
          </ListGroupItem>
        ))}
      </ListGroup>
    </DashboardCard>
  )
}
