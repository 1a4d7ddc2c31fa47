// "Add tracks": a dialog that searches the track catalogue (debounced) and adds a result to the playlist.
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Check, Plus } from 'lucide-react'
import { Alert, Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'
import type { Track } from '@/contracts/music'
import { errorMessage } from '@/auth/http'
import { KeywordField } from '@/@core/components/list/KeywordField'
import { KEYWORD_DEBOUNCE_MS, useDebouncedValue } from '@/@core/components/list/useKeywordSearch'
import { formatDuration } from '../../shared/format'
import { searchTracks } from '../playlistsApi'

type Props = {
  isOpen: boolean
  /** Tracks already in the playlist: shown as added. */
  inPlaylist: number[]
  /** Rejects with the server's sentence. */
  onAdd: (track: Track) => Promise<void>
  onClose: () => void
}

type Results =
  | { status: 'loading' }
  | { status: 'error'; error: string }
  | { status: 'done'; tracks: Track[]; total: number }

export function TrackPicker({ isOpen, inPlaylist, onAdd, onClose }: Props) {
  const { t } = useTranslation()
  const [keyword, setKeyword] = useState('')
  // An emptied box shows the whole catalogue at once (also when the dialog opens again).
  const query = useDebouncedValue(keyword.trim(), keyword.trim() ? KEYWORD_DEBOUNCE_MS : 0)
  const [results, setResults] = useState<Results>({ status: 'loading' })
  const [adding, setAdding] = useState<number | null>(null)
  const [addError, setAddError] = useState<string | null>(null)
  const [attempt, setAttempt] = useState(0)

  useEffect(() => {
    if (!isOpen) return
    setKeyword('')
    setAddError(null)
  }, [isOpen])

  useEffect(() => {
    if (!isOpen) return
    const controller = new AbortController()
    setResults({ status: 'loading' })
    searchTracks(query, controller.signal).then(
      (page) => setResults({ status: 'done', tracks: page.data, total: page.page_meta.total }),
      (error: unknown) => {
        if (!controller.signal.aborted) setResults({ status: 'error', error: errorMessage(error) })
      }
    )
    return () => controller.abort()
  }, [isOpen, query, attempt])

  const add = async (track: Track) => {
    setAdding(track.id)
    setAddError(null)
    try {
      await onAdd(track)
    } catch (error) {
      setAddError(typeof error === 'string' ? error : t('music.common.failed'))
    } finally {
      setAdding(null)
    }
  }

  return (
    <Modal
      isOpen={isOpen}
      toggle={onClose}
      centered
      scrollable
      labelledBy="track-picker-title"
      returnFocusAfterClose
    >
      <ModalHeader toggle={onClose} id="track-picker-title" tag="h2">
        {t('music.playlists.picker.title')}
      </ModalHeader>
      <ModalBody>
        <div role="search" className="mb-3">
          <KeywordField
            id="track-picker-keyword"
            label={t('music.playlists.picker.search')}
            placeholder={t('music.playlists.picker.placeholder')}
            value={keyword}
            onChange={setKeyword}
          />
        </div>
        {addError && (
          <Alert fade={false} color="danger" role="alert">
            {addError}
          </Alert>
        )}
        {results.status === 'loading' ? (
          <p className="text-center text-body-secondary py-4 mb-0">
            <span className="spinner-border spinner-border-sm text-primary me-2" aria-hidden="true" />
            <span role="status">{t('common.loading')}</span>
          </p>
        ) : results.status === 'error' ? (
          <div className="text-center py-4">
            <p className="text-danger mb-2" role="alert">
              {results.error}
            </p>
            <Button size="sm" color="primary" outline onClick={() => setAttempt((n) => n + 1)}>
              {t('common.retry')}
            </Button>
          </div>
        ) : results.tracks.length === 0 ? (
          <p className="text-center text-body-secondary py-4 mb-0">{t('music.playlists.picker.empty')}</p>
        ) : (
          <>
            <ul className="list-group" aria-label={t('music.playlists.picker.results')}>
              {results.tracks.map((track) => {
                const added = inPlaylist.includes(track.id)
                return (
                  <li key={track.id} className="list-group-item d-flex align-items-center gap-2">
                    {track.cover_url && (
                      <img
                        src={track.cover_url}
                        alt=""
                        width={32}
                        height={32}
                        className="rounded music-cover"
                      />
                    )}
                    <div className="flex-grow-1 min-w-0">
                      <div className="fw-semibold text-truncate">{track.title}</div>
                      <div className="small text-body-secondary text-truncate">
                        {track.artist} · {formatDuration(track.duration)}
                      </div>
                    </div>
                    <Button
                      size="sm"
                      color={added ? 'success' : 'primary'}
                      outline
                      disabled={added || adding !== null}
                      aria-label={t(added ? 'music.playlists.picker.added' : 'music.playlists.picker.add', {
                        title: track.title
                      })}
                      onClick={() => void add(track)}
                    >
                      {added ? <Check size={14} aria-hidden="true" /> : <Plus size={14} aria-hidden="true" />}
                      <span className="ms-1">
                        {adding === track.id
                          ? t('music.common.working')
                          : added
                            ? t('music.playlists.picker.inPlaylist')
                            : t('music.playlists.picker.addShort')}
                      </span>
                    </Button>
                  </li>
                )
              })}
            </ul>
            {results.total > results.tracks.length && (
              <p className="small text-body-secondary mt-2 mb-0">
                {t('music.playlists.picker.more', { shown: results.tracks.length, total: results.total })}
              </p>
            )}
          </>
        )}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={onClose}>
          {t('music.playlists.picker.done')}
        </Button>
      </ModalFooter>
    </Modal>
  )
}
