// Security: change the own password (the current one required, the rules shown as the person types) and the
// signed-in sessions (device, last use, this one marked) with "sign out" per session and "sign out all others".
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { z } from 'zod'
import { Check, Monitor, Smartphone, X } from 'lucide-react'
import { Alert, Badge, Button, Card, CardBody, Col, Form, Row } from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import clsx from 'clsx'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import { PASSWORD_RULES, passwordChangeSchema, type AccountSession } from '@/contracts/account'
import { useAppDispatch } from '@/redux/hooks'
import { formatDateTime, formatRelative } from '../../shared/format'
import { FormField, fieldAria } from '../../shared/FormField'
import { LoadState } from '../../shared/LoadState'
import { PasswordInput } from '../../shared/PasswordInput'
import { useLoad } from '@/@core/hooks/useLoad'
import { changePassword, fetchSessions, signOutOthers, signOutSession } from '../accountSettingsApi'
import { fieldMessage } from '../formMessages'
import { SavedNote } from '../SavedNote'

const schema = passwordChangeSchema
  .and(z.object({ confirmPassword: z.string() }))
  .refine((v) => v.confirmPassword === v.newPassword, {
    message: 'confirmMismatch',
    path: ['confirmPassword']
  })
type Values = z.infer<typeof schema>
const EMPTY: Values = { currentPassword: '', newPassword: '', confirmPassword: '' }

function PasswordForm({ onChanged }: { onChanged: () => void }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const prefix = useId()
  const [serverError, setServerError] = useState<string | null>(null)
  const [saved, setSaved] = useState<string | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors, isSubmitting }
  } = useForm<Values>({ resolver: zodResolver(schema), defaultValues: EMPTY })
  const newPassword = watch('newPassword')
  const confirmPassword = watch('confirmPassword')

  const field = (name: keyof Values, hint = false) => {
    const { ref, ...rest } = register(name)
    const message = fieldMessage(t, errors[name]?.message)
    return {
      props: {
        ...fieldAria(`${prefix}-${name}`, { error: message, hint }),
        ref,
        invalid: Boolean(message),
        ...rest
      },
      message
    }
  }

  const submit = async ({ currentPassword, newPassword: next }: Values) => {
    setServerError(null)
    setSaved(null)
    const result = await dispatch(changePassword({ currentPassword, newPassword: next }))
    if (!changePassword.fulfilled.match(result)) {
      setServerError(result.payload ?? t('pages.common.failed'))
      return
    }
    reset(EMPTY)
    const text = t('pages.accountSettings.security.changed', { count: result.payload.signedOut })
    setSaved(text)
    toast.success(text)
    onChanged()
  }

  const current = field('currentPassword')
  const next = field('newPassword', true)
  const confirm = field('confirmPassword')
  const rules = [
    ...PASSWORD_RULES.map((rule) => ({ key: rule.key as string, met: rule.test(newPassword) })),
    { key: 'confirmMatches', met: newPassword.length > 0 && newPassword === confirmPassword }
  ]

  return (
    <Form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="security-password-title">
      <h2 id="security-password-title" className="h5 mb-3">
        {t('pages.accountSettings.security.passwordTitle')}
      </h2>
      {serverError && (
        <Alert color="danger" fade={false} role="alert">
          {serverError}
        </Alert>
      )}
      <Row className="g-3">
        <Col md={6}>
          <FormField
            id={`${prefix}-currentPassword`}
            label={t('pages.accountSettings.security.current')}
            error={current.message}
            className=""
          >
            <PasswordInput {...current.props} autoComplete="current-password" />
          </FormField>
        </Col>
        <Col md={6} className="d-none d-md-block" />
        <Col md={6}>
          <FormField
            id={`${prefix}-newPassword`}
            label={t('pages.accountSettings.security.new')}
            error={next.message}
            className=""
          >
            <PasswordInput {...next.props} autoComplete="new-password" />
          </FormField>
        </Col>
        <Col md={6}>
          <FormField
            id={`${prefix}-confirmPassword`}
            label={t('pages.accountSettings.security.confirm')}
            error={confirm.message}
            className=""
          >
            <PasswordInput {...confirm.props} autoComplete="new-password" />
          </FormField>
        </Col>
      </Row>
      <div id={`${prefix}-newPassword-hint`} className="mt-3">
        <p className="mb-1 fw-semibold small">{t('pages.accountSettings.security.rulesTitle')}</p>
        <ul className="list-unstyled ps-0 mb-0 small password-rules">
          {rules.map(({ key, met }) => (
            <li
              key={key}
              className={clsx(
                'd-flex align-items-center gap-2',
                met ? 'text-success' : 'text-body-secondary'
              )}
            >
              {met ? <Check size={14} aria-hidden="true" /> : <X size={14} aria-hidden="true" />}
              <span>
                {t(`pages.accountSettings.security.rules.${key}`)}
                <span className="visually-hidden">
                  {' '}
                  (
                  {t(
                    met
                      ? 'pages.accountSettings.security.ruleMet'
                      : 'pages.accountSettings.security.ruleNotMet'
                  )}
                  )
                </span>
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="d-flex flex-wrap align-items-center gap-3 mt-4">
        <Button color="primary" type="submit" disabled={isSubmitting}>
          {isSubmitting ? t('pages.common.saving') : t('pages.accountSettings.security.submit')}
        </Button>
        <SavedNote shown={saved !== null} text={saved ?? undefined} />
      </div>
    </Form>
  )
}

function SessionRow({ session, onSignOut }: { session: AccountSession; onSignOut: () => void }) {
  const { t, i18n } = useTranslation()
  const Icon = session.device.mobile ? Smartphone : Monitor
  const unknown = t('pages.accountSettings.security.unknown')
  const device = t('pages.accountSettings.security.device', {
    browser: session.device.browser === 'Unknown' ? unknown : session.device.browser,
    os: session.device.os === 'Unknown' ? unknown : session.device.os
  })
  return (
    <li className="d-flex flex-wrap align-items-center gap-3 py-3 border-bottom">
      <span className="icon-tile bg-primary-subtle text-primary-emphasis">
        <Icon size={20} aria-hidden="true" />
      </span>
      <div className="flex-grow-1">
        <p className="mb-0 fw-semibold d-flex flex-wrap align-items-center gap-2">
          <bdi>{device}</bdi>
          {session.current && (
            <Badge pill className="bg-success-subtle text-success-emphasis">
              {t('pages.accountSettings.security.thisDevice')}
            </Badge>
          )}
        </p>
        <p className="mb-0 small text-body-secondary">
          {t('pages.accountSettings.security.lastUsed', {
            when: formatRelative(session.lastUsedAt, i18n.language)
          })}
          {' · '}
          {t('pages.accountSettings.security.signedIn', {
            when: formatDateTime(session.signedInAt, i18n.language)
          })}
        </p>
      </div>
      {!session.current && (
        <Button color="danger" outline size="sm" onClick={onSignOut}>
          {t('pages.accountSettings.security.signOut')}
          <span className="visually-hidden">: {device}</span>
        </Button>
      )}
    </li>
  )
}

function Sessions({ version }: { version: number }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const state = useLoad(() => dispatch(fetchSessions()).unwrap(), [dispatch, version])
  const [confirm, setConfirm] = useState<AccountSession | 'others' | null>(null)

  const run = async () => {
    if (confirm === 'others') {
      const result = await dispatch(signOutOthers())
      if (!signOutOthers.fulfilled.match(result)) throw result.payload ?? t('pages.common.failed')
      toast.success(t('pages.accountSettings.security.othersSignedOut', { count: result.payload }))
      state.update((list) => list.filter((s) => s.current))
    } else if (confirm) {
      const result = await dispatch(signOutSession(confirm.id))
      if (!signOutSession.fulfilled.match(result)) throw result.payload ?? t('pages.common.failed')
      toast.success(t('pages.accountSettings.security.sessionSignedOut'))
      state.update((list) => list.filter((s) => s.id !== confirm.id))
    }
  }

  return (
    <section aria-labelledby="security-sessions-title">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 id="security-sessions-title" className="h5 mb-0">
          {t('pages.accountSettings.security.sessionsTitle')}
        </h2>
        <Button
          color="danger"
          outline
          size="sm"
          disabled={!state.data || state.data.filter((s) => !s.current).length === 0}
          onClick={() => setConfirm('others')}
        >
          {t('pages.accountSettings.security.signOutOthers')}
        </Button>
      </div>
      <p className="text-body-secondary small">{t('pages.accountSettings.security.sessionsIntro')}</p>
      <LoadState state={state} onRetry={state.reload}>
        {(list) =>
          list.length === 0 ? (
            <p className="text-body-secondary mb-0">{t('pages.accountSettings.security.noSessions')}</p>
          ) : (
            <ul
              className="list-unstyled ps-0 mb-0 border-top"
              aria-label={t('pages.accountSettings.security.sessionsTitle')}
            >
              {list.map((session) => (
                <SessionRow key={session.id} session={session} onSignOut={() => setConfirm(session)} />
              ))}
            </ul>
          )
        }
      </LoadState>
      <ConfirmDialog
        isOpen={confirm !== null}
        title={t(
          confirm === 'others'
            ? 'pages.accountSettings.security.confirmOthersTitle'
            : 'pages.accountSettings.security.confirmOneTitle'
        )}
        body={t(
          confirm === 'others'
            ? 'pages.accountSettings.security.confirmOthersBody'
            : 'pages.accountSettings.security.confirmOneBody'
        )}
        confirmLabel={t('pages.accountSettings.security.signOut')}
        onConfirm={run}
        onClose={() => setConfirm(null)}
      />
    </section>
  )
}

export function SecurityTab() {
  const [version, setVersion] = useState(0)
  return (
    <>
      <Card className="border-0 shadow-sm mb-4">
        <CardBody>
          <PasswordForm onChanged={() => setVersion((v) => v + 1)} />
        </CardBody>
      </Card>
      <Card className="border-0 shadow-sm">
        <CardBody>
          <Sessions version={version} />
        </CardBody>
      </Card>
    </>
  )
}
