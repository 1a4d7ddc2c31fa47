// /music/playlists: playlists with a keyword search, sortable columns and pages, all kept in the URL (spec §3, §7);
// new, edit and delete (asks first) for the roles that may.
import { MUSIC_PATHS } from '@/contracts/music'
import { encodeListQuery } from '@/contracts/list'
import { memo, useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router-dom'
import { Globe, Lock, Pencil, Plus, Trash2 } from 'lucide-react'
import { Button, Card, CardHeader } from 'reactstrap'
import { toast } from 'react-toastify'
import {
  playlistListQuery,
  type Playlist,
  type PlaylistInputParsed,
  type PlaylistSortField
} from '@/contracts/music'
import { nextSort, useUrlListParams } from '@/@core/hooks/useUrlListParams'
import { Can, useAbility } from '@/configs/AbilityContext'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import { KeywordField } from '@/@core/components/list/KeywordField'
import { ListHeader } from '@/@core/components/list/ListHeader'
import { ListTable } from '@/@core/components/list/ListTable'
import { Pager } from '@/@core/components/list/Pager'
import { RowAction, RowActions } from '@/@core/components/list/RowActions'
import { SortHeader } from '@/@core/components/list/SortHeader'
import { CompactList, CompactRow } from '@/@core/components/list/CompactList'
import { useCompactList } from '@/@core/components/list/useCompactList'
import { formatDate, pillClass } from '../shared/format'
import { deletePlaylist, fetchPlaylists, savePlaylistThunk, selectPlaylists } from './playlistsSlice'
import { firstDirection } from './playlistListParams'
import { PlaylistFormModal } from './components/PlaylistFormModal'
import { PlaylistMosaic } from './components/PlaylistMosaic'
import '../shared/music.scss'

type RowProps = {
  playlist: Playlist
  language: string
  canUpdate: boolean
  canDelete: boolean
  onEdit: (playlist: Playlist) => void
  onDelete: (playlist: Playlist) => void
}

const PlaylistRow = memo(function PlaylistRow({
  playlist,
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
          <PlaylistMosaic covers={playlist.covers} />
          <div className="min-w-0">
            <Link
              to={`/music/playlists/${playlist.id}`}
              className="fw-semibold"
              aria-label={t('music.playlists.open', { name: playlist.name })}
            >
              {playlist.name}
            </Link>
            <div
              dir="auto"
              className="small text-body-secondary text-truncate text-page-start playlist-description"
            >
              {playlist.description}
            </div>
          </div>
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
      {(canUpdate || canDelete) && (
        <td className="list-pin-end">
          <RowActions end>
            {canUpdate && (
              <RowAction
                icon={Pencil}
                iconSize={14}
                label={t('music.playlists.actions.edit', { name: playlist.name })}
                onClick={() => onEdit(playlist)}
              />
            )}
            {canDelete && (
              <RowAction
                tone="danger"
                icon={Trash2}
                iconSize={14}
                label={t('music.playlists.actions.delete', { name: playlist.name })}
                onClick={() => onDelete(playlist)}
              />
            )}
          </RowActions>
        </td>
      )}
    </tr>
  )
})

export default function PlaylistList() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const { params, update, keyword, setKeyword } = useUrlListParams(playlistListQuery)
  const ability = useAbility()
  const canUpdate = ability.can('update', 'Playlist')
  const canDelete = ability.can('delete', 'Playlist')
  const [editing, setEditing] = useState<Playlist | 'new' | null>(null)
  const [toDelete, setToDelete] = useState<Playlist | null>(null)
  const { data, total, loading, error } = useAppSelector(selectPlaylists)

  useEffect(() => {
    const request = dispatch(fetchPlaylists(params))
    return () => request.abort()
  }, [dispatch, params])

  const onPageChange = useCallback((page: number) => update({ page }), [update])
  const onPerPageChange = useCallback((per_page: number) => update({ per_page }), [update])
  const onSort = useCallback(
    (field: PlaylistSortField) => update(nextSort(params, field, firstDirection(field))),
    [update, params]
  )
  const onEdit = useCallback((playlist: Playlist) => setEditing(playlist), [])
  const onDelete = useCallback((playlist: Playlist) => setToDelete(playlist), [])
  const onSave = async (input: PlaylistInputParsed) => {
    const id = editing && editing !== 'new' ? editing.id : undefined
    const saved = await dispatch(savePlaylistThunk({ id, input })).unwrap()
    toast.success(
      t(id === undefined ? 'music.playlists.form.created' : 'music.playlists.form.updated', {
        name: saved.name
      })
    )
  }
  const sort = { sortBy: params.sort_by, sortDir: params.sort_dir, onSort }
  const withActions = canUpdate || canDelete
  const columns = withActions ? 6 : 5
  const compact = useCompactList()

  return (
    <section aria-labelledby="playlists-title">
      <ListHeader
        id="playlists-title"
        exportAs={{
          path: MUSIC_PATHS.playlists,
          query: encodeListQuery(playlistListQuery, 'http', params),
          name: 'playlists'
        }}
        title={t('music.playlists.title')}
        subtitle={t('music.playlists.subtitle')}
        action={
          <Can I="create" a="Playlist">
            <Button color="primary" onClick={() => setEditing('new')}>
              <Plus size={16} aria-hidden="true" className="me-1" />
              {t('music.playlists.add')}
            </Button>
          </Can>
        }
      />
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
        {compact ? (
          <CompactList
            label={t('music.playlists.caption')}
            rows={data.length}
            loading={loading}
            error={error}
            emptyText={t('music.playlists.empty')}
            onRetry={() => void dispatch(fetchPlaylists(params))}
          >
            {data.map((p) => (
              <CompactRow
                key={p.id}
                lead={<PlaylistMosaic covers={p.covers} />}
                name={p.name}
                title={
                  <Link
                    to={`/music/playlists/${p.id}`}
                    aria-label={t('music.playlists.open', { name: p.name })}
                  >
                    {p.name}
                  </Link>
                }
                facts={[
                  p.owner_name,
                  t('music.playlists.compact.tracks', { count: p.track_count }),
                  t(p.is_public ? 'music.playlists.public' : 'music.playlists.private')
                ]}
                actions={[
                  ...(canUpdate
                    ? [{ label: t('music.playlists.compact.edit'), icon: Pencil, onSelect: () => onEdit(p) }]
                    : []),
                  ...(canDelete
                    ? [
                        {
                          label: t('music.playlists.compact.delete'),
                          icon: Trash2,
                          danger: true,
                          onSelect: () => onDelete(p)
                        }
                      ]
                    : [])
                ]}
              />
            ))}
          </CompactList>
        ) : (
          <ListTable
            caption={t('music.playlists.caption')}
            className="music-table"
            columns={columns}
            rows={data.length}
            loading={loading}
            error={error}
            emptyText={t('music.playlists.empty')}
            onRetry={() => void dispatch(fetchPlaylists(params))}
            head={
              <>
                <SortHeader
                  field="name"
                  label={t('music.playlists.columns.name')}
                  className="list-pin-start"
                  {...sort}
                />
                <SortHeader field="owner_name" label={t('music.playlists.columns.owner')} {...sort} />
                <SortHeader field="track_count" label={t('music.playlists.columns.tracks')} end {...sort} />
                <th scope="col">{t('music.playlists.columns.visibility')}</th>
                <SortHeader field="created_at" label={t('music.playlists.columns.created')} {...sort} />
                {withActions && (
                  <th scope="col" className="text-end list-pin-end">
                    {t('music.common.actions')}
                  </th>
                )}
              </>
            }
          >
            {data.map((p) => (
              <PlaylistRow
                key={p.id}
                playlist={p}
                language={i18n.language}
                canUpdate={canUpdate}
                canDelete={canDelete}
                onEdit={onEdit}
                onDelete={onDelete}
              />
            ))}
          </ListTable>
        )}
        <Pager
          id="playlists"
          dense
          page={params.page}
          perPage={params.per_page}
          total={total}
          onPageChange={onPageChange}
          onPerPageChange={onPerPageChange}
        />
      </Card>
      <PlaylistFormModal
        isOpen={editing !== null}
        playlist={editing === 'new' ? null : editing}
        onSubmit={onSave}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={t('music.playlists.delete.title')}
        body={t('music.playlists.delete.body', { name: toDelete?.name ?? '' })}
        confirmLabel={t('music.playlists.delete.confirm')}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return
          await dispatch(deletePlaylist(toDelete.id)).unwrap()
          toast.success(t('music.playlists.delete.done', { name: toDelete.name }))
        }}
      />
    </section>
  )
}
