// /music/playlists: playlists with a keyword search and pages, both kept in the URL (spec §3, §7).
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useSearchParams } from 'react-router-dom'
import { Globe, Lock } from 'lucide-react'
import { Card, CardBody, CardHeader, Table } from 'reactstrap'
import type { Playlist } from '@/contracts/music'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { ListPager } from '@/@core/components/music/ListPager'
import { TableState } from '@/@core/components/music/TableState'
import { KeywordField } from '@/@core/components/music/KeywordField'
import { formatDate, KEYWORD_DEBOUNCE_MS, pillClass } from '@/@core/components/music/format'
import { DEFAULT_PLAYLIST_PARAMS, fetchPlaylists, selectPlaylists } from './playlistsSlice'
import '@/@core/components/music/music.scss'

const PlaylistRow = memo(function PlaylistRow({
  playlist,
  language
}: {
  playlist: Playlist
  language: string
}) {
  const { t } = useTranslation()
  return (
    <tr>
      <td>
        <Link
          to={`/music/playlists/${playlist.id}`}
          className="fw-semibold"
          aria-label={t('music.playlists.open', { name: playlist.name })}
        >
          {playlist.name}
        </Link>
        <div className="small text-body-secondary text-truncate" style={{ maxWidth: '28rem' }}>
          <bdi>{playlist.description}</bdi>
        </div>
      </td>
      <td>{playlist.owner_name}</td>
      <td className="text-end">{playlist.track_count}</td>
      <td>
        {playlist.is_public ? (
          <span className={pillClass('success')}>
            <Globe size={12} aria-hidden="true" className="me-1" />
            {t('music.playlists.public')}
          </span>
        ) : (
          <span className={pillClass('secondary')}>
            <Lock size={12} aria-hidden="true" className="me-1" />
            {t('music.playlists.private')}
          </span>
        )}
      </td>
      <td className="text-nowrap">{formatDate(playlist.created_at, language)}</td>
    </tr>
  )
})

export default function PlaylistList() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const [search, setSearch] = useSearchParams()
  const key = search.toString()
  const params = useMemo(() => {
    const page = Number(search.get('page'))
    const perPage = Number(search.get('per_page'))
    return {
      keyword: search.get('q')?.trim() ?? '',
      page: Number.isInteger(page) && page >= 1 ? page : 1,
      per_page: [10, 25, 50, 100].includes(perPage) ? perPage : DEFAULT_PLAYLIST_PARAMS.per_page
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query string is the identity of the params
  }, [key])
  const { data, total, loading, error } = useAppSelector(selectPlaylists)
  const [keyword, setKeyword] = useState(params.keyword)
  const sent = useRef(params.keyword)

  const update = useCallback(
    (change: Record<string, string | number | undefined>, replace = false) =>
      setSearch(
        (current) => {
          const next = new URLSearchParams(current)
          for (const [name, value] of Object.entries(change)) {
            if (value === undefined || value === '' || (name === 'page' && value === 1)) next.delete(name)
            else next.set(name, String(value))
          }
          return next
        },
        { replace }
      ),
    [setSearch]
  )

  useEffect(() => {
    if (params.keyword !== sent.current) {
      sent.current = params.keyword
      setKeyword(params.keyword)
    }
  }, [params.keyword])

  useEffect(() => {
    if (keyword.trim() === sent.current) return
    const timer = window.setTimeout(() => {
      sent.current = keyword.trim()
      update({ q: keyword.trim(), page: undefined }, true)
    }, KEYWORD_DEBOUNCE_MS)
    return () => window.clearTimeout(timer)
  }, [keyword, update])

  useEffect(() => {
    const request = dispatch(fetchPlaylists(params))
    return () => request.abort()
  }, [dispatch, params])

  const onPageChange = useCallback((page: number) => update({ page }), [update])
  const onPerPageChange = useCallback((per_page: number) => update({ per_page, page: undefined }), [update])

  return (
    <section aria-labelledby="playlists-title">
      <div className="mb-3">
        <h1 id="playlists-title" className="h3 mb-1">
          {t('music.playlists.title')}
        </h1>
        <p className="text-body-secondary mb-0">{t('music.playlists.subtitle')}</p>
      </div>
      <Card>
        <CardHeader className="bg-transparent">
          <div className="row g-3 align-items-end" role="search">
            <div className="col-md-5">
              <KeywordField
                id="playlist-keyword"
                label={t('music.playlists.keyword')}
                placeholder={t('music.playlists.keywordPlaceholder')}
                value={keyword}
                onChange={setKeyword}
              />
            </div>
            <div className="col-md-7 text-md-end">
              <h2 className="h6 mb-0 text-body-secondary">{t('music.playlists.count', { count: total })}</h2>
            </div>
          </div>
        </CardHeader>
        <div className="table-responsive" aria-busy={loading}>
          <Table hover className="mb-0 align-middle music-table">
            <caption className="visually-hidden">{t('music.playlists.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('music.playlists.columns.name')}</th>
                <th scope="col">{t('music.playlists.columns.owner')}</th>
                <th scope="col" className="text-end">
                  {t('music.playlists.columns.tracks')}
                </th>
                <th scope="col">{t('music.playlists.columns.visibility')}</th>
                <th scope="col">{t('music.playlists.columns.created')}</th>
              </tr>
            </thead>
            <tbody className={loading && data.length > 0 ? 'music-stale' : undefined}>
              <TableState
                colSpan={5}
                loading={loading}
                error={error}
                empty={data.length === 0}
                emptyText={t('music.playlists.empty')}
                onRetry={() => void dispatch(fetchPlaylists(params))}
              />
              {!error && data.map((p) => <PlaylistRow key={p.id} playlist={p} language={i18n.language} />)}
            </tbody>
          </Table>
        </div>
        <CardBody className="p-0">
          <ListPager
            idPrefix="playlists"
            page={params.page}
            perPage={params.per_page}
            total={total}
            onPageChange={onPageChange}
            onPerPageChange={onPerPageChange}
          />
        </CardBody>
      </Card>
    </section>
  )
}
