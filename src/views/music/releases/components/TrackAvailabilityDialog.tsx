// One track's availability within its release's: it follows the release, or narrows it (fewer countries, later first
// day, earlier last day); the server keeps the narrowing and answers what the track may do in effect.
import { useEffect, useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal, ModalBody } from 'reactstrap'
import type { Availability } from '@/contracts/availability'
import type { TracklistEntry } from '@/contracts/catalogue'
import type { TrackStanding } from '@/contracts/releaseLifecycle'
import { Spinner } from '@/@core/components/Spinner'
import { LoadError } from '@/@core/components/list/LoadError'
import { useAppDispatch } from '@/redux/hooks'
import { fetchTrackStandingThunk, saveTrackAvailabilityThunk } from '../releasesSlice'
import { AvailabilityEditor } from './AvailabilityEditor'
import { TrackTakedown } from './TrackTakedown'
import { availabilityText } from './availabilityText'

type Props = { track: TracklistEntry | null; releaseAvailability: Availability; onClose: () => void }

export function TrackAvailabilityDialog({ track, releaseAvailability, onClose }: Props) {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const titleId = useId()
  const [standing, setStanding] = useState<TrackStanding | null>(null)
  const [error, setError] = useState<string | null>(null)
  const trackId = track?.track_id

  useEffect(() => {
    if (trackId === undefined) return
    setStanding(null)
    setError(null)
    const request = dispatch(fetchTrackStandingThunk(trackId))
    request
      .unwrap()
      .then(setStanding)
      .catch((e: unknown) => {
        if (typeof e === 'string') setError(e)
      })
    return () => request.abort()
  }, [dispatch, trackId])

  const save = async (availability: Availability | null) => {
    if (trackId === undefined) return
    setStanding(await dispatch(saveTrackAvailabilityThunk({ trackId, availability })).unwrap())
    onClose()
  }

  return (
    <Modal isOpen={track !== null} toggle={onClose} centered labelledBy={titleId} returnFocusAfterClose>
      <div className="modal-header">
        <h2 id={titleId} className="modal-title h5">
          {t('music.releases.availability.trackTitle', { title: track?.title ?? '' })}
        </h2>
        <button type="button" className="btn-close" aria-label={t('common.close')} onClick={onClose} />
      </div>
      <ModalBody>
        {error ? (
          <LoadError
            message={error}
            onRetry={() => trackId !== undefined && void dispatch(fetchTrackStandingThunk(trackId))}
          />
        ) : !standing ? (
          <Spinner label={t('music.common.loading')} />
        ) : (
          <>
            <p className="mb-3" data-testid="track-availability-summary">
              {t(
                standing.availability
                  ? 'music.releases.availability.trackOwn'
                  : 'music.releases.availability.trackFollows',
                { summary: availabilityText(standing.effective, t, i18n.language) }
              )}
            </p>
            <AvailabilityEditor
              id="track-availability"
              value={standing.availability ?? releaseAvailability}
              onCancel={onClose}
              onSave={(availability) => save(availability)}
              onFollowRelease={standing.availability ? () => save(null) : undefined}
            />
            {trackId !== undefined && (
              <TrackTakedown
                trackId={trackId}
                title={track?.title ?? ''}
                standing={standing}
                onChanged={setStanding}
              />
            )}
          </>
        )}
      </ModalBody>
    </Modal>
  )
}
