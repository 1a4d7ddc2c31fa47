// Merging an artist into another: pick the artist that stays, read what will happen, confirm. Every track, release
// and credit moves to it and this artist goes; the server keeps an undo for 10 minutes.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, Modal, ModalBody, ModalFooter, ModalHeader } from 'reactstrap'
import type { Artist } from '@/contracts/catalogue'
import { failureMessage } from '@/@core/components/list/ConfirmDialog'
import { ArtistPicker, type PickedArtist } from '../../shared/catalogue/ArtistPicker'

type Props = {
  isOpen: boolean
  artist: Artist
  /** Rejects with the server's sentence. */
  onMerge: (into: PickedArtist) => Promise<void>
  onClose: () => void
}

export function MergeDialog({ isOpen, artist, onMerge, onClose }: Props) {
  const { t } = useTranslation()
  const [into, setInto] = useState<PickedArtist | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const close = () => {
    if (busy) return
    setInto(null)
    setError(null)
    onClose()
  }
  const merge = async () => {
    if (!into) return
    setBusy(true)
    setError(null)
    try {
      await onMerge(into)
      setInto(null)
      onClose()
    } catch (e) {
      setError(failureMessage(e, t('music.common.failed')))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Modal isOpen={isOpen} toggle={close} centered labelledBy="artist-merge-title" returnFocusAfterClose>
      <ModalHeader toggle={close} id="artist-merge-title" tag="h2">
        {t('music.artists.merge.title', { name: artist.name })}
      </ModalHeader>
      <ModalBody>
        <p className="text-body-secondary">{t('music.artists.merge.intro', { name: artist.name })}</p>
        {into ? (
          <div className="d-flex align-items-center justify-content-between gap-2 border rounded p-2">
            <span>
              {t('music.artists.merge.into')}{' '}
              <strong>
                <bdi>{into.name}</bdi>
              </strong>
            </span>
            <Button color="link" size="sm" onClick={() => setInto(null)} disabled={busy}>
              {t('music.artists.merge.change')}
            </Button>
          </div>
        ) : (
          <ArtistPicker
            id="artist-merge-into"
            label={t('music.artists.merge.pick')}
            exclude={[artist.id]}
            onPick={setInto}
            create={false}
          />
        )}
        {into && (
          <Alert fade={false} color="warning" className="mt-3 mb-0">
            {t('music.artists.merge.confirmText', {
              from: artist.name,
              into: into.name,
              tracks: artist.track_count,
              releases: artist.release_count
            })}
          </Alert>
        )}
        {error && (
          <Alert fade={false} color="danger" className="mt-3 mb-0" role="alert">
            {error}
          </Alert>
        )}
      </ModalBody>
      <ModalFooter>
        <Button color="secondary" outline onClick={close} disabled={busy}>
          {t('music.common.cancel')}
        </Button>
        <Button color="danger" onClick={() => void merge()} disabled={!into || busy}>
          {busy ? t('music.common.working') : t('music.artists.merge.confirm')}
        </Button>
      </ModalFooter>
    </Modal>
  )
}
