// Chooses the overview's range: the last 7, 30 or 90 days, or a custom range of days (at most 366).
import { useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, ButtonGroup, Form, FormFeedback, Input, Label } from 'reactstrap'
import { MAX_STATS_DAYS, STATS_RANGES, type StatsRange, type StatsRangeQuery } from '@/contracts/stats'

type Props = {
  range: StatsRangeQuery
  /** The days the shown data covers (to prefill the custom range). */
  shown: StatsRange | null
  onChange: (range: StatsRangeQuery) => void
}

type Errors = { from?: string; to?: string }

export function RangePicker({ range, shown, onChange }: Props) {
  const { t } = useTranslation()
  const custom = range.from !== undefined
  const [editing, setEditing] = useState(false)
  const [from, setFrom] = useState(range.from ?? shown?.from ?? '')
  const [to, setTo] = useState(range.to ?? shown?.to ?? '')
  const [errors, setErrors] = useState<Errors>({})

  const openCustom = () => {
    setFrom(range.from ?? shown?.from ?? '')
    setTo(range.to ?? shown?.to ?? '')
    setErrors({})
    setEditing(true)
  }

  const apply = (event: FormEvent) => {
    event.preventDefault()
    const next: Errors = {}
    if (!from) next.from = t('music.overview.range.fromRequired')
    if (!to) next.to = t('music.overview.range.toRequired')
    if (from && to && from > to) next.from = t('music.overview.range.fromAfterTo')
    if (from && to && from <= to && (Date.parse(to) - Date.parse(from)) / 86_400_000 >= MAX_STATS_DAYS)
      next.to = t('music.overview.range.tooLong', { days: MAX_STATS_DAYS })
    setErrors(next)
    if (Object.keys(next).length > 0) return
    setEditing(false)
    onChange({ from, to })
  }

  return (
    <div className="d-flex flex-column align-items-stretch align-items-md-end gap-2">
      <ButtonGroup size="sm" role="group" aria-label={t('music.overview.range.label')}>
        {STATS_RANGES.map((days) => {
          const active = !custom && range.days === days
          return (
            <Button
              key={days}
              color="primary"
              outline={!active}
              aria-pressed={active}
              onClick={() => {
                setEditing(false)
                onChange({ days })
              }}
            >
              {t('music.overview.range.lastDays', { count: days })}
            </Button>
          )
        })}
        <Button
          color="primary"
          outline={!custom}
          aria-pressed={custom}
          aria-expanded={editing}
          onClick={openCustom}
        >
          {t('music.overview.range.custom')}
        </Button>
      </ButtonGroup>
      {editing && (
        <Form className="d-flex flex-wrap align-items-start gap-2" onSubmit={apply} noValidate>
          <div>
            <Label for="stats-from" className="small mb-1">
              {t('music.overview.range.from')}
            </Label>
            <Input
              id="stats-from"
              type="date"
              bsSize="sm"
              value={from}
              invalid={!!errors.from}
              aria-describedby={errors.from ? 'stats-from-error' : undefined}
              onChange={(e) => setFrom(e.target.value)}
            />
            {errors.from && <FormFeedback id="stats-from-error">{errors.from}</FormFeedback>}
          </div>
          <div>
            <Label for="stats-to" className="small mb-1">
              {t('music.overview.range.to')}
            </Label>
            <Input
              id="stats-to"
              type="date"
              bsSize="sm"
              value={to}
              invalid={!!errors.to}
              aria-describedby={errors.to ? 'stats-to-error' : undefined}
              onChange={(e) => setTo(e.target.value)}
            />
            {errors.to && <FormFeedback id="stats-to-error">{errors.to}</FormFeedback>}
          </div>
          <div className="d-flex gap-2 align-self-end">
            <Button type="submit" color="primary" size="sm">
              {t('music.overview.range.apply')}
            </Button>
            <Button type="button" color="secondary" outline size="sm" onClick={() => setEditing(false)}>
              {t('music.common.cancel')}
            </Button>
          </div>
        </Form>
      )}
    </div>
  )
}
