// "Change N users": a new role and/or status for every selected user. A field left at "No change" stays as each
// user has it. The server leaves the administrator's own account alone and says so.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap'
import type { UserBulkChanges } from '@/contracts/bulk'
import { USER_ROLES, USER_STATUSES } from '@/contracts/music'
import { BulkDialog, useBulkSend } from '../../shared/BulkDialog'

type UserRole = (typeof USER_ROLES)[number]
type UserStatus = (typeof USER_STATUSES)[number]

type Props = {
  isOpen: boolean
  count: number
  onClose: () => void
  /** Applies the change; a rejection's message is shown in the dialog. */
  onSubmit: (changes: UserBulkChanges) => Promise<void>
}

export function UserBulkDialog({ isOpen, count, onClose, onSubmit }: Props) {
  const { t } = useTranslation()
  const [role, setRole] = useState<UserRole | ''>('')
  const [status, setStatus] = useState<UserStatus | ''>('')
  const [missing, setMissing] = useState(false)
  const { sending, failure, send, clearFailure } = useBulkSend()

  const reset = () => {
    setRole('')
    setStatus('')
    setMissing(false)
    clearFailure()
  }
  const close = () => {
    reset()
    onClose()
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!role && !status) {
      setMissing(true)
      return
    }
    if (await send(() => onSubmit({ ...(role ? { role } : {}), ...(status ? { status } : {}) }))) reset()
  }

  return (
    <BulkDialog
      isOpen={isOpen}
      title={t('music.users.bulk.title', { count })}
      hint={t('music.users.bulk.hint')}
      applyLabel={t('music.users.bulk.apply', { count })}
      sending={sending}
      failure={failure}
      onClose={close}
      onSubmit={submit}
    >
      <FormGroup>
        <Label for="user-bulk-role">{t('music.users.columns.role')}</Label>
        <Input
          id="user-bulk-role"
          type="select"
          value={role}
          invalid={missing}
          aria-describedby={missing ? 'user-bulk-missing' : undefined}
          onChange={(e) => {
            setRole(e.target.value as UserRole | '')
            setMissing(false)
          }}
        >
          <option value="">{t('music.users.bulk.noChange')}</option>
          {USER_ROLES.map((r) => (
            <option key={r} value={r}>
              {t(`music.users.roles.${r}`)}
            </option>
          ))}
        </Input>
      </FormGroup>
      <FormGroup>
        <Label for="user-bulk-status">{t('music.users.columns.status')}</Label>
        <Input
          id="user-bulk-status"
          type="select"
          value={status}
          invalid={missing}
          aria-describedby={missing ? 'user-bulk-missing' : undefined}
          onChange={(e) => {
            setStatus(e.target.value as UserStatus | '')
            setMissing(false)
          }}
        >
          <option value="">{t('music.users.bulk.noChange')}</option>
          {USER_STATUSES.map((s) => (
            <option key={s} value={s}>
              {t(`music.users.statuses.${s}`)}
            </option>
          ))}
        </Input>
        <FormFeedback id="user-bulk-missing">{t('music.users.bulk.chooseOne')}</FormFeedback>
      </FormGroup>
    </BulkDialog>
  )
}
