// Information: bio, date of birth, country, website and phone (template settings in the fake database).
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Alert, Button, Col, Form, Input, Row } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import { COUNTRIES, infoSchema, type InfoSettings } from '@/contracts/accountSettings'
import { useAppDispatch } from '@/redux/hooks'
import { FormField, fieldAria } from '../../shared/FormField'
import { saveInfo } from '../accountSettingsApi'
import { fieldMessage } from '../formMessages'
import { SavedNote } from '../SavedNote'

export function InfoTab({ info, onSaved }: { info: InfoSettings; onSaved: (info: InfoSettings) => void }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const prefix = useId()
  const [serverError, setServerError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting }
  } = useForm<InfoSettings>({ resolver: zodResolver(infoSchema), defaultValues: info })
  const bio = watch('bio')

  const field = (name: keyof InfoSettings, hint = false) => {
    const { ref, ...rest } = register(name)
    const message = fieldMessage(t, errors[name]?.message)
    return {
      props: {
        ...fieldAria(`${prefix}-${name}`, { error: message, hint }),
        innerRef: ref,
        invalid: Boolean(message),
        ...rest
      },
      message
    }
  }

  const submit = async (values: InfoSettings) => {
    setServerError(null)
    setSaved(false)
    const result = await dispatch(saveInfo(values))
    if (!saveInfo.fulfilled.match(result)) {
      setServerError(result.payload ?? t('pages.common.failed'))
      return
    }
    reset(result.payload)
    onSaved(result.payload)
    setSaved(true)
    toast.success(t('pages.accountSettings.info.savedToast'))
  }

  const bioField = field('bio', true)
  const dob = field('dob')
  const country = field('country')
  const website = field('website', true)
  const phone = field('phone', true)

  return (
    <Form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="account-tab-info">
      {serverError && (
        <Alert color="danger" fade={false} role="alert">
          {serverError}
        </Alert>
      )}
      <Row className="g-3">
        <Col md={12}>
          <FormField
            id={`${prefix}-bio`}
            label={t('pages.accountSettings.info.bio')}
            hint={t('pages.accountSettings.info.bioCount', { count: bio.length, max: 500 })}
            error={bioField.message}
            className=""
          >
            <Input {...bioField.props} type="textarea" rows={4} dir="auto" />
          </FormField>
        </Col>
        <Col md={6}>
          <FormField
            id={`${prefix}-dob`}
            label={t('pages.accountSettings.info.dob')}
            error={dob.message}
            className=""
          >
            <Input {...dob.props} type="date" max={new Date().toISOString().slice(0, 10)} min="1900-01-01" />
          </FormField>
        </Col>
        <Col md={6}>
          <FormField
            id={`${prefix}-country`}
            label={t('pages.accountSettings.info.country')}
            error={country.message}
            className=""
          >
            <Input {...country.props} type="select">
              <option value="">{t('pages.accountSettings.info.noCountry')}</option>
              {COUNTRIES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Input>
          </FormField>
        </Col>
        <Col md={6}>
          <FormField
            id={`${prefix}-website`}
            label={t('pages.accountSettings.info.website')}
            hint={t('pages.accountSettings.info.websiteHint')}
            error={website.message}
            className=""
          >
            <Input {...website.props} type="url" autoComplete="url" dir="ltr" />
          </FormField>
        </Col>
        <Col md={6}>
          <FormField
            id={`${prefix}-phone`}
            label={t('pages.accountSettings.info.phone')}
            hint={t('pages.accountSettings.info.phoneHint')}
            error={phone.message}
            className=""
          >
            <Input {...phone.props} type="tel" autoComplete="tel" dir="ltr" />
          </FormField>
        </Col>
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
