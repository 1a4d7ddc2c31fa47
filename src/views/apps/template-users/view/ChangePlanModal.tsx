import { useId, useState } from 'react'
import {
  Alert,
  Button,
  Form,
  FormGroup,
  Input,
  Label,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Spinner
} from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import { TEMPLATE_USER_PLANS, type TemplateUser, type TemplateUserPlan } from '@/contracts/templateUsers'
import { useAppDispatch } from '@/redux/hooks'
import { updateUser } from '../userSlice'

/** Moves the user to another plan; the view page then reloads the plan's details (UserView). */
export function ChangePlanModal({
  user,
  isOpen,
  onClose
}: {
  user: TemplateUser
  isOpen: boolean
  onClose: () => void
}) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const titleId = useId()
  const [plan, setPlan] = useState<TemplateUserPlan>(user.currentPlan)
  const [sending, setSending] = useState(false)
  const [error, setError] = useState<string | null>(null)

  const close = () => {
    if (sending) return
    setPlan(user.currentPlan)
    setError(null)
    onClose()
  }

  async function submit() {
    setSending(true)
    setError(null)
    const { fullName, username, email, contact, company, country, role } = user
    const result = await dispatch(
      updateUser({
        id: user.id,
        user: { fullName, username, email, contact, company, country, role, currentPlan: plan }
      })
    )
    setSending(false)
    if (updateUser.fulfilled.match(result)) {
      toast.success(t('templateUsers.view.plan.changed', { plan: t(`templateUsers.plans.${plan}`) }))
      onClose()
    } else setError(result.payload ?? t('templateUsers.common.failed'))
  }

  return (
    <Modal isOpen={isOpen} toggle={close} centered labelledBy={titleId}>
      <Form
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          void submit()
        }}
      >
        <ModalHeader toggle={close}>
          <span id={titleId}>{t('templateUsers.view.plan.changeTitle')}</span>
        </ModalHeader>
        <ModalBody>
          <p className="text-body-secondary">
            {t('templateUsers.view.plan.current', { plan: t(`templateUsers.plans.${user.currentPlan}`) })}
          </p>
          {error && (
            <Alert fade={false} color="danger" className="py-2">
              {error}
            </Alert>
          )}
          <FormGroup className="mb-0">
            <Label for="change-plan">{t('templateUsers.view.plan.choose')}</Label>
            <Input
              id="change-plan"
              type="select"
              value={plan}
              disabled={sending}
              onChange={(e) => setPlan(e.target.value as TemplateUserPlan)}
            >
              {TEMPLATE_USER_PLANS.map((p) => (
                <option key={p} value={p}>
                  {t(`templateUsers.plans.${p}`)}
                </option>
              ))}
            </Input>
          </FormGroup>
        </ModalBody>
        <ModalFooter>
          <Button color="secondary" outline type="button" onClick={close} disabled={sending}>
            {t('templateUsers.common.cancel')}
          </Button>
          <Button color="primary" type="submit" disabled={sending || plan === user.currentPlan}>
            {sending && <Spinner size="sm" className="me-1" aria-hidden="true" />}
            {t(sending ? 'templateUsers.view.settings.saving' : 'templateUsers.view.plan.change')}
          </Button>
        </ModalFooter>
      </Form>
    </Modal>
  )
}
