import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, FormFeedback, FormGroup, Input, Label } from 'reactstrap'
import { X } from 'lucide-react'
import { toast } from 'react-toastify'
import { CHAT_STATUSES, type ProfileUser } from '@/contracts/chat'
import { useAppDispatch } from '@/redux/hooks'
import { updateProfileUser } from '../chatSlice'
import { ChatAvatar, STATUS_COLORS } from './ChatAvatar'

const ABOUT_MAX = 240

/** The signed-in user's chat profile: status (saved at once) and the about text. */
export function ProfilePanel({ profile, onClose }: { profile: ProfileUser; onClose: () => void }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const [about, setAbout] = useState(profile.about)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<string | null>(null)

  useEffect(() => setAbout(profile.about), [profile.about])

  const save = async (update: Parameters<typeof updateProfileUser>[0]) => {
    setSaving(true)
    setError(null)
    const result = await dispatch(updateProfileUser(update))
    setSaving(false)
    if (updateProfileUser.rejected.match(result)) {
      setError(result.payload ?? t('chat.errors.profileFailed'))
      return false
    }
    return true
  }

  const tooLong = about.trim().length > ABOUT_MAX

  return (
    <section className="chat-profile-panel d-flex flex-column p-4" aria-labelledby="chat-profile-title">
      <Button
        color="link"
        className="chat-profile-close p-1 text-body-secondary align-self-end"
        onClick={onClose}
        aria-label={t('chat.profile.close')}
      >
        <X size={20} aria-hidden="true" />
      </Button>
      <div className="text-center mb-4">
        <ChatAvatar name={profile.fullName} src={profile.avatar} status={profile.status} size={72} />
        <h2 id="chat-profile-title" className="h5 mt-3 mb-1">
          {profile.fullName}
        </h2>
        <p className="text-body-secondary mb-0">{profile.role}</p>
      </div>
      <FormGroup>
        <Label for="chat-profile-about" className="text-uppercase small fw-semibold text-body-secondary">
          {t('chat.profile.about')}
        </Label>
        <Input
          id="chat-profile-about"
          dir="auto"
          type="textarea"
          rows={4}
          value={about}
          invalid={tooLong}
          onChange={(event) => setAbout(event.target.value)}
        />
        <FormFeedback>{t('chat.errors.aboutTooLong')}</FormFeedback>
        <Button
          color="primary"
          size="sm"
          className="mt-2"
          disabled={saving || tooLong || about === profile.about}
          onClick={async () => {
            if (await save({ about })) toast.success(t('chat.profile.saved'))
          }}
        >
          {t('chat.profile.saveAbout')}
        </Button>
      </FormGroup>
      <fieldset>
        <legend className="chat-profile-legend text-uppercase fw-semibold text-body-secondary mb-2">
          {t('chat.profile.status')}
        </legend>
        {CHAT_STATUSES.map((status) => (
          <FormGroup check key={status} className="mb-2">
            <Input
              id={`chat-status-${status}`}
              type="radio"
              name="chat-status"
              checked={profile.status === status}
              disabled={saving}
              onChange={() => void save({ status })}
            />
            <Label for={`chat-status-${status}`} check className="d-inline-flex align-items-center gap-2">
              <span className={`chat-status-bullet bg-${STATUS_COLORS[status]}`} aria-hidden="true" />
              {t(`chat.status.${status}`)}
            </Label>
          </FormGroup>
        ))}
      </fieldset>
      {error && (
        <p className="text-danger small mb-0" role="alert">
          {error}
        </p>
      )}
    </section>
  )
}
