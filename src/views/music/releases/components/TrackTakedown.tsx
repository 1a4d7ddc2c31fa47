// One track's own takedown (issue 37), in its standing dialog: whether it is taken down on its own and why, and for
// administrators the move, which asks first in place (a reason is required to take it down) and shows the server's
// refusal there. The release's own status is left as it is.
import { useId, useState, type FormEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Button, Form, Input, Label } from 'reactstrap'
import { RotateCcw, ShieldOff } from 'lucide-react'
import type { TrackStanding } from '@/contracts/releaseLifecycle'
import { useDialogAction } from '@/@core/components/list/ConfirmDialog'
import { useAbility } from '@/configs/AbilityContext'
import { useAppDispatch } from '@/redux/hooks'
import { formatDate } from '../../shared/format'
import { moveTrackThunk } from '../releasesSlice'

type Props = {
  trackId: number
  title: string
  standing: TrackStanding
  onChanged: (standing: TrackStanding) => void
}

export function TrackTakedown({ trackId, title, standing, onChanged }: Props) {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const canTakeDown = useAbility().can('update', 'Takedown')
  const headingId = useId()
  const [asking, setAsking] = useState(false)
  const [reason, setReason] = useState('')
  const down = standing.taken_down
  const move = async () => {
    const next = await dispatch(
      moveTrackThunk(
        down ? { trackId, move: 'reinstate' } : { trackId, move: 'take-down', reason: reason.trim() }
      )
    ).unwrap()
    setReason('')
    onChanged(next)
  }
  const { busy, error, close, run } = useDialogAction(move, () => setAsking(false), t('music.common.failed'))
  const ready = down !== null || reason.trim().length > 0
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (ready) void run()
  }

  return (
    <section aria-labelledby={headingId} className="border-top pt-3 mt-3" data-testid="track-takedown">
      <h3 id={headingId} className="h6">
        {t('music.releases.trackTakedown.heading')}
      </h3>
      <p className="mb-2">
        {down ? (
          <>
            {t('music.releases.lifecycle.takenDownOn', { when: formatDate(down.at, i18n.language, true) })}{' '}
            <bdi>“{down.reason}”</bdi>
          </>
        ) : (
          t('music.releases.trackTakedown.notDown')
        )}
      </p>
      {canTakeDown && !asking && (
        <Button
          type="button"
          color={down ? 'primary' : 'danger'}
          outline
          size="sm"
          onClick={() => setAsking(true)}
        >
          {down ? (
            <RotateCcw size={14} aria-hidden="true" className="me-1" />
          ) : (
            <ShieldOff size={14} aria-hidden="true" className="me-1" />
          )}
          {t(down ? 'music.releases.trackTakedown.reinstate' : 'music.releases.trackTakedown.takeDown')}
        </Button>
      )}
      {canTakeDown && asking && (
        <Form onSubmit={submit} noValidate aria-label={t('music.releases.trackTakedown.heading')}>
          <p className="fw-semibold mb-1">
            {t(
              down ? 'music.releases.lifecycle.reinstate.title' : 'music.releases.lifecycle.takeDown.title',
              {
                title
              }
            )}
          </p>
          <p className="mb-2">
            {t(down ? 'music.releases.lifecycle.reinstate.body' : 'music.releases.trackTakedown.body')}
          </p>
          {!down && (
            <>
              <Label for="track-takedown-reason">{t('music.releases.lifecycle.takeDown.reason')}</Label>
              <Input
                id="track-takedown-reason"
                type="textarea"
                rows={2}
                maxLength={500}
                value={reason}
                dir="auto"
                aria-describedby="track-takedown-reason-help"
                onChange={(e) => setReason(e.target.value)}
              />
              <div id="track-takedown-reason-help" className="form-text">
                {t('music.releases.lifecycle.takeDown.reasonHelp')}
              </div>
            </>
          )}
          {error && (
            <Alert fade={false} color="danger" className="mt-2 mb-0" role="alert">
              {error}
            </Alert>
          )}
          <div className="d-flex gap-2 mt-2">
            <Button type="button" color="secondary" outline size="sm" onClick={close} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={down ? 'primary' : 'danger'} size="sm" disabled={busy || !ready}>
              {busy
                ? t('common.working')
                : t(
                    down
                      ? 'music.releases.lifecycle.actions.reinstate'
                      : 'music.releases.lifecycle.actions.takeDown'
                  )}
            </Button>
          </div>
        </Form>
      )}
    </section>
  )
}
