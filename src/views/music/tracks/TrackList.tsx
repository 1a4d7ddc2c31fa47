// /music/tracks: the track table with filters, sort and pages kept in the URL (spec §3, §7).
import { MUSIC_PATHS } from '@/contracts/music'
import { encodeListQuery } from '@/contracts/list'
import { lazy, Suspense, useCallback, useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router-dom'
import { Plus, Upload } from 'lucide-react'
import { Button, Card, CardBody, CardHeader } from 'reactstrap'
import { toast } from 'react-toastify'
import { trackListQuery, type Track, type TrackSortField } from '@/contracts/music'
import { Can, useAbility } from '@/configs/AbilityContext'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { selectNowPlayingId, songAdded } from '@/redux/playerSlice'
import { trackToSong } from '@/@core/components/player/songs'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import { ListHeader } from '@/@core/components/list/ListHeader'
import { FilterFold } from '@/@core/components/list/FilterFold'
import { countActiveFilters } from '@/@core/components/list/useCompactList'
import { Pager } from '@/@core/components/list/Pager'
import { SelectionBar, useSelection } from '@/@core/components/list/Selection'
import { errorMessage } from '@/auth/http'
import type { TrackBulkChanges } from '@/contracts/bulk'
import { bulkDeleteTracks, bulkEditTracks, undoTrackBulk, type BulkTarget } from './tracksApi'
import { BulkEditDialog } from './components/BulkEditDialog'
import { deleteTrack, fetchTracks, selectTracks } from './tracksSlice'
import { nextSort, useUrlListParams } from '@/@core/hooks/useUrlListParams'
import { firstDirection } from './trackListParams'
import { TrackFilters } from './components/TrackFilters'
import { TrackTable } from './components/TrackTable'
import { RecentBulkChanges } from './components/RecentBulkChanges'
import { offerUndo } from '../shared/undoToast'
import '../shared/music.scss'
import { InlineSpinner } from '@/@core/components/InlineSpinner'

// The bulk upload (and music-metadata with it) loads only when opened.
const BulkUpload = lazy(() => import('./components/BulkUpload').then((m) => ({ default: m.BulkUpload })))

export default function TrackList() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const ability = useAbility()
  const { params, update, keyword, setKeyword, clearKeyword } = useUrlListParams(trackListQuery)
  const { data, total, totalEstimated, loading, error } = useAppSelector(selectTracks)
  const currentSongId = useAppSelector(selectNowPlayingId)
  const [toDelete, setToDelete] = useState<Track | null>(null)
  const [bulkOpen, setBulkOpen] = useState(false)
  const navigate = useNavigate()
  const createdTrackId = (useLocation().state as { createdTrackId?: number } | null)?.createdTrackId ?? null
  const go = useCallback((to: string) => navigate(to), [navigate])
  const { selection, toggle, togglePage, selectAllMatching, clear } = useSelection(
    JSON.stringify(params.filters)
  )
  const [bulkEditing, setBulkEditing] = useState(false)
  const [bulkDeleting, setBulkDeleting] = useState(false)
  const canBulkEdit = ability.can('update', 'Track')
  const canBulkDelete = ability.can('delete', 'Track')
  const selectedCount = selection.allMatching ? total : selection.ids.size
  const target = (): BulkTarget =>
    selection.allMatching ? { filters: params.filters } : { ids: [...selection.ids] }
  const known = selection.allMatching ? data : data.filter((track) => selection.ids.has(track.id))
  const refresh = () => void dispatch(fetchTracks(params))
  // Counts the bulk changes made here, so that "Recent bulk changes" reloads after each.
  const [bulkChanges, setBulkChanges] = useState(0)

  /** The toast of a bulk change: its count, and Undo for 30 seconds (then in "Recent bulk changes"). */
  const offerTrackUndo = (message: string, undoId: number | null) => {
    setBulkChanges((n) => n + 1)
    offerUndo({
      message,
      undoId,
      undo: undoTrackBulk,
      undone: (done) =>
        done.skipped > 0
          ? t('music.bulk.undoneSkipped', { count: done.restored, skipped: done.skipped })
          : t('music.bulk.undone', { count: done.restored }),
      onUndone: () => {
        refresh()
        setBulkChanges((n) => n + 1)
      },
      undoLabel: t('music.bulk.undo')
    })
  }

  const applyBulkEdit = async (changes: TrackBulkChanges) => {
    try {
      const result = await bulkEditTracks(target(), changes)
      setBulkEditing(false)
      clear()
      refresh()
      offerTrackUndo(t('music.bulk.edited', { count: result.changed }), result.undo_id)
    } catch (error) {
      throw new Error(errorMessage(error))
    }
  }

  const { date_from, date_to } = params.filters
  // A start after the end is the person's to fix: the filters say so once, and nothing is asked of the API.
  const invalidRange = Boolean(date_from && date_to && date_from > date_to)

  useEffect(() => {
    if (invalidRange) return
    const request = dispatch(fetchTracks(params))
    return () => request.abort()
  }, [dispatch, params, invalidRange])

  const onPlay = useCallback((track: Track) => dispatch(songAdded(trackToSong(track))), [dispatch])
  const onDelete = useCallback((track: Track) => setToDelete(track), [])
  const onSort = useCallback(
    (field: TrackSortField) => update(nextSort(params, field, firstDirection(field))),
    [update, params]
  )
  const onPageChange = useCallback((page: number) => update({ page }), [update])
  const onPerPageChange = useCallback((per_page: number) => update({ per_page }), [update])
  const onRetry = useCallback(() => void dispatch(fetchTracks(params)), [dispatch, params])

  return (
    <section aria-labelledby="tracks-title">
      {bulkOpen && (
        <Suspense fallback={null}>
          <BulkUpload
            isOpen
            onClose={(added) => {
              setBulkOpen(false)
              if (added > 0) onRetry()
            }}
          />
        </Suspense>
      )}
      <ListHeader
        id="tracks-title"
        exportAs={{
          path: MUSIC_PATHS.tracks,
          query: encodeListQuery(trackListQuery, 'http', params),
          name: 'tracks'
        }}
        title={t('music.tracks.title')}
        subtitle={t('music.tracks.subtitle')}
        action={
          <Can I="create" a="Track">
            <Button color="primary" outline onClick={() => setBulkOpen(true)}>
              <Upload size={16} aria-hidden="true" className="me-1" />
              {t('music.tracks.bulk.open')}
            </Button>
            <Link to="/music/tracks/new" className="btn btn-primary">
              <Plus size={16} aria-hidden="true" className="me-1" />
              {t('music.tracks.add')}
            </Link>
          </Can>
        }
      />
      <FilterFold active={countActiveFilters(params.filters)}>
        <Card className="mb-3">
          <CardBody>
            <TrackFilters
              filters={params.filters}
              keyword={keyword}
              onKeywordChange={setKeyword}
              onClear={clearKeyword}
              onChange={update}
            />
          </CardBody>
        </Card>
      </FilterFold>
      {ability.can('read', 'Audit') && canBulkEdit && (
        <RecentBulkChanges version={bulkChanges} onUndone={refresh} />
      )}
      <Card hidden={invalidRange}>
        <CardHeader className="d-flex align-items-center justify-content-between bg-transparent">
          <h2 className="h6 mb-0" id="tracks-count">
            {t(totalEstimated ? 'music.tracks.countAbout' : 'music.tracks.count', { count: total })}
          </h2>
          {loading && data.length > 0 && <InlineSpinner label={t('music.common.loading')} />}
        </CardHeader>
        <SelectionBar
          count={selection.ids.size}
          total={total}
          pageFull={data.length > 0 && data.every((track) => selection.ids.has(track.id))}
          allMatching={selection.allMatching}
          onSelectAll={selectAllMatching}
          onClear={clear}
        >
          {canBulkEdit && (
            <Button size="sm" color="primary" onClick={() => setBulkEditing(true)}>
              {t('music.bulk.edit', { count: selectedCount })}
            </Button>
          )}
          {canBulkDelete && (
            <Button size="sm" color="danger" outline onClick={() => setBulkDeleting(true)}>
              {t('music.bulk.delete', { count: selectedCount })}
            </Button>
          )}
        </SelectionBar>
        <TrackTable
          tracks={data}
          selection={canBulkEdit || canBulkDelete ? selection : undefined}
          onToggle={toggle}
          onTogglePage={togglePage}
          loading={loading}
          error={error}
          currentSongId={currentSongId}
          newTrackId={createdTrackId}
          canUpdate={ability.can('update', 'Track')}
          canDelete={ability.can('delete', 'Track')}
          canReadHistory={ability.can('read', 'PlayHistory')}
          sortBy={params.sort_by}
          sortDir={params.sort_dir}
          onSort={onSort}
          onPlay={onPlay}
          onDelete={onDelete}
          navigate={go}
          onRetry={onRetry}
        />
        <Pager
          id="tracks"
          dense
          page={params.page}
          perPage={params.per_page}
          total={total}
          onPageChange={onPageChange}
          onPerPageChange={onPerPageChange}
        />
      </Card>
      <BulkEditDialog
        isOpen={bulkEditing}
        count={selectedCount}
        known={known}
        complete={!selection.allMatching || total <= data.length}
        onClose={() => setBulkEditing(false)}
        onSubmit={applyBulkEdit}
      />
      <ConfirmDialog
        isOpen={bulkDeleting}
        title={t('music.bulk.deleteTitle', { count: selectedCount })}
        body={t('music.bulk.deleteBody', { count: selectedCount })}
        confirmLabel={t('music.bulk.delete', { count: selectedCount })}
        onClose={() => setBulkDeleting(false)}
        onConfirm={async () => {
          const result = await bulkDeleteTracks(target()).catch((error: unknown) => {
            throw new Error(errorMessage(error))
          })
          clear()
          refresh()
          offerTrackUndo(t('music.bulk.deleted', { count: result.changed }), result.undo_id)
        }}
      />
      <ConfirmDialog
        isOpen={toDelete !== null}
        title={t('music.tracks.delete.title')}
        body={t('music.tracks.delete.body', { title: toDelete?.title ?? '' })}
        confirmLabel={t('music.tracks.delete.confirm')}
        onClose={() => setToDelete(null)}
        onConfirm={async () => {
          if (!toDelete) return
          await dispatch(deleteTrack(toDelete.id)).unwrap()
          toast.success(t('music.tracks.delete.done', { title: toDelete.title }))
        }}
      />
    </section>
  )
}
