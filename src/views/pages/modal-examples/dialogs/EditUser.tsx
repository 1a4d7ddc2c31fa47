import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button, Col, Form, Input, Row } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { FormField } from '../../shared/FormField'
import { ExampleModal } from '../ExampleModal'
import { editUserSchema, type EditUserValues } from '../schemas'
import { useFieldProps } from '../useField'

const SAMPLE: EditUserValues = {
  firstName: 'Ava',
  lastName: 'Rivera',
  username: 'ava.rivera',
  email: 'ava.rivera@vibeline.app',
  status: 'active',
  contact: '+1 555 0142',
  language: 'en'
}

/** Edit user: a sample person's details, validated as a server would. */
export function EditUser({
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
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting }
  } = useForm<EditUserValues>({ resolver: zodResolver(editUserSchema), defaultValues: SAMPLE })
  const { field, message, id } = useFieldProps(prefix, register, errors)
  const close = () => {
    reset()
    onClose()
  }
  const submit = (values: EditUserValues) => {
    onDone(t('pages.modalExamples.editUser.done', { name: `${values.firstName} ${values.lastName}` }))
    reset(values)
    onClose()
  }
  const text = (name: keyof EditUserValues, extra: Record<string, string> = {}) => (
    <FormField
      id={id(name)}
      label={t(`pages.modalExamples.editUser.${name}`)}
      error={message(name)}
      className=""
    >
      <Input {...field(name)} {...extra} />
    </FormField>
  )
  return (
    <ExampleModal
      id="edit-user"
      isOpen={isOpen}
      onClose={close}
      title={t('pages.modalExamples.editUser.title')}
      size="lg"
    >
      <p className="text-body-secondary">{t('pages.modalExamples.editUser.intro')}</p>
      <Form noValidate onSubmit={handleSubmit(submit)}>
        <Row className="g-3">
          <Col md={6}>{text('firstName', { autoComplete: 'given-name' })}</Col>
          <Col md={6}>{text('lastName', { autoComplete: 'family-name' })}</Col>
          <Col md={6}>{text('username', { autoComplete: 'username', dir: 'ltr' })}</Col>
          <Col md={6}>{text('email', { type: 'email', autoComplete: 'email', dir: 'ltr' })}</Col>
          <Col md={6}>
            <FormField
              id={id('status')}
              label={t('pages.modalExamples.editUser.status')}
              error={message('status')}
              className=""
            >
              <Input {...field('status')} type="select">
                {(['active', 'inactive', 'pending'] as const).map((s) => (
                  <option key={s} value={s}>
                    {t(`pages.modalExamples.editUser.statuses.${s}`)}
                  </option>
                ))}
              </Input>
            </FormField>
          </Col>
          <Col md={6}>{text('contact', { type: 'tel', autoComplete: 'tel', dir: 'ltr' })}</Col>
          <Col md={6}>
            <FormField
              id={id('language')}
              label={t('pages.modalExamples.editUser.language')}
              error={message('language')}
              className=""
            >
              <Input {...field('language')} type="select">
                {(['en', 'ar', 'fr', 'es'] as const).map((l) => (
                  <option key={l} value={l}>
                    {t(`pages.modalExamples.editUser.languages.${l}`)}
                  </option>
                ))}
              </Input>
            </FormField>
          </Col>
        </Row>
        <div className="d-flex justify-content-center gap-2 mt-4">
          <Button color="primary" type="submit" disabled={isSubmitting}>
            {t('pages.modalExamples.editUser.submit')}
          </Button>
          <Button color="secondary" outline className="vl-btn-outline" onClick={close}>
            {t('pages.modalExamples.cancel')}
          </Button>
        </div>
      </Form>
    </ExampleModal>
  )
}
