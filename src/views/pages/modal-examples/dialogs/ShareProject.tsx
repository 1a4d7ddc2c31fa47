import { useId, useState, type FormEvent } from 'react'
import { Button, Input, Label } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { Avatar } from '../../shared/Avatar'
import { ExampleModal } from '../ExampleModal'
import { emailSchema } from '../schemas'

type Role = 'owner' | 'editor' | 'viewer'
type Member = { email: string; name: string; role: Role }

const INITIAL: Member[] = [
  { email: 'lena.berg@vibeline.app', name: 'Lena Berg', role: 'owner' },
  { email: 'omar.haddad@vibeline.app', name: 'Omar Haddad', role: 'editor' },
  { email: 'sofia.costa@vibeline.app', name: 'Sofia Costa', role: 'viewer' }
]

/** Share project: invite people by email and choose what each member may do. */
export function ShareProject({
  isOpen,
  onClose,
  onDone
}: {
  isOpen: boolean
  onClose: () => void
  onDone: (summary: string) => void
}) {
  const { t } = useTranslation()
  const prefix = useId()
  const [members, setMembers] = useState<Member[]>(INITIAL)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | null>(null)
  const [announcement, setAnnouncement] = useState('')

  const close = () => {
    setEmail('')
    setError(null)
    onClose()
  }
  const invite = (event: FormEvent) => {
    event.preventDefault()
    const parsed = emailSchema.safeParse(email)
    if (!parsed.success) {
      setError(t('pages.modalExamples.errors.email'))
      return
    }
    const address = parsed.data.toLowerCase()
    if (members.some((m) => m.email === address)) {
      setError(t('pages.modalExamples.share.already'))
      return
    }
    setMembers((list) => [...list, { email: address, name: address.split('@')[0], role: 'viewer' }])
    setEmail('')
    setError(null)
    setAnnouncement(t('pages.modalExamples.share.invited', { email: address }))
  }
  const share = () => {
    onDone(t('pages.modalExamples.share.done', { count: members.length }))
    close()
  }

  return (
    <ExampleModal
      id="share-project"
      isOpen={isOpen}
      onClose={close}
      title={t('pages.modalExamples.share.title')}
    >
      <form noValidate onSubmit={invite} className="mb-4">
        <Label for={`${prefix}-email`}>{t('pages.modalExamples.share.inviteLabel')}</Label>
        <div className="d-flex gap-2 align-items-start">
          <div className="flex-grow-1">
            <Input
              id={`${prefix}-email`}
              type="email"
              value={email}
              placeholder="name@example.com"
              onChange={(e) => setEmail(e.target.value)}
              invalid={Boolean(error)}
              aria-describedby={error ? `${prefix}-email-error` : undefined}
              dir="ltr"
            />
            {error && (
              <div id={`${prefix}-email-error`} className="invalid-feedback d-block">
                {error}
              </div>
            )}
          </div>
          <Button color="primary" type="submit">
            {t('pages.modalExamples.share.invite')}
          </Button>
        </div>
      </form>
      <div role="status" className="visually-hidden">
        {announcement}
      </div>
      <h3 className="h6">{t('pages.modalExamples.share.members', { count: members.length })}</h3>
      <ul className="list-unstyled ps-0 mb-4">
        {members.map((member) => (
          <li key={member.email} className="d-flex align-items-center gap-2 py-2 border-bottom">
            <Avatar name={member.name} size={32} />
            <div className="flex-grow-1 text-truncate">
              <p className="mb-0 fw-semibold text-truncate">{member.name}</p>
              <p className="mb-0 small text-body-secondary text-truncate" dir="ltr">
                {member.email}
              </p>
            </div>
            <Label for={`${prefix}-role-${member.email}`} className="visually-hidden">
              {t('pages.modalExamples.share.roleOf', { name: member.name })}
            </Label>
            <Input
              id={`${prefix}-role-${member.email}`}
              type="select"
              bsSize="sm"
              className="w-auto"
              value={member.role}
              disabled={member.role === 'owner'}
              onChange={(e) =>
                setMembers((list) =>
                  list.map((m) => (m.email === member.email ? { ...m, role: e.target.value as Role } : m))
                )
              }
            >
              {(['owner', 'editor', 'viewer'] as const).map((role) => (
                <option key={role} value={role} disabled={role === 'owner' && member.role !== 'owner'}>
                  {t(`pages.modalExamples.share.roles.${role}`)}
                </option>
              ))}
            </Input>
          </li>
        ))}
      </ul>
      <div className="d-flex justify-content-center gap-2">
        <Button color="primary" onClick={share}>
          {t('pages.modalExamples.share.submit')}
        </Button>
        <Button color="secondary" outline className="vl-btn-outline" onClick={close}>
          {t('pages.modalExamples.cancel')}
        </Button>
      </div>
    </ExampleModal>
  )
}
