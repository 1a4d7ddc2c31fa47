// /music/releases: releases with a keyword, type, readiness (has errors) and artist filters, sortable columns and
// pages, all kept in the URL; new, edit and delete (asks first) for the roles that may.
import { memo, useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Pencil, Plus, Trash2, X } from 'lucide-react'
import { Button, Card, CardHeader } from 'reactstrap'
import { toast } from 'react-toastify'
import { CATALOGUE_PATHS, RELEASE_TYPES, releaseListQuery, type Release } from '@/contracts/catalogue'
import { encodeListQuery } from '@/contracts/list'
import { nextSort, useUrlListParams } from '@/@core/hooks/useUrlListParams'
import { Can, useAbility } from '@/configs/AbilityContext'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import { FilterSelect } from '@/@core/components/list/FilterSelect'
import { KeywordField } from '@/@core/components/list/KeywordField'
import { ListHeader } from '@/@core/components/list/ListHeader'
import { ListTable } from '@/@core/components/list/ListTable'
import { Pager } from '@/@core/components/list/Pager'
import { RowAction, RowActions } from '@/@core/components/list/RowActions'
import { SortHeader } from '@/@core/components/list/SortHeader'
import { CompactList, CompactRow } from '@/@core/components/list/CompactList'
import { useCompactList } from '@/@core/components/list/useCompactList'
import { formatDate, formatDuration, pillClass } from '../shared/format'
import { CatalogueImage } from '../shared/catalogue/CatalogueImage'
import { deleteRelease, fetchReleases, selectReleases } from './releasesSlice'
import '../shared/music.scss'

type SortField = 'created_at' | 'title' | 'original_release_date'

const READINESS_OPTIONS = ['true', 'false'] as const

type RowProps = {
  release: Release
  language: string
  canUpdate: boolean
  canDelete: boolean
  onDelete: (release: Release) => void
}

export const artistNames = (release: Pick<Release, 'artists'>) =>
  release.artists.map((a) => a.name).join(', ')

const ReleaseRow = memo(function ReleaseRow({ release, language, canUpdate, canDelete, onDelete }: RowProps) {
  const { t } = useTranslation()
  return (
    <tr>
      <td className="list-pin-start">
        <div className="d-flex align-items-center gap-2">
          <CatalogueImage src={release.cover_url} name={release.title} size={40} />
          <div className="min-w-0">
            <Link
              to={`/music/releases/${release.id}`}
              className="fw-semibold"
              aria-label={t('music.releases.open', { title: release.title })}
            >
              <bdi>{release.title}</bdi>
            </Link>
            <div dir="auto" className="small text-body-secondary text-truncate text-page-start">
              {release.artists.map((a, i) => (
                <span key={a.id}>
                  {i > 0 && ', '}
                  <Link to={`/music/artists/${a.id}`} className="link-secondary">
                    {a.name}
                  </Link>
                </span>
              ))}
            </div>
          </div>
        </div>
      </td>
      <td>
        <span className={pillClass('info')}>{t(`music.releases.types.${release.type}`)}</span>
      </td>
      <td className="text-end">{release.track_count}</td>
      <td className="text-end">{formatDuration(release.duration)}</td>
      <td className="text-nowrap">{formatDate(release.original_release_date, language)}</td>
      <td className="text-nowrap">{formatDate(release.created_at, language)}</td>
      {(canUpdate || canDelete) && (
        <td className="list-pin-end">
          <RowActions end>
            {canUpdate && (
              <RowAction
                to={`/music/releases/${release.id}/edit`}
                icon={Pencil}
                iconSize={14}
                label={t('music.releases.actions.edit', { title: release.title })}
              />
            )}
            {canDelete && (
              <RowAction
                tone="danger"
                icon={Trash2}
                iconSize={14}
                label={t('music.releases.actions.delete', { title: release.title })}
                onClick={() => onDelete(release)}
              />
            )}
          </RowActions>
        </td>
      )}
    </tr>
  )
})

export default function ReleaseList() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const { params, update, keyword, setKeyword } = useUrlListParams(releaseListQuery)
  const ability = useAbility()
  const canUpdate = ability.can('update', 'Release')
  const canDelete = ability.can('delete', 'Release')
  const [toDelete, setToDelete] = useState<Release | null>(null)
  const { data, total, totalEstimated, loading, error } = useAppSelector(selectReleases)
  const language = i18n.language
  const artistId = params.filters.artist_id
  const artistName = artistId
    ? data.flatMap((r) => r.artists).find((a) => a.id === artistId)?.name
    : undefined

  useEffect(() => {
    const request = dispatch(fetchReleases(params))
    return () => request.abort()
  }, [dispatch, params])

  const onPageChange = useCallback((page: number) => update({ page }), [update])
  const onPerPageChange = useCallback((per_page: number) => update({ per_page }), [update])
  const onSort = useCallback(
    (field: SortField) => update(nextSort(params, field, field === 'title' ? 'asc' : 'desc')),
    [update, params]
  )
  const onDelete = useCallback((release: Release) => setToDelete(release), [])
  const sort = { sortBy: params.sort_by, sortDir: params.sort_dir, onSort }
  const withActions = canUpdate || canDelete
  const compact = useCompactList()
  const retry = () => void dispatch(fetchReleases(params))

  return (
    <section aria-labelledby="releases-title">
      <ListHeader
        id="releases-title"
        exportAs={{
          path: CATALOGUE_PATHS.releases,
          query: encodeListQuery(releaseListQuery, 'http', params),
          name: 'releases'
        }}
        title={t('music.releases.title')}
        subtitle={t('music.releases.subtitle')}
        action={
          <Can I="create" a="Release">
            <Link className="btn btn-primary" to="/music/releases/new">
              <Plus size={16} aria-hidden="true" className="me-1" />
              {t('music.releases.add')}
            </Link>
          </Can>
        }
      />
      <Card>
        <CardHeader className="bg-transparent">
          <div className="row g-3 align-items-end" role="search">
            <div className="col-md-4">
              <KeywordField
                id="release-keyword"
                label={t('music.releases.keyword')}
                placeholder={t('music.releases.keywordPlaceholder')}
                value={keyword}
                onChange={setKeyword}
              />
            </div>
            <div className="col-md-3">
              <FilterSelect
                id="release-type-filter"
                label={t('music.releases.typeFilter')}
                allLabel={t('music.releases.allTypes')}
                value={params.filters.type}
                options={RELEASE_TYPES}
                optionLabel={(type) => t(`music.releases.types.${type}`)}
                onChange={(type) => update({ filters: { type } })}
              />
            </div>
            <div className="col-md-3">
              <FilterSelect
                id="release-readiness-filter"
                label={t('music.releases.filters.readiness')}
                allLabel={t('music.releases.filters.allReadiness')}
                value={
                  params.filters.has_errors === undefined ? undefined : String(params.filters.has_errors)
                }
                options={READINESS_OPTIONS}
                optionLabel={(v) =>
                  t(v === 'true' ? 'music.releases.filters.hasErrors' : 'music.releases.filters.noErrors')
                }
                onChange={(v) =>
                  update({ filters: { has_errors: v === undefined ? undefined : v === 'true' } })
                }
              />
            </div>
            <div className="col-md-2 text-md-end">
              <h2 className="h6 mb-0 text-body-secondary">
                {t(totalEstimated ? 'music.releases.countAbout' : 'music.releases.count', { count: total })}
              </h2>
            </div>
            {artistId && (
              <div className="col-12">
                <Button
                  color="secondary"
                  outline
                  size="sm"
                  onClick={() => update({ filters: { artist_id: undefined } })}
                  aria-label={t('music.releases.clearArtist')}
                >
                  {t('music.releases.byArtist', { name: artistName ?? `#${artistId}` })}
                  <X size={14} aria-hidden="true" className="ms-1" />
                </Button>
              </div>
            )}
          </div>
        </CardHeader>
        {compact ? (
          <CompactList
            label={t('music.releases.caption')}
            rows={data.length}
            loading={loading}
            error={error}
            emptyText={t('music.releases.empty')}
            onRetry={retry}
          >
            {data.map((r) => (
              <CompactRow
                key={r.id}
                lead={<CatalogueImage src={r.cover_url} name={r.title} size={40} />}
                name={r.title}
                title={
                  <Link
                    to={`/music/releases/${r.id}`}
                    aria-label={t('music.releases.open', { title: r.title })}
                  >
                    <bdi>{r.title}</bdi>
                  </Link>
                }
                facts={[
                  artistNames(r),
                  t(`music.releases.types.${r.type}`),
                  t('music.releases.trackCount', { count: r.track_count })
                ]}
                actions={
                  canDelete
                    ? [
                        {
                          label: t('music.releases.compact.delete'),
                          icon: Trash2,
                          danger: true,
                          onSelect: () => onDelete(r)
                        }
                      ]
                    : []
                }
              />
            ))}
          </CompactList>
        ) : (
          <ListTable
            caption={t('music.releases.caption')}
            className="music-table"
            columns={withActions ? 7 : 6}
            rows={data.length}
            loading={loading}
            error={error}
            emptyText={t('music.releases.empty')}
            onRetry={retry}
            head={
              <>
                <SortHeader
                  field="title"
                  label={t('music.releases.columns.title')}
                  className="list-pin-start"
                  {...sort}
                />
                <th scope="col">{t('music.releases.columns.type')}</th>
                <th scope="col" className="text-end">
                  {t('music.releases.columns.tracks')}
                </th>
                <th scope="col" className="text-end">
                  {t('music.releases.columns.duration')}
                </th>
                <SortHeader
                  field="original_release_date"
                  label={t('music.releases.columns.released')}
                  {...sort}
                />
                <SortHeader field="created_at" label={t('music.releases.columns.created')} {...sort} />
                {withActions && (
                  <th scope="col" className="text-end list-pin-end">
                    {t('music.common.actions')}
                  </th>
                )}
              </>
            }
          >
            {data.map((r) => (
              <ReleaseRow
                key={r.id}
                release={r}
                language={language}
                canUpdate={canUpdate}
                canDelete={canDelete}
                onDelete={onDelete}
              />
            ))}
          </ListTable>
        )}
        <Pager
          id="releases"
          dense
          page={params.page}
          perPage={params.per_page}
          total={total}
          onPageChange={onPageChange}
          onPerPageChange={onPerPageChange}
        />
      </Card>
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={t('music.releases.delete.title')}
        body={t('music.releases.delete.body', { title: toDelete?.title ?? '' })}
        confirmLabel={t('music.releases.delete.confirm')}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return
          await dispatch(deleteRelease(toDelete.id)).unwrap()
          toast.success(t('music.releases.delete.done', { title: toDelete.title }))
        }}
      />
    </section>
  )
}
