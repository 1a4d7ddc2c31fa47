// The user form: validated by the shared userInputSchema, with the server's message shown.
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import { Col, Form, FormFeedback, FormText, Input, Label, Row } from 'reactstrap'
import { FormFooter } from '@/@core/components/form/FormFooter'
import type { z } from 'zod'
import {
  USER_COUNTRIES,
  USER_PLANS,
  USER_ROLES,
  USER_STATUSES,
  userInputSchema,
  type UserInput
} from '@/contracts/music'

type Parsed = z.output<typeof userInputSchema>
type Props = {
  defaultValues: UserInput
  isNew: boolean
  onSubmit: (values: Parsed) => Promise<void>
  onCancel: () => void
  submitLabel: string
}

export const EMPTY_USER: UserInput = {
  full_name: '',
  username: '',
  email: '',
  // The least a new account can do; an administrator raises it on purpose.
  role: 'viewer',
  status: 'active',
  plan: 'free',
  country: '',
  password: undefined
}

/** Country names in the interface's language, sorted by name; a stored code outside the list stays choosable. */
function countryOptions(language: string, current: string | undefined): { code: string; name: string }[] {
  const codes: string[] = [...USER_COUNTRIES]
  if (current && !codes.includes(current)) codes.push(current)
  let names: Intl.DisplayNames | null = null
  try {
    names = new Intl.DisplayNames([language], { type: 'region' })
  } catch {
    names = null
  }
  return codes
    .map((code) => ({ code, name: names?.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, language))
}

export function UserForm({ defaultValues, isNew, onSubmit, onCancel, submitLabel }: Props) {
  const { t, i18n } = useTranslation()
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting }
  } = useForm<UserInput, unknown, Parsed>({ resolver: zodResolver(userInputSchema), defaultValues })

  const field = (name: keyof UserInput, options?: Parameters<typeof register>[1]) => {
    const { ref, ...rest } = register(name, options)
    return {
      ...rest,
      innerRef: ref,
      id: `user-${name}`,
      invalid: Boolean(errors[name]),
      'aria-describedby': errors[name] ? `user-${name}-error` : undefined
    }
  }
  const feedback = (name: keyof UserInput) =>
    errors[name] ? <FormFeedback id={`user-${name}-error`}>{errors[name]?.message}</FormFeedback> : null

  const submit = handleSubmit(async (values) => {
    setServerError(null)
    try {
      await onSubmit(values)
    } catch (error) {
      setServerError(typeof error === 'string' ? error : t('music.common.failed'))
    }
  })

  return (
    <Form onSubmit={(e) => void submit(e)} noValidate>
      <Row className="g-3">
        <Col md={6}>
          <Label for="user-full_name">{t('music.users.form.fullName')}</Label>
          <Input {...field('full_name')} autoComplete="name" />
          {feedback('full_name')}
        </Col>
        <Col md={6}>
          <Label for="user-username">{t('music.users.form.username')}</Label>
          <Input {...field('username')} autoComplete="username" />
          {feedback('username')}
        </Col>
        <Col md={6}>
          <Label for="user-email">{t('music.users.form.email')}</Label>
          <Input {...field('email')} type="email" autoComplete="email" dir="ltr" />
          {feedback('email')}
        </Col>
        <Col md={6}>
          <Label for="user-country">{t('music.users.form.country')}</Label>
          <Input {...field('country')} type="select" autoComplete="country">
            <option value="">{t('music.users.form.noCountry')}</option>
            {countryOptions(i18n.language, defaultValues.country).map(({ code, name }) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </Input>
          {feedback('country')}
        </Col>
        <Col md={4}>
          <Label for="user-role">{t('music.users.form.role')}</Label>
          <Input {...field('role')} type="select">
            {USER_ROLES.map((role) => (
              <option key={role} value={role}>
                {t(`music.users.roles.${role}`)}
              </option>
            ))}
          </Input>
          {feedback('role')}
        </Col>
        <Col md={4}>
          <Label for="user-status">{t('music.users.form.status')}</Label>
          <Input {...field('status')} type="select">
            {USER_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`music.users.statuses.${status}`)}
              </option>
            ))}
          </Input>
          {feedback('status')}
        </Col>
        <Col md={4}>
          <Label for="user-plan">{t('music.users.form.plan')}</Label>
          <Input {...field('plan')} type="select">
            {USER_PLANS.map((plan) => (
              <option key={plan} value={plan}>
                {t(`music.users.plans.${plan}`)}
              </option>
            ))}
          </Input>
          {feedback('plan')}
        </Col>
        <Col md={6}>
          <Label for="user-password">{t('music.users.form.password')}</Label>
          <Input
            {...field('password', { setValueAs: (v: unknown) => (v === '' ? undefined : v) })}
            type="password"
            autoComplete="new-password"
            aria-describedby={
              errors.password ? 'user-password-error user-password-hint' : 'user-password-hint'
            }
          />
          {feedback('password')}
          <FormText id="user-password-hint">
            {t(isNew ? 'music.users.form.passwordOptional' : 'music.users.form.passwordHint')}
          </FormText>
        </Col>
      </Row>
      <FormFooter
        serverError={serverError}
        isSubmitting={isSubmitting}
        submitLabel={submitLabel}
        onCancel={onCancel}
      />
    </Form>
  )
}
