// /music/artists: artists with a keyword, a country filter, sortable columns and pages, all kept in the URL; new,
// edit and delete (asks first) for the roles that may.
import { memo, useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useNavigate } from 'react-router-dom'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import { Button, Card, CardHeader } from 'reactstrap'
import { toast } from 'react-toastify'
import { artistListQuery, CATALOGUE_PATHS, type Artist, type ArtistInputParsed } from '@/contracts/catalogue'
import { encodeListQuery } from '@/contracts/list'
import { USER_COUNTRIES } from '@/contracts/music'
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
import { formatCount, formatDate } from '../shared/format'
import { CatalogueImage } from '../shared/catalogue/CatalogueImage'
import { countryName } from '../shared/catalogue/countryNames'
import { deleteArtist, fetchArtists, saveArtistThunk, selectArtists } from './artistsSlice'
import { ArtistFormModal } from './components/ArtistFormModal'
import { warnNamesakes } from './namesakeToast'
import '../shared/music.scss'

type RowProps = {
  artist: Artist
  language: string
  canUpdate: boolean
  canDelete: boolean
  onEdit: (artist: Artist) => void
  onDelete: (artist: Artist) => void
}

const ArtistRow = memo(function ArtistRow({
  artist,
  language,
  canUpdate,
  canDelete,
  onEdit,
  onDelete
}: RowProps) {
  const { t } = useTranslation()
  return (
    <tr>
      <td className="list-pin-start">
        <div className="d-flex align-items-center gap-2">
          <CatalogueImage src={artist.image_url} name={artist.name} size={36} round />
          <div className="min-w-0">
            <Link
              to={`/music/artists/${artist.id}`}
              className="fw-semibold"
              aria-label={t('music.artists.open', { name: artist.name })}
            >
              <bdi>{artist.name}</bdi>
            </Link>
            {artist.sort_name && artist.sort_name !== artist.name && (
              <div dir="auto" className="small text-body-secondary text-truncate text-page-start">
                {artist.sort_name}
              </div>
            )}
          </div>
        </div>
      </td>
      <td>{artist.country ? countryName(artist.country, language) : '—'}</td>
      <td className="text-end">{formatCount(artist.release_count, language)}</td>
      <td className="text-end">{formatCount(artist.track_count, language)}</td>
      <td className="text-nowrap">{formatDate(artist.created_at, language)}</td>
      {(canUpdate || canDelete) && (
        <td className="list-pin-end">
          <RowActions end>
            {canUpdate && (
              <RowAction
                icon={Pencil}
                iconSize={14}
                label={t('music.artists.actions.edit', { name: artist.name })}
                onClick={() => onEdit(artist)}
              />
            )}
            {canDelete && (
              <RowAction
                tone="danger"
                icon={Trash2}
                iconSize={14}
                label={t('music.artists.actions.delete', { name: artist.name })}
                onClick={() => onDelete(artist)}
              />
            )}
          </RowActions>
        </td>
      )}
    </tr>
  )
})

export default function ArtistList() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const navigate = useNavigate()
  const { params, update, keyword, setKeyword } = useUrlListParams(artistListQuery)
  const ability = useAbility()
  const canUpdate = ability.can('update', 'Artist')
  const canDelete = ability.can('delete', 'Artist')
  const [editing, setEditing] = useState<Artist | 'new' | null>(null)
  const [toDelete, setToDelete] = useState<Artist | null>(null)
  const { data, total, totalEstimated, loading, error } = useAppSelector(selectArtists)
  const language = i18n.language

  useEffect(() => {
    const request = dispatch(fetchArtists(params))
    return () => request.abort()
  }, [dispatch, params])

  const onPageChange = useCallback((page: number) => update({ page }), [update])
  const onPerPageChange = useCallback((per_page: number) => update({ per_page }), [update])
  const onSort = useCallback(
    (field: 'name' | 'created_at') => update(nextSort(params, field, field === 'name' ? 'asc' : 'desc')),
    [update, params]
  )
  const onEdit = useCallback((artist: Artist) => setEditing(artist), [])
  const onDelete = useCallback((artist: Artist) => setToDelete(artist), [])
  const onSave = async (input: ArtistInputParsed) => {
    const id = editing && editing !== 'new' ? editing.id : undefined
    const saved = await dispatch(saveArtistThunk({ id, input })).unwrap()
    toast.success(
      t(id === undefined ? 'music.artists.form.created' : 'music.artists.form.updated', { name: saved.name })
    )
    warnNamesakes(t, saved)
    if (id === undefined) navigate(`/music/artists/${saved.id}`)
  }
  const sort = { sortBy: params.sort_by, sortDir: params.sort_dir, onSort }
  const withActions = canUpdate || canDelete
  const compact = useCompactList()
  const retry = () => void dispatch(fetchArtists(params))

  return (
    <section aria-labelledby="artists-title">
      <ListHeader
        id="artists-title"
        exportAs={{
          path: CATALOGUE_PATHS.artists,
          query: encodeListQuery(artistListQuery, 'http', params),
          name: 'artists'
        }}
        title={t('music.artists.title')}
        subtitle={t('music.artists.subtitle')}
        action={
          <Can I="create" a="Artist">
            <Button color="primary" onClick={() => setEditing('new')}>
              <Plus size={16} aria-hidden="true" className="me-1" />
              {t('music.artists.add')}
            </Button>
          </Can>
        }
      />
      <Card>
        <CardHeader className="bg-transparent">
          <div className="row g-3 align-items-end" role="search">
            <div className="col-md-5">
              <KeywordField
                id="artist-keyword"
                label={t('music.artists.keyword')}
                placeholder={t('music.artists.keywordPlaceholder')}
                value={keyword}
                onChange={setKeyword}
              />
            </div>
            <div className="col-md-3">
              <FilterSelect
                id="artist-country-filter"
                label={t('music.artists.countryFilter')}
                allLabel={t('music.artists.allCountries')}
                value={params.filters.country}
                options={USER_COUNTRIES}
                optionLabel={(code) => countryName(code, language)}
                onChange={(country) => update({ filters: { country } })}
              />
            </div>
            <div className="col-md-4 text-md-end">
              <h2 className="h6 mb-0 text-body-secondary">
                {t(totalEstimated ? 'music.artists.countAbout' : 'music.artists.count', { count: total })}
              </h2>
            </div>
          </div>
        </CardHeader>
        {compact ? (
          <CompactList
            label={t('music.artists.caption')}
            rows={data.length}
            loading={loading}
            error={error}
            emptyText={t('music.artists.empty')}
            onRetry={retry}
          >
            {data.map((a) => (
              <CompactRow
                key={a.id}
                lead={<CatalogueImage src={a.image_url} name={a.name} size={36} round />}
                name={a.name}
                title={
                  <Link to={`/music/artists/${a.id}`} aria-label={t('music.artists.open', { name: a.name })}>
                    <bdi>{a.name}</bdi>
                  </Link>
                }
                facts={[
                  ...(a.country ? [countryName(a.country, language)] : []),
                  t('music.artists.compact.releases', { count: a.release_count }),
                  t('music.artists.compact.tracks', { count: a.track_count })
                ]}
                actions={[
                  ...(canUpdate
                    ? [{ label: t('music.artists.compact.edit'), icon: Pencil, onSelect: () => onEdit(a) }]
                    : []),
                  ...(canDelete
                    ? [
                        {
                          label: t('music.artists.compact.delete'),
                          icon: Trash2,
                          danger: true,
                          onSelect: () => onDelete(a)
                        }
                      ]
                    : [])
                ]}
              />
            ))}
          </CompactList>
        ) : (
          <ListTable
            caption={t('music.artists.caption')}
            className="music-table"
            columns={withActions ? 6 : 5}
            rows={data.length}
            loading={loading}
            error={error}
            emptyText={t('music.artists.empty')}
            onRetry={retry}
            head={
              <>
                <SortHeader
                  field="name"
                  label={t('music.artists.columns.name')}
                  className="list-pin-start"
                  {...sort}
                />
                <th scope="col">{t('music.artists.columns.country')}</th>
                <th scope="col" className="text-end">
                  {t('music.artists.columns.releases')}
                </th>
                <th scope="col" className="text-end">
                  {t('music.artists.columns.tracks')}
                </th>
                <SortHeader field="created_at" label={t('music.artists.columns.created')} {...sort} />
                {withActions && (
                  <th scope="col" className="text-end list-pin-end">
                    {t('music.common.actions')}
                  </th>
                )}
              </>
            }
          >
            {data.map((a) => (
              <ArtistRow
                key={a.id}
                artist={a}
                language={language}
                canUpdate={canUpdate}
                canDelete={canDelete}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ))}
          </ListTable>
        )}
        <Pager
          id="artists"
          dense
          page={params.page}
          perPage={params.per_page}
          total={total}
          onPageChange={onPageChange}
          onPerPageChange={onPerPageChange}
        />
      </Card>
      <ArtistFormModal
        isOpen={editing !== null}
        artist={editing === 'new' ? null : editing}
        onSubmit={onSave}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={t('music.artists.delete.title')}
        body={t('music.artists.delete.body', { name: toDelete?.name ?? '' })}
        confirmLabel={t('music.artists.delete.confirm')}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return
          await dispatch(deleteArtist(toDelete.id)).unwrap()
          toast.success(t('music.artists.delete.done', { name: toDelete.name }))
        }}
      />
    </section>
  )
}
