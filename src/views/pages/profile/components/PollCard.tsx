// The poll: choose one answer and vote once; afterwards everyone's split is shown.
import { useState } from 'react'
import { Alert, Button, Card, CardBody, Progress } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import type { ProfilePoll } from '@/contracts/profile'
import { useAppDispatch } from '@/redux/hooks'
import { votePoll } from '../profileApi'

export function PollCard({ poll, onChange }: { poll: ProfilePoll; onChange: (poll: ProfilePoll) => void }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const [choice, setChoice] = useState<number | null>(null)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const total = poll.options.reduce((sum, o) => sum + o.votes, 0)

  const vote = async () => {
    if (choice === null) {
      setError(t('pages.profile.pollChoose'))
      return
    }
    setBusy(true)
    setError(null)
    const result = await dispatch(votePoll(choice))
    setBusy(false)
    if (votePoll.fulfilled.match(result)) onChange(result.payload)
    else setError(result.payload ?? t('pages.common.failed'))
  }

  return (
    <Card className="border-0 shadow-sm">
      <CardBody>
        <h2 className="h5 mb-1">{t('pages.profile.pollTitle')}</h2>
        <p id="profile-poll-question" className="text-body-secondary" dir="auto">
          {poll.question}
        </p>
        {poll.votedOptionId === null ? (
          <>
            <fieldset aria-labelledby="profile-poll-question">
              {poll.options.map((option) => (
                <div className="form-check mb-2" key={option.id}>
                  <input
                    className="form-check-input"
                    type="radio"
                    name="profile-poll"
                    id={`poll-${option.id}`}
                    checked={choice === option.id}
                    onChange={() => {
                      setChoice(option.id)
                      setError(null)
                    }}
                  />
                  <label className="form-check-label" htmlFor={`poll-${option.id}`} dir="auto">
                    {option.name}
                  </label>
                </div>
              ))}
            </fieldset>
            {error && (
              <Alert color="danger" fade={false} className="py-2 small" role="alert">
                {error}
              </Alert>
            )}
            <Button color="primary" size="sm" disabled={busy} onClick={() => void vote()}>
              {busy ? t('pages.common.sending') : t('pages.profile.vote')}
            </Button>
          </>
        ) : (
          <ul className="list-unstyled ps-0 mb-0" aria-label={t('pages.profile.pollResults')}>
            {poll.options.map((option) => {
              const percent = total === 0 ? 0 : Math.round((option.votes / total) * 100)
              return (
                <li key={option.id} className="mb-3">
                  <div className="d-flex justify-content-between small mb-1">
                    <span dir="auto">
                      {option.name}
                      {option.id === poll.votedOptionId && (
                        <span className="text-success fw-semibold"> · {t('pages.profile.yourVote')}</span>
                      )}
                    </span>
                    <span>{t('pages.profile.pollShare', { percent, count: option.votes })}</span>
                  </div>
                  <Progress value={percent} aria-label={option.name} style={{ height: 6 }} />
                </li>
              )
            })}
          </ul>
        )}
      </CardBody>
    </Card>
  )
}
