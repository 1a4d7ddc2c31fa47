// Creates a key { name, scope }: per-field messages, the server's message, a disabled button while sending.
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Col, Form, FormFeedback, Input, Label, Row } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { API_KEY_SCOPES, apiKeyInputSchema, type ApiKeyInput, type CreatedApiKey } from '@/contracts/apiKeys'
import { useAppDispatch } from '@/redux/hooks'
import { createApiKey } from './apiKeysApi'

export const scopeLabel = (scope: string) => `music.integrations.apiKeys.scopes.${scope.replace(':', '_')}`

export function CreateKeyForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const prefix = useId()
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting }
  } = useForm<ApiKeyInput>({
    resolver: zodResolver(apiKeyInputSchema),
    defaultValues: { name: '', scope: 'plays:write' }
  })
  const message = (name: keyof ApiKeyInput) =>
    errors[name]?.message ? t(`music.integrations.apiKeys.errors.${errors[name].message}`) : undefined
  const field = (name: keyof ApiKeyInput) => {
    const { ref, ...rest } = register(name)
    const error = message(name)
    return {
      id: `${prefix}-${name}`,
      innerRef: ref,
      invalid: Boolean(error),
      'aria-describedby': error ? `${prefix}-${name}-error` : undefined,
      ...rest
    }
  }
  const feedback = (name: keyof ApiKeyInput) =>
    message(name) && <FormFeedback id={`${prefix}-${name}-error`}>{message(name)}</FormFeedback>

  const submit = async (values: ApiKeyInput) => {
    setServerError(null)
    const result = await dispatch(createApiKey(values))
    if (!createApiKey.fulfilled.match(result)) {
      setServerError(result.payload ?? t('music.integrations.apiKeys.failed'))
      return
    }
    reset({ name: '', scope: values.scope })
    onCreated(result.payload)
  }

  return (
    <Form noValidate onSubmit={handleSubmit(submit)} aria-labelledby={`${prefix}-title`}>
      <h3 id={`${prefix}-title`} className="h6 mb-3">
        {t('music.integrations.apiKeys.createTitle')}
      </h3>
      {serverError && (
        <Alert color="danger" fade={false} role="alert">
          {serverError}
        </Alert>
      )}
      <Row className="g-3 align-items-start">
        <Col md={5}>
          <Label for={`${prefix}-name`}>{t('music.integrations.apiKeys.name')}</Label>
          <Input
            {...field('name')}
            placeholder={t('music.integrations.apiKeys.namePlaceholder')}
            dir="auto"
          />
          {feedback('name')}
        </Col>
        <Col md={4}>
          <Label for={`${prefix}-scope`}>{t('music.integrations.apiKeys.access')}</Label>
          <Input {...field('scope')} type="select">
            {API_KEY_SCOPES.map((scope) => (
              <option key={scope} value={scope}>
                {t(scopeLabel(scope))}
              </option>
            ))}
          </Input>
          {feedback('scope')}
        </Col>
        <Col md={3} className="align-self-end">
          <Button color="primary" type="submit" className="w-100" disabled={isSubmitting}>
            {isSubmitting ? t('music.integrations.apiKeys.creating') : t('music.integrations.apiKeys.create')}
          </Button>
        </Col>
      </Row>
    </Form>
  )
}
