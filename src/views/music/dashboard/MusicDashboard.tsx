// /dashboard/music: the music overview, the administrator's home. Every number is the server's, read from its
// daily roll-ups (demo mode: the fake database's). The range is in the URL.
import { useEffect, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Clock, Disc3, FileEdit, Music, Tags } from 'lucide-react'
import { Col, Row } from 'reactstrap'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { CardState } from '@/@core/components/cards/CardState'
import { DashboardCard } from '@/@core/components/cards/DashboardCard'
import { StatsHorizontal } from '@/@core/components/cards/StatsHorizontal'
import { formatCount } from '@/views/music/shared/format'
import type { StatsSection } from './statsApi'
import {
  fetchCatalogueStats,
  fetchStatsSection,
  rangeChosen,
  selectMusicStats,
  STATS_SECTIONS
} from './statsSlice'
import { useStatsRange } from './useStatsRange'
import { GenresChart } from './components/GenresChart'
import { NewUsersChart } from './components/NewUsersChart'
import { PlaysChart } from './components/PlaysChart'
import { RangePicker } from './components/RangePicker'
import { TopArtistsList } from './components/TopArtistsList'
import { TopTracksChart } from './components/TopTracksChart'
import { rangeText } from './components/dayLabels'
import '@/@core/components/cards/cards.scss'
import './dashboard.scss'
import { numberFormat } from '@/lib/numberFormat'

function Empty({ children }: { children: ReactNode }) {
  return <p className="text-body-secondary text-center my-5">{children}</p>
}

export default function MusicDashboard() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const [range, setRange] = useStatsRange()
  const { catalogue, sections } = useAppSelector(selectMusicStats)
  const language = i18n.language

  useEffect(() => {
    const request = dispatch(fetchCatalogueStats())
    return () => request.abort()
  }, [dispatch])
  useEffect(() => {
    dispatch(rangeChosen(range))
    const requests = STATS_SECTIONS.map((section) => dispatch(fetchStatsSection({ section, range })))
    return () => requests.forEach((r) => r.abort())
  }, [dispatch, range])

  const retry = (section: StatsSection) => () => void dispatch(fetchStatsSection({ section, range }))
  const state = (section: StatsSection) => ({
    loading: sections[section].loading && !sections[section].data,
    error: sections[section].error,
    onRetry: retry(section)
  })
  const busy = (section: StatsSection) => sections[section].loading || undefined
  const shown = sections.playsPerDay.data?.range ?? null
  const stats = catalogue.data
  const hours = stats ? stats.audio_seconds / 3600 : 0

  return (
    <section aria-labelledby="music-overview-title">
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-3 mb-3">
        <div>
          <h1 id="music-overview-title" className="h3 mb-1">
            {t('music.overview.title')}
          </h1>
          <p className="text-body-secondary mb-0" aria-live="polite" data-testid="overview-range">
            {shown ? rangeText(shown.from, shown.to, language) : '\u00a0'}
          </p>
        </div>
        <RangePicker
          key={shown ? `${shown.from}|${shown.to}` : 'none'}
          range={range}
          shown={shown}
          onChange={setRange}
        />
      </div>

      {catalogue.error ? (
        <div className="mb-3">
          <CardState
            loading={false}
            error={catalogue.error}
            onRetry={() => void dispatch(fetchCatalogueStats())}
          >
            {null}
          </CardState>
        </div>
      ) : (
        <Row className="g-3 mb-3" role="list" aria-label={t('music.overview.catalogue.label')}>
          {[
            { key: 'tracks', icon: Music, color: 'primary', value: stats?.tracks },
            { key: 'published', icon: Disc3, color: 'success', value: stats?.published },
            { key: 'drafts', icon: FileEdit, color: 'warning', value: stats?.drafts },
            { key: 'hours', icon: Clock, color: 'info', value: undefined },
            { key: 'genres', icon: Tags, color: 'danger', value: stats?.genres }
          ].map(({ key, icon, color, value }) => (
            <Col key={key} xs={6} xl role="listitem">
              <StatsHorizontal
                icon={icon}
                color={color as 'primary'}
                loading={!stats}
                stat={
                  key === 'hours'
                    ? numberFormat(language, { maximumFractionDigits: 1 }).format(hours)
                    : formatCount(value ?? 0, language)
                }
                label={t(`music.overview.catalogue.${key}`)}
              />
            </Col>
          ))}
        </Row>
      )}

      <Row className="g-3 mb-3">
        <Col xl={8}>
          <DashboardCard
            title={t('music.overview.plays.title')}
            subtitle={t('music.overview.plays.subtitle')}
          >
            <CardState {...state('playsPerDay')} minHeight={300}>
              {sections.playsPerDay.data && (
                <div aria-busy={busy('playsPerDay')} data-testid="plays-chart">
                  <PlaysChart
                    plays={sections.playsPerDay.data.data}
                    listeners={
                      sections.listenersPerDay.data &&
                      sections.listenersPerDay.data.data.length === sections.playsPerDay.data.data.length
                        ? sections.listenersPerDay.data.data
                        : null
                    }
                  />
                </div>
              )}
            </CardState>
            {sections.listenersPerDay.error && (
              <div className="mt-2">
                <CardState {...state('listenersPerDay')}>{null}</CardState>
              </div>
            )}
          </DashboardCard>
        </Col>
        <Col xl={4}>
          <DashboardCard title={t('music.overview.genres.title')}>
            <CardState {...state('genres')} minHeight={300}>
              {sections.genres.data &&
                (sections.genres.data.data.length === 0 ? (
                  <Empty>{t('music.overview.noPlays')}</Empty>
                ) : (
                  <div aria-busy={busy('genres')} data-testid="genres-chart">
                    <GenresChart genres={sections.genres.data.data} />
                  </div>
                ))}
            </CardState>
          </DashboardCard>
        </Col>
      </Row>

      <Row className="g-3 mb-3">
        <Col xl={8}>
          <DashboardCard
            title={t('music.overview.topTracks.title')}
            subtitle={t('music.overview.topTracks.subtitle')}
          >
            <CardState {...state('topTracks')} minHeight={300}>
              {sections.topTracks.data &&
                (sections.topTracks.data.data.length === 0 ? (
                  <Empty>{t('music.overview.noPlays')}</Empty>
                ) : (
                  <div aria-busy={busy('topTracks')} data-testid="top-tracks-chart">
                    <TopTracksChart tracks={sections.topTracks.data.data} />
                  </div>
                ))}
            </CardState>
          </DashboardCard>
        </Col>
        <Col xl={4}>
          <DashboardCard title={t('music.overview.topArtists.title')}>
            <CardState {...state('topArtists')} minHeight={300}>
              {sections.topArtists.data &&
                (sections.topArtists.data.data.length === 0 ? (
                  <Empty>{t('music.overview.noPlays')}</Empty>
                ) : (
                  <div aria-busy={busy('topArtists')}>
                    <TopArtistsList artists={sections.topArtists.data.data} />
                  </div>
                ))}
            </CardState>
          </DashboardCard>
        </Col>
      </Row>

      <DashboardCard title={t('music.overview.newUsers.title')}>
        <CardState {...state('newUsersPerDay')} minHeight={220}>
          {sections.newUsersPerDay.data && (
            <div aria-busy={busy('newUsersPerDay')} data-testid="new-users-chart">
              <NewUsersChart days={sections.newUsersPerDay.data.data} />
            </div>
          )}
        </CardState>
      </DashboardCard>
    </section>
  )
}
