// "Change N users": a new role and/or status for every selected user. A field left at "No change" stays as each
// user has it. The server leaves the administrator's own account alone and says so.
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import {
  Button,
  Form,
  FormFeedback,
  FormGroup,
  Input,
  Label,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader
} from 'reactstrap'
import type { UserBulkChanges } from '@/contracts/bulk'
import { USER_ROLES, USER_STATUSES } from '@/contracts/music'

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
  const [sending, setSending] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)

  const reset = () => {
    setRole('')
    setStatus('')
    setMissing(false)
    setFailure(null)
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
    setSending(true)
    setFailure(null)
    try {
      await onSubmit({ ...(role ? { role } : {}), ...(status ? { status } : {}) })
      reset()
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error))
    } finally {
      setSending(false)
    }
  }

  return (
    <Modal isOpen={isOpen} toggle={close} centered>
      <Form onSubmit={submit} noValidate>
        <ModalHeader toggle={close} tag="h2" className="h5">
          {t('music.users.bulk.title', { count })}
        </ModalHeader>
        <ModalBody>
          <p className="text-body-secondary small">{t('music.users.bulk.hint')}</p>
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
          {failure && (
            <div className="alert alert-danger small mb-0" role="alert">
              {failure}
            </div>
          )}
        </ModalBody>
        <ModalFooter>
          <Button color="secondary" outline type="button" onClick={close}>
            {t('common.cancel')}
          </Button>
          <Button color="primary" type="submit" disabled={sending}>
            {sending ? t('common.working') : t('music.users.bulk.apply', { count })}
          </Button>
        </ModalFooter>
      </Form>
    </Modal>
  )
}
