// General: picture (upload with preview, reset, remove), full name, username and email through the account API,
// company through the template settings. Saving updates the name and picture in the navbar too.
import { useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { Alert, Button, Col, Form, Input, Row } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import { storeSession } from '@/auth/tokenStorage'
import { accountFields, type Account } from '@/contracts/account'
import { generalSettingsSchema } from '@/contracts/accountSettings'
import { userDataUpdated } from '@/redux/authSlice'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { Avatar } from '../../shared/Avatar'
import { FormField, fieldAria } from '../../shared/FormField'
import { imageProblem } from '../../shared/readImage'
import { saveAccount, saveCompany } from '../accountSettingsApi'
import { fieldMessage } from '../formMessages'
import { resizeAvatar } from '../resizeAvatar'
import { SavedNote } from '../SavedNote'

const schema = z.object({
  fullName: accountFields.fullName,
  username: accountFields.username,
  email: accountFields.email,
  company: generalSettingsSchema.shape.company
})
type Values = z.infer<typeof schema>
/** The photo a person may choose, before it is scaled down. */
const PHOTO_MAX_BYTES = 5 * 1024 * 1024

export function GeneralTab({
  account,
  company,
  onSaved
}: {
  account: Account
  company: string
  onSaved: (account: Account, company: string) => void
}) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const auth = useAppSelector((state) => state.auth)
  const prefix = useId()
  const fileInput = useRef<HTMLInputElement>(null)
  const [avatar, setAvatar] = useState<string | null>(account.avatar)
  const [avatarError, setAvatarError] = useState<string | null>(null)
  const [serverError, setServerError] = useState<string | null>(null)
  const [saved, setSaved] = useState(false)
  const defaults: Values = {
    fullName: account.fullName,
    username: account.username,
    email: account.email,
    company
  }
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting }
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: defaults })

  const field = (name: keyof Values) => {
    const { ref, ...rest } = register(name)
    const message = fieldMessage(t, errors[name]?.message)
    return {
      props: {
        ...fieldAria(`${prefix}-${name}`, { error: message }),
        innerRef: ref,
        invalid: Boolean(message),
        ...rest
      },
      message
    }
  }

  const choose = async (file: File | undefined) => {
    if (!file) return
    setSaved(false)
    const problem = imageProblem(file, PHOTO_MAX_BYTES)
    if (problem) {
      setAvatarError(
        t(
          problem === 'type'
            ? 'pages.accountSettings.general.photoType'
            : 'pages.accountSettings.general.photoSize'
        )
      )
      return
    }
    const picture = await resizeAvatar(file)
    if (!picture) {
      setAvatarError(t('pages.accountSettings.general.photoUnreadable'))
      return
    }
    setAvatarError(null)
    setAvatar(picture)
  }

  const submit = async (values: Values) => {
    setServerError(null)
    setSaved(false)
    const result = await dispatch(
      saveAccount({
        fullName: values.fullName,
        username: values.username,
        email: values.email,
        ...(avatar !== account.avatar ? { avatar } : {})
      })
    )
    if (!saveAccount.fulfilled.match(result)) {
      setServerError(result.payload ?? t('pages.common.failed'))
      return
    }
    const next = result.payload
    let savedCompany = company
    if (values.company !== company) {
      const companyResult = await dispatch(saveCompany(values.company))
      if (!saveCompany.fulfilled.match(companyResult)) {
        setServerError(companyResult.payload ?? t('pages.common.failed'))
        onSaved(next, company)
        return
      }
      savedCompany = companyResult.payload
    }
    if (auth.userData && auth.accessToken && auth.refreshToken) {
      const userData = {
        ...auth.userData,
        fullName: next.fullName,
        username: next.username,
        email: next.email,
        avatar: next.avatar
      }
      dispatch(userDataUpdated(userData))
      storeSession({ userData, accessToken: auth.accessToken, refreshToken: auth.refreshToken })
    }
    reset({ fullName: next.fullName, username: next.username, email: next.email, company: savedCompany })
    setAvatar(next.avatar)
    onSaved(next, savedCompany)
    setSaved(true)
    toast.success(t('pages.accountSettings.general.savedToast'))
  }

  const fullName = field('fullName')
  const username = field('username')
  const email = field('email')
  const companyField = field('company')

  return (
    <Form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="account-tab-general">
      <div className="d-flex flex-wrap align-items-center gap-3 mb-4">
        <Avatar
          name={account.fullName}
          src={avatar}
          size={88}
          label={t('pages.accountSettings.general.photoAlt')}
          className="rounded"
        />
        <div>
          <input
            ref={fileInput}
            type="file"
            accept="image/png,image/jpeg,image/gif,image/webp"
            className="visually-hidden"
            tabIndex={-1}
            aria-hidden="true"
            data-testid="avatar-file"
            onChange={(e) => {
              void choose(e.target.files?.[0])
              e.target.value = ''
            }}
          />
          <div className="d-flex flex-wrap gap-2 mb-2">
            <Button
              color="primary"
              size="sm"
              onClick={() => fileInput.current?.click()}
              aria-describedby={`${prefix}-photo-hint`}
            >
              {t('pages.accountSettings.general.upload')}
            </Button>
            <Button
              color="secondary"
              outline
              size="sm"
              className="vl-btn-outline"
              disabled={avatar === account.avatar}
              onClick={() => {
                setAvatar(account.avatar)
                setAvatarError(null)
              }}
            >
              {t('pages.accountSettings.general.reset')}
            </Button>
            {avatar && (
              <Button color="danger" outline size="sm" onClick={() => setAvatar(null)}>
                {t('pages.accountSettings.general.remove')}
              </Button>
            )}
          </div>
          <p id={`${prefix}-photo-hint`} className="form-text mb-0">
            {t('pages.accountSettings.general.photoHint')}
          </p>
          {avatarError && (
            <p className="text-danger small mb-0" role="alert">
              {avatarError}
            </p>
          )}
          {avatar !== account.avatar && !avatarError && (
            <p className="small text-body-secondary mb-0">
              {t('pages.accountSettings.general.photoPending')}
            </p>
          )}
        </div>
      </div>
      {serverError && (
        <Alert color="danger" fade={false} role="alert">
          {serverError}
        </Alert>
      )}
      <Row className="g-3">
        <Col md={6}>
          <FormField
            id={`${prefix}-fullName`}
            label={t('pages.accountSettings.general.fullName')}
            error={fullName.message}
            className=""
          >
            <Input {...fullName.props} autoComplete="name" dir="auto" />
          </FormField>
        </Col>
        <Col md={6}>
          <FormField
            id={`${prefix}-username`}
            label={t('pages.accountSettings.general.username')}
            error={username.message}
            className=""
          >
            <Input {...username.props} autoComplete="username" dir="ltr" />
          </FormField>
        </Col>
        <Col md={6}>
          <FormField
            id={`${prefix}-email`}
            label={t('pages.accountSettings.general.email')}
            error={email.message}
            className=""
          >
            <Input {...email.props} type="email" autoComplete="email" dir="ltr" />
          </FormField>
        </Col>
        <Col md={6}>
          <FormField
            id={`${prefix}-company`}
            label={t('pages.accountSettings.general.company')}
            error={companyField.message}
            className=""
          >
            <Input {...companyField.props} autoComplete="organization" dir="auto" />
          </FormField>
        </Col>
        <Col md={6}>
          <p className="mb-0 small text-body-secondary">
            {t('pages.accountSettings.general.roleNote', { role: account.role })}
          </p>
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
          onClick={() => {
            reset()
            setAvatar(account.avatar)
            setAvatarError(null)
            setServerError(null)
          }}
        >
          {t('pages.accountSettings.discard')}
        </Button>
        <SavedNote shown={saved} />
      </div>
    </Form>
  )
}
