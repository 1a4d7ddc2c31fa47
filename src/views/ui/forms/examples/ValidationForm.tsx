// react-hook-form with a zod schema: every rule has its own message, shown under its field once the form is sent
// and kept up to date as the person corrects it.
import { useId, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useForm, type FieldPath } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { Button, Col, Form, FormFeedback, FormGroup, Input, Label, Row } from 'reactstrap'

const ROLES = ['listener', 'artist', 'curator'] as const

const validationSchema = z
  .object({
    fullName: z.string().trim().min(1, 'required').min(2, 'nameShort').max(40, 'nameLong'),
    email: z.string().min(1, 'required').email('email'),
    age: z.number({ error: 'ageNumber' }).int('ageInteger').min(13, 'ageMin').max(120, 'ageMax'),
    website: z.union([z.literal(''), z.url({ error: 'url', protocol: /^https?$/ })]),
    role: z.enum(ROLES, { error: 'chooseOne' }),
    password: z.string().min(8, 'passwordShort').regex(/[A-Z]/, 'passwordUpper').regex(/\d/, 'passwordDigit'),
    confirm: z.string().min(1, 'required'),
    terms: z.literal(true, { error: 'terms' })
  })
  .refine((values) => values.password === values.confirm, { path: ['confirm'], message: 'passwordMatch' })
type ValidationValues = z.input<typeof validationSchema>

const FIELDS = [
  { name: 'fullName', type: 'text', autoComplete: 'name' },
  { name: 'email', type: 'email', autoComplete: 'email' },
  { name: 'age', type: 'number', autoComplete: 'off' },
  { name: 'website', type: 'url', autoComplete: 'url' },
  { name: 'password', type: 'password', autoComplete: 'new-password' },
  { name: 'confirm', type: 'password', autoComplete: 'new-password' }
] as const

export default function ValidationForm() {
  const { t } = useTranslation()
  const id = useId()
  const [sent, setSent] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting }
  } = useForm<ValidationValues>({
    resolver: zodResolver(validationSchema),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: { fullName: '', email: '', website: '', password: '', confirm: '' }
  })
  const message = (name: FieldPath<ValidationValues>) => {
    const key = errors[name]?.message
    return typeof key === 'string' ? t(`ui.forms.errors.${key}`) : undefined
  }
  const control = (name: FieldPath<ValidationValues>) => {
    const { ref, ...rest } = register(name, name === 'age' ? { valueAsNumber: true } : undefined)
    return {
      ...rest,
      id: `${id}-${name}`,
      innerRef: ref,
      invalid: Boolean(message(name)),
      'aria-describedby': message(name) ? `${id}-${name}-error` : undefined
    }
  }
  const feedback = (name: FieldPath<ValidationValues>) =>
    message(name) && <FormFeedback id={`${id}-${name}-error`}>{message(name)}</FormFeedback>

  const submit = handleSubmit((values) => {
    setSent(String(values.fullName))
    reset()
  })

  return (
    <Form noValidate onSubmit={(event) => void submit(event)} aria-label={t('ui.forms.validation.form')}>
      <Row>
        {FIELDS.map(({ name, type, autoComplete }) => (
          <Col md={6} key={name}>
            <FormGroup>
              <Label for={`${id}-${name}`}>{t(`ui.forms.validation.${name}`)}</Label>
              <Input {...control(name)} type={type} autoComplete={autoComplete} />
              {feedback(name)}
            </FormGroup>
          </Col>
        ))}
        <Col md={6}>
          <FormGroup>
            <Label for={`${id}-role`}>{t('ui.forms.validation.role')}</Label>
            <Input {...control('role')} type="select" defaultValue="">
              <option value="">{t('ui.forms.elements.choose')}</option>
              {ROLES.map((role) => (
                <option key={role} value={role}>
                  {t(`ui.forms.validation.roles.${role}`)}
                </option>
              ))}
            </Input>
            {feedback('role')}
          </FormGroup>
        </Col>
        <Col md={6} className="d-flex align-items-end">
          <FormGroup check>
            <Input {...control('terms')} type="checkbox" />
            <Label check for={`${id}-terms`}>
              {t('ui.forms.validation.terms')}
            </Label>
            {feedback('terms')}
          </FormGroup>
        </Col>
      </Row>
      <div className="d-flex align-items-center gap-3 mt-2">
        <Button color="primary" type="submit" disabled={isSubmitting}>
          {t('ui.forms.validation.submit')}
        </Button>
      </div>
      {sent && (
        <div className="alert alert-success mt-3 mb-0" role="status">
          {t('ui.forms.validation.sent', { name: sent })}
        </div>
      )}
    </Form>
  )
}
