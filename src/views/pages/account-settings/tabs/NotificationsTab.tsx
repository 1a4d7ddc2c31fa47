// Notifications: the six email flags of spec §3, saved together.
import { useState } from 'react'
import { Alert, Button, Input, Label } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import { NOTIFICATION_FLAGS, type NotificationFlag } from '@/contracts/accountSettings'
import { useAppDispatch } from '@/redux/hooks'
import { saveNotifications } from '../accountSettingsApi'
import { SavedNote } from '../SavedNote'

type Flags = Record<NotificationFlag, boolean>

export function NotificationsTab({ flags, onSaved }: { flags: Flags; onSaved: (flags: Flags) => void }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const [values, setValues] = useState<Flags>(flags)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const changed = NOTIFICATION_FLAGS.some((flag) => values[flag] !== flags[flag])

  const save = async () => {
    setBusy(true)
    setError(null)
    setSaved(false)
    const result = await dispatch(saveNotifications(values))
    setBusy(false)
    if (!saveNotifications.fulfilled.match(result)) {
      setError(result.payload ?? t('pages.common.failed'))
      return
    }
    onSaved(result.payload)
    setSaved(true)
    toast.success(t('pages.accountSettings.notifications.savedToast'))
  }

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault()
        void save()
      }}
      aria-labelledby="account-tab-notifications"
    >
      {error && (
        <Alert color="danger" fade={false} role="alert">
          {error}
        </Alert>
      )}
      <fieldset>
        <legend className="h6">{t('pages.accountSettings.notifications.legend')}</legend>
        {NOTIFICATION_FLAGS.map((flag) => (
          <div className="form-check form-switch py-2 border-bottom" key={flag}>
            <Input
              type="switch"
              role="switch"
              id={`notify-${flag}`}
              checked={values[flag]}
              onChange={(e) => {
                setSaved(false)
                setValues((current) => ({ ...current, [flag]: e.target.checked }))
              }}
            />
            <Label for={`notify-${flag}`} check>
              {t(`pages.accountSettings.notifications.${flag}`)}
            </Label>
          </div>
        ))}
      </fieldset>
      <div className="d-flex flex-wrap align-items-center gap-3 mt-4">
        <Button color="primary" type="submit" disabled={busy || !changed}>
          {busy ? t('pages.common.saving') : t('pages.accountSettings.saveChanges')}
        </Button>
        <Button
          color="secondary"
          outline
          type="button"
          className="vl-btn-outline"
          disabled={busy || !changed}
          onClick={() => setValues(flags)}
        >
          {t('pages.accountSettings.discard')}
        </Button>
        <SavedNote shown={saved} />
      </div>
    </form>
  )
}
