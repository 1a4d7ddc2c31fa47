// Keyword (debounced), genre, status, lyrics, audio needing attention (issue 38) and date-added range of the track
// list (spec §3 track filters).
import { memo, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Col, Input, Label, Row } from 'reactstrap'
import { TRACK_STATUSES, trackListQuery, type TrackFilters as Filters } from '@/contracts/music'
import { ClearFilters } from '@/@core/components/list/ClearFilters'
import { FilterSelect } from '@/@core/components/list/FilterSelect'
import { KeywordField } from '@/@core/components/list/KeywordField'
import type { UpdateList } from '@/@core/hooks/useUrlListParams'
import { useGenres } from '../../shared/catalogue/useGenres'

type Props = {
  filters: Filters
  /** What is typed in the keyword box; the list hook sends it to the URL once typing pauses. */
  keyword: string
  onKeywordChange: (keyword: string) => void
  onClear: () => void
  onChange: UpdateList<typeof trackListQuery>
}

export const TrackFilters = memo(function TrackFilters({
  filters,
  keyword,
  onKeywordChange,
  onClear,
  onChange
}: Props) {
  const { t } = useTranslation()
  const { genres, label: genreLabel } = useGenres()
  const genreSlugs = useMemo(() => genres.map((g) => g.slug), [genres])

  const active = Boolean(
    filters.keyword ||
    filters.genre ||
    filters.status ||
    filters.explicit !== undefined ||
    filters.date_from ||
    filters.date_to ||
    filters.needs_attention
  )
  const invalidRange = Boolean(filters.date_from && filters.date_to && filters.date_from > filters.date_to)

  return (
    <Row className="g-3 align-items-end" role="search">
      <Col md={6} lg={4}>
        <KeywordField
          id="track-keyword"
          label={t('music.tracks.filters.keyword')}
          placeholder={t('music.tracks.filters.keywordPlaceholder')}
          value={keyword}
          onChange={onKeywordChange}
        />
      </Col>
      <Col sm={6} md={3} lg={2}>
        <FilterSelect
          id="track-genre"
          label={t('music.tracks.filters.genre')}
          allLabel={t('music.tracks.filters.allGenres')}
          value={filters.genre}
          options={genreSlugs}
          optionLabel={genreLabel}
          onChange={(genre) => onChange({ filters: { genre } })}
        />
      </Col>
      <Col sm={6} md={2}>
        <FilterSelect
          id="track-status"
          label={t('music.tracks.filters.status')}
          allLabel={t('music.tracks.filters.allStatuses')}
          value={filters.status}
          options={TRACK_STATUSES}
          optionLabel={(status) => t(`music.tracks.status.${status}`)}
          onChange={(status) => onChange({ filters: { status } })}
        />
      </Col>
      <Col sm={6} md={2}>
        <FilterSelect
          id="track-explicit"
          label={t('music.tracks.filters.explicit')}
          allLabel={t('music.tracks.filters.anyLyrics')}
          value={filters.explicit === undefined ? undefined : filters.explicit ? 'true' : 'false'}
          options={['true', 'false'] as const}
          optionLabel={(v) =>
            t(v === 'true' ? 'music.tracks.filters.explicitOnly' : 'music.tracks.filters.cleanOnly')
          }
          onChange={(v) => onChange({ filters: { explicit: v === undefined ? undefined : v === 'true' } })}
        />
      </Col>
      <Col sm={6} md={2}>
        <FilterSelect
          id="track-attention"
          label={t('music.tracks.filters.attention')}
          allLabel={t('music.tracks.filters.anyAttention')}
          value={filters.needs_attention ? 'true' : undefined}
          options={['true'] as const}
          optionLabel={() => t('music.tracks.filters.needsAttentionOnly')}
          onChange={(v) => onChange({ filters: { needs_attention: v === 'true' ? true : undefined } })}
        />
      </Col>
      <Col sm={6} md={2}>
        <Label for="track-date-from">{t('music.tracks.filters.dateFrom')}</Label>
        <Input
          id="track-date-from"
          type="date"
          value={filters.date_from ?? ''}
          max={filters.date_to}
          invalid={invalidRange}
          aria-describedby={invalidRange ? 'track-date-range-error' : undefined}
          onChange={(e) => onChange({ filters: { date_from: e.target.value || undefined } })}
        />
      </Col>
      <Col sm={6} md={2}>
        <Label for="track-date-to">{t('music.tracks.filters.dateTo')}</Label>
        <Input
          id="track-date-to"
          type="date"
          value={filters.date_to ?? ''}
          min={filters.date_from}
          invalid={invalidRange}
          aria-describedby={invalidRange ? 'track-date-range-error' : undefined}
          onChange={(e) => onChange({ filters: { date_to: e.target.value || undefined } })}
        />
      </Col>
      <Col md="auto" className="d-grid">
        <ClearFilters
          label={t('music.tracks.filters.clear')}
          disabled={!active && keyword === ''}
          onClick={() => {
            onClear()
            onChange({
              filters: {
                keyword: undefined,
                genre: undefined,
                status: undefined,
                explicit: undefined,
                date_from: undefined,
                date_to: undefined,
                needs_attention: undefined
              }
            })
          }}
        />
      </Col>
      {invalidRange && (
        <Col xs={12}>
          <p id="track-date-range-error" className="text-danger small mb-0" role="alert">
            {t('music.tracks.filters.badRange')}
          </p>
        </Col>
      )}
    </Row>
  )
})
