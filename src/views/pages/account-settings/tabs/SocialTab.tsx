// Social links: six web addresses, each optional (template settings in the fake database).
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Col, Form, Input, Row } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import { SOCIAL_LINKS, socialLinksSchema, type SocialLinksSettings } from '@/contracts/accountSettings'
import { useAppDispatch } from '@/redux/hooks'
import { FormField, fieldAria } from '../../shared/FormField'
import { saveSocial } from '../accountSettingsApi'
import { fieldMessage } from '../formMessages'
import { SavedNote } from '../SavedNote'

const PLACEHOLDERS: Record<(typeof SOCIAL_LINKS)[number], string> = {
  twitter: 'https://twitter.com/…',
  facebook: 'https://facebook.com/…',
  google: 'https://google.com/…',
  linkedIn: 'https://linkedin.com/in/…',
  instagram: 'https://instagram.com/…',
  quora: 'https://quora.com/profile/…'
}

export function SocialTab({
  links,
  onSaved
}: {
  links: SocialLinksSettings
  onSaved: (links: SocialLinksSettings) => void
}) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const prefix = useId()
  const [serverError, setServerError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting }
  } = useForm<SocialLinksSettings>({ resolver: zodResolver(socialLinksSchema), defaultValues: links })

  const submit = async (values: SocialLinksSettings) => {
    setServerError(null)
    setSaved(false)
    const result = await dispatch(saveSocial(values))
    if (!saveSocial.fulfilled.match(result)) {
      setServerError(result.payload ?? t('pages.common.failed'))
      return
    }
    reset(result.payload)
    onSaved(result.payload)
    setSaved(true)
    toast.success(t('pages.accountSettings.social.savedToast'))
  }

  return (
    <Form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="account-tab-social">
      {serverError && (
        <Alert color="danger" fade={false} role="alert">
          {serverError}
        </Alert>
      )}
      <Row className="g-3">
        {SOCIAL_LINKS.map((name) => {
          const { ref, ...rest } = register(name)
          const message = fieldMessage(t, errors[name]?.message)
          const id = `${prefix}-${name}`
          return (
            <Col md={6} key={name}>
              <FormField
                id={id}
                label={t(`pages.accountSettings.social.${name}`)}
                error={message}
                className=""
              >
                <Input
                  {...fieldAria(id, { error: message })}
                  innerRef={ref}
                  invalid={Boolean(message)}
                  {...rest}
                  type="url"
                  dir="ltr"
                  placeholder={PLACEHOLDERS[name]}
                />
              </FormField>
            </Col>
          )
        })}
      </Row>
      <div className="d-flex flex-wrap align-items-center gap-3 mt-4">
        <Button color="primary" type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('pages.common.saving') : t('pages.accountSettings.saveChanges')}
        </Button>
        <Button
          color="secondary"
          outline
          type="button"
          className="vl-btn-outline"
          disabled={isSubmitting}
          onClick={() => reset()}
        >
          {t('pages.accountSettings.discard')}
        </Button>
        <SavedNote shown={saved} />
      </div>
    </Form>
  )
}
