// /music/tracks/:id/history: a track's plays, newest first and paginated, under a chart of plays per day (spec §7).
import { ExportButton } from '@/@core/components/list/ExportButton'
import { encodeListQuery } from '@/contracts/list'
import { memo, useCallback, useEffect, useMemo } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useParams } from 'react-router-dom'
import { ArrowLeft, Play } from 'lucide-react'
import { Alert, Button, Card, CardBody, CardHeader } from 'reactstrap'
import { MUSIC_PATHS, playHistoryListQuery, type PlayHistory } from '@/contracts/music'
import { useUrlListParams } from '@/@core/hooks/useUrlListParams'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { songAdded } from '@/redux/playerSlice'
import { trackToSong } from '@/@core/components/player/songs'
import { ListTable } from '@/@core/components/list/ListTable'
import { Pager } from '@/@core/components/list/Pager'
import { CompactList, CompactRow } from '@/@core/components/list/CompactList'
import { useCompactList } from '@/@core/components/list/useCompactList'
import { formatDate, formatDuration } from '../shared/format'
import { fetchPlayHistory, fetchTrackHistory, selectPlayHistory } from './playHistorySlice'
import { PlaysChart } from './PlaysChart'
import '../shared/music.scss'

const PlayRow = memo(function PlayRow({ play, language }: { play: PlayHistory; language: string }) {
  const { t } = useTranslation()
  return (
    <tr>
      <td className="text-nowrap list-pin-start">{formatDate(play.played_at, language, true)}</td>
      <td>{play.user_name}</td>
      <td>{formatDuration(play.seconds_played)}</td>
      <td>{t(`music.history.devices.${play.device}`)}</td>
      <td dir="ltr" className="text-page-start">
        {play.country}
      </td>
    </tr>
  )
})

export default function PlayHistoryPage() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const trackId = Number(useParams().id)
  const { params: list, update } = useUrlListParams(playHistoryListQuery)
  const { page, per_page: perPage } = list
  const params = useMemo(() => ({ track_id: trackId, page, per_page: perPage }), [trackId, page, perPage])
  const { data, total, loading, error, trackHistory, trackLoading, trackError } =
    useAppSelector(selectPlayHistory)
  const compact = useCompactList()

  useEffect(() => {
    const request = dispatch(fetchTrackHistory(trackId))
    return () => request.abort()
  }, [dispatch, trackId])
  useEffect(() => {
    const request = dispatch(fetchPlayHistory(params))
    return () => request.abort()
  }, [dispatch, params])

  const onPageChange = useCallback((p: number) => update({ page: p }), [update])
  const onPerPageChange = useCallback((n: number) => update({ per_page: n }), [update])

  const history = trackHistory?.track.id === trackId ? trackHistory : null
  const track = history?.track

  return (
    <section aria-labelledby="history-title">
      <Link to="/music/tracks" className="btn btn-link px-0 mb-2">
        <ArrowLeft size={16} aria-hidden="true" className="me-1 rtl-flip" />
        {t('music.history.backToTracks')}
      </Link>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        {track?.cover_url && <img src={track.cover_url} alt="" width={64} height={64} className="rounded" />}
        <div className="flex-grow-1">
          <h1 id="history-title" className="h3 mb-1">
            {t('music.history.title')}
          </h1>
          <p className="text-body-secondary mb-0">
            {track ? t('music.history.subtitle', { title: track.title, artist: track.artist }) : '\u00a0'}
          </p>
        </div>
        <ExportButton
          path={MUSIC_PATHS.playHistories}
          query={{ ...encodeListQuery(playHistoryListQuery, 'http', list), track_id: trackId }}
          name={`plays-track-${trackId}`}
        />
        {track?.audio_url && (
          <Button color="primary" outline onClick={() => dispatch(songAdded(trackToSong(track)))}>
            <Play size={16} aria-hidden="true" className="me-1" />
            {t('music.tracks.actions.play', { title: track.title })}
          </Button>
        )}
      </div>
      <Card className="mb-3">
        <CardHeader className="bg-transparent d-flex justify-content-between align-items-center">
          <h2 className="h6 mb-0">{t('music.history.chartTitle')}</h2>
          {/* Each figure names its period: the chart's 30 days, and every play ever (the table below). */}
          <span className="small text-body-secondary">
            {history &&
              t('music.history.totalInChart', {
                count: history.perDay.reduce<number>((sum, d) => sum + d.plays, 0)
              })}
            {history && ' · '}
            {t('music.history.totalAllTime', { count: total })}
          </span>
        </CardHeader>
        <CardBody>
          {trackError ? (
            <Alert fade={false} color="danger" className="mb-0" role="alert">
              {trackError}
            </Alert>
          ) : !history || trackLoading ? (
            <div className="d-flex justify-content-center align-items-center" style={{ height: 260 }}>
              <div className="spinner-border text-primary" aria-hidden="true" />
              <span className="visually-hidden">{t('common.loading')}</span>
            </div>
          ) : (
            <PlaysChart perDay={history.perDay} />
          )}
        </CardBody>
      </Card>
      <Card>
        {compact ? (
          <CompactList
            label={t('music.history.caption')}
            rows={data.length}
            loading={loading}
            error={error}
            emptyText={t('music.history.empty')}
            onRetry={() => void dispatch(fetchPlayHistory(params))}
          >
            {data.map((play) => (
              <CompactRow
                key={play.id}
                name={play.user_name}
                title={play.user_name}
                facts={[
                  formatDate(play.played_at, i18n.language, true),
                  formatDuration(play.seconds_played),
                  t(`music.history.devices.${play.device}`),
                  <span key="country" dir="ltr">
                    {play.country}
                  </span>
                ]}
                actions={[]}
              />
            ))}
          </CompactList>
        ) : (
          <ListTable
            caption={t('music.history.caption')}
            className="music-table"
            columns={5}
            rows={data.length}
            loading={loading}
            error={error}
            emptyText={t('music.history.empty')}
            onRetry={() => void dispatch(fetchPlayHistory(params))}
            head={
              <>
                <th scope="col" className="list-pin-start">
                  {t('music.history.columns.playedAt')}
                </th>
                <th scope="col">{t('music.history.columns.listener')}</th>
                <th scope="col">{t('music.history.columns.seconds')}</th>
                <th scope="col">{t('music.history.columns.device')}</th>
                <th scope="col">{t('music.history.columns.country')}</th>
              </>
            }
          >
            {data.map((play) => (
              <PlayRow key={play.id} play={play} language={i18n.language} />
            ))}
          </ListTable>
        )}
        <Pager
          id="history"
          dense
          page={page}
          perPage={perPage}
          total={total}
          onPageChange={onPageChange}
          onPerPageChange={onPerPageChange}
        />
      </Card>
    </section>
  )
}
