// Keyword (debounced), genre and date-added range of the track list (spec §3 track filters).
import { memo } from 'react'
import { useTranslation } from 'react-i18next'
import { X } from 'lucide-react'
import { Button, Col, Input, Label, Row } from 'reactstrap'
import { GENRES, type TrackFilters as Filters } from '@/contracts/music'
import { KeywordField } from '@/@core/components/list/KeywordField'
import { useKeywordSearch } from '@/@core/components/list/useKeywordSearch'
import type { TrackListChange } from '../useTrackListParams'

type Props = {
  filters: Filters
  onChange: (change: TrackListChange, options?: { replace?: boolean }) => void
}

export const TrackFilters = memo(function TrackFilters({ filters, onChange }: Props) {
  const { t } = useTranslation()
  const { keyword, setKeyword, clear } = useKeywordSearch(filters.keyword ?? '', (value) =>
    onChange({ keyword: value }, { replace: true })
  )

  const active = Boolean(filters.keyword || filters.genre || filters.date_from || filters.date_to)
  const invalidRange = Boolean(filters.date_from && filters.date_to && filters.date_from > filters.date_to)

  return (
    <Row className="g-3 align-items-end" role="search">
      <Col md={4}>
        <KeywordField
          id="track-keyword"
          label={t('music.tracks.filters.keyword')}
          placeholder={t('music.tracks.filters.keywordPlaceholder')}
          value={keyword}
          onChange={setKeyword}
        />
      </Col>
      <Col md={3}>
        <Label for="track-genre">{t('music.tracks.filters.genre')}</Label>
        <Input
          id="track-genre"
          type="select"
          value={filters.genre ?? ''}
          onChange={(e) => onChange({ genre: (e.target.value || undefined) as Filters['genre'] })}
        >
          <option value="">{t('music.tracks.filters.allGenres')}</option>
          {GENRES.map((genre) => (
            <option key={genre} value={genre}>
              {t(`music.genres.${genre}`)}
            </option>
          ))}
        </Input>
      </Col>
      <Col sm={6} md={2}>
        <Label for="track-date-from">{t('music.tracks.filters.dateFrom')}</Label>
        <Input
          id="track-date-from"
          type="date"
          value={filters.date_from ?? ''}
          max={filters.date_to}
          invalid={invalidRange}
          onChange={(e) => onChange({ date_from: e.target.value || undefined })}
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
          onChange={(e) => onChange({ date_to: e.target.value || undefined })}
        />
      </Col>
      <Col md={1} className="d-grid">
        <Button
          color="secondary"
          outline
          disabled={!active && keyword === ''}
          aria-label={t('music.tracks.filters.clear')}
          title={t('music.tracks.filters.clear')}
          onClick={() => {
            clear()
            onChange({ keyword: undefined, genre: undefined, date_from: undefined, date_to: undefined })
          }}
        >
          <X size={16} aria-hidden="true" />
          <span className="d-md-none ms-1">{t('music.tracks.filters.clear')}</span>
        </Button>
      </Col>
      {invalidRange && (
        <Col xs={12}>
          <p className="text-danger small mb-0" role="alert">
            {t('music.tracks.filters.badRange')}
          </p>
        </Col>
      )}
    </Row>
  )
})
