import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { FormFeedback, FormGroup, Input, Label } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import {
  newTemplateUserSchema,
  TEMPLATE_USER_COUNTRIES,
  TEMPLATE_USER_PLANS,
  TEMPLATE_USER_ROLES,
  type NewTemplateUser,
  type TemplateUser
} from '@/contracts/templateUsers'
import { useAppDispatch } from '@/redux/hooks'
import { FormDialog } from '@/@core/components/form/FormDialog'
import { addUser, updateUser } from '../userSlice'

const EMPTY = {
  fullName: '',
  username: '',
  email: '',
  contact: '',
  company: '',
  country: '',
  role: '',
  currentPlan: ''
} as unknown as NewTemplateUser

type Field = keyof NewTemplateUser

const valuesOf = (user: TemplateUser): NewTemplateUser => ({
  fullName: user.fullName,
  username: user.username,
  email: user.email,
  contact: user.contact,
  company: user.company,
  country: user.country,
  role: user.role,
  currentPlan: user.currentPlan
})

/**
 * The user form in a side panel, adding a user or (given `user`) editing one: validated as you submit,
 * the server's message shown if it refuses.
 */
export function AddUserModal({
  isOpen,
  onClose,
  user
}: {
  isOpen: boolean
  onClose: () => void
  user?: TemplateUser
}) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const idPrefix = useId()
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting }
  } = useForm<NewTemplateUser>({
    resolver: zodResolver(newTemplateUserSchema),
    defaultValues: user ? valuesOf(user) : EMPTY
  })

  const close = () => {
    reset(user ? valuesOf(user) : EMPTY)
    setServerError(null)
    onClose()
  }

  const onSubmit = async (values: NewTemplateUser) => {
    setServerError(null)
    if (user) {
      const result = await dispatch(updateUser({ id: user.id, user: values }))
      if (updateUser.fulfilled.match(result)) {
        toast.success(t('templateUsers.edit.saved', { name: result.payload.fullName }))
        onClose()
      } else setServerError(result.payload ?? t('templateUsers.common.failed'))
      return
    }
    const result = await dispatch(addUser(values))
    if (addUser.fulfilled.match(result)) {
      toast.success(t('templateUsers.add.added', { name: result.payload.fullName }))
      close()
    } else setServerError(result.payload ?? t('templateUsers.common.failed'))
  }

  const fieldProps = (name: Field) => {
    const { ref, ...rest } = register(name)
    return {
      id: `${idPrefix}-${name}`,
      innerRef: ref,
      invalid: Boolean(errors[name]),
      'aria-describedby': errors[name] ? `${idPrefix}-${name}-error` : undefined,
      ...rest
    }
  }
  const feedback = (name: Field) =>
    errors[name]?.message ? (
      <FormFeedback id={`${idPrefix}-${name}-error`}>{t(errors[name].message)}</FormFeedback>
    ) : null
  const label = (name: Field) => <Label for={`${idPrefix}-${name}`}>{t(`templateUsers.form.${name}`)}</Label>

  return (
    <FormDialog
      isOpen={isOpen}
      onClose={close}
      title={t(user ? 'templateUsers.edit.title' : 'templateUsers.add.title')}
      onSubmit={handleSubmit(onSubmit)}
      serverError={serverError}
      submitLabel={t(user ? 'templateUsers.edit.submit' : 'templateUsers.add.submit')}
      submitting={isSubmitting}
      layout="end"
      className="add-user-modal"
    >
      <FormGroup>
        {label('fullName')}
        <Input {...fieldProps('fullName')} autoComplete="name" placeholder="Jane Doe" />
        {feedback('fullName')}
      </FormGroup>
      <FormGroup>
        {label('username')}
        <Input {...fieldProps('username')} autoComplete="username" placeholder="jane.doe" />
        {feedback('username')}
      </FormGroup>
      <FormGroup>
        {label('email')}
        <Input
          {...fieldProps('email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          placeholder="jane@example.com"
        />
        {feedback('email')}
      </FormGroup>
      <FormGroup>
        {label('contact')}
        <Input {...fieldProps('contact')} type="tel" autoComplete="tel" placeholder="+1 (609) 933-4422" />
        {feedback('contact')}
      </FormGroup>
      <FormGroup>
        {label('company')}
        <Input {...fieldProps('company')} autoComplete="organization" />
        {feedback('company')}
      </FormGroup>
      <FormGroup>
        {label('country')}
        <Input {...fieldProps('country')} type="select">
          <option value="">{t('templateUsers.form.selectCountry')}</option>
          {TEMPLATE_USER_COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {country}
            </option>
          ))}
        </Input>
        {feedback('country')}
      </FormGroup>
      <FormGroup>
        {label('role')}
        <Input {...fieldProps('role')} type="select">
          <option value="">{t('templateUsers.form.selectRole')}</option>
          {TEMPLATE_USER_ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`templateUsers.roles.${role}`)}
            </option>
          ))}
        </Input>
        {feedback('role')}
      </FormGroup>
      <FormGroup>
        {label('currentPlan')}
        <Input {...fieldProps('currentPlan')} type="select">
          <option value="">{t('templateUsers.form.selectPlan')}</option>
          {TEMPLATE_USER_PLANS.map((plan) => (
            <option key={plan} value={plan}>
              {t(`templateUsers.plans.${plan}`)}
            </option>
          ))}
        </Input>
        {feedback('currentPlan')}
      </FormGroup>
    </FormDialog>
  )
}
