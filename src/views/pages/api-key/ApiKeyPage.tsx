// /pages/api-key: the keys (name, masked key, access level and whether its owner's role now narrows it, created,
// last used), a form to create one (shown once, with a copy button) and delete after asking.
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Copy, KeyRound, Trash2, TriangleAlert } from 'lucide-react'
import {
  Alert,
  Badge,
  Button,
  Card,
  CardBody,
  Col,
  Form,
  Input,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader,
  Row,
  Table
} from 'reactstrap'
import { useTranslation } from 'react-i18next'
import { toast } from 'react-toastify'
import { ConfirmDialog } from '@/@core/components/list/ConfirmDialog'
import {
  API_KEY_SCOPES,
  apiKeyInputSchema,
  type ApiKey,
  type ApiKeyScope,
  type ApiKeyInput,
  type CreatedApiKey
} from '@/contracts/apiKeys'
import { useAppDispatch } from '@/redux/hooks'
import { formatDate, formatRelative } from '../shared/format'
import { FormField, fieldAria } from '../shared/FormField'
import { LoadState } from '../shared/LoadState'
import { useLoad } from '../shared/useLoad'
import { createApiKey, deleteApiKey, fetchApiKeys } from './apiKeyApi'
import '../shared/pages.scss'

const SCOPE_TONE: Record<ApiKeyScope, string> = {
  'catalog:write': 'warning',
  'catalog:read': 'success',
  'plays:write': 'info'
}

/** Says why a key does less than its scope: its owner's role changed, or the owner is deactivated or deleted. */
function KeyNarrowing({ apiKey }: { apiKey: ApiKey }) {
  const { t } = useTranslation()
  if (apiKey.access === 'full') return null
  const { name, role } = apiKey.owner
  const text =
    role === null
      ? t('pages.apiKey.stoppedOwner', { owner: name })
      : t(apiKey.access === 'none' ? 'pages.apiKey.stoppedRole' : 'pages.apiKey.narrowed', {
          owner: name,
          role: t(`pages.apiKey.roles.${role}`, { defaultValue: role })
        })
  return (
    <div className="small text-warning-emphasis mt-1 d-flex align-items-start gap-1">
      <TriangleAlert size={14} aria-hidden="true" className="flex-shrink-0 mt-1" />
      <span>
        <bdi>{text}</bdi>
      </span>
    </div>
  )
}

function CreateForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
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
    defaultValues: { name: '', scope: 'catalog:read' }
  })
  const message = (name: keyof ApiKeyInput) =>
    errors[name]?.message ? t(`pages.apiKey.errors.${errors[name].message}`) : undefined
  const field = (name: keyof ApiKeyInput) => {
    const { ref, ...rest } = register(name)
    return {
      ...fieldAria(`${prefix}-${name}`, { error: message(name) }),
      innerRef: ref,
      invalid: Boolean(message(name)),
      ...rest
    }
  }

  const submit = async (values: ApiKeyInput) => {
    setServerError(null)
    const result = await dispatch(createApiKey(values))
    if (!createApiKey.fulfilled.match(result)) {
      setServerError(result.payload ?? t('pages.common.failed'))
      return
    }
    reset({ name: '', scope: values.scope })
    onCreated(result.payload)
  }

  return (
    <Form noValidate onSubmit={handleSubmit(submit)} aria-labelledby="api-key-create-title">
      <h2 id="api-key-create-title" className="h5 mb-3">
        {t('pages.apiKey.createTitle')}
      </h2>
      {serverError && (
        <Alert color="danger" fade={false} role="alert">
          {serverError}
        </Alert>
      )}
      <Row className="g-3 align-items-start">
        <Col md={5}>
          <FormField
            id={`${prefix}-name`}
            label={t('pages.apiKey.name')}
            error={message('name')}
            className=""
          >
            <Input {...field('name')} placeholder={t('pages.apiKey.namePlaceholder')} dir="auto" />
          </FormField>
        </Col>
        <Col md={4}>
          <FormField
            id={`${prefix}-scope`}
            label={t('pages.apiKey.access')}
            error={message('scope')}
            className=""
          >
            <Input {...field('scope')} type="select">
              {API_KEY_SCOPES.map((scope) => (
                <option key={scope} value={scope}>
                  {t(`pages.apiKey.scopes.${scope.replace(':', '_')}`)}
                </option>
              ))}
            </Input>
          </FormField>
        </Col>
        <Col md={3} className="align-self-end">
          <Button color="primary" type="submit" className="w-100" disabled={isSubmitting}>
            {isSubmitting ? t('pages.common.saving') : t('pages.apiKey.create')}
          </Button>
        </Col>
      </Row>
    </Form>
  )
}

function NewKeyModal({ created, onClose }: { created: CreatedApiKey | null; onClose: () => void }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null)
  const copy = async () => {
    if (!created) return
    try {
      await navigator.clipboard.writeText(created.key)
      setCopied('yes')
    } catch {
      setCopied('failed')
    }
  }
  const close = () => {
    setCopied(null)
    onClose()
  }
  return (
    <Modal
      isOpen={created !== null}
      toggle={close}
      centered
      labelledBy="api-key-new-title"
      returnFocusAfterClose
    >
      <ModalHeader toggle={close} tag="h2" id="api-key-new-title">
        {t('pages.apiKey.newTitle', { name: created?.data.name ?? '' })}
      </ModalHeader>
      <ModalBody>
        <Alert color="warning" fade={false} className="small">
          {t('pages.apiKey.onlyOnce')}
        </Alert>
        <label htmlFor="api-key-new-value" className="form-label">
          {t('pages.apiKey.yourKey')}
        </label>
        <div className="input-group">
          <input
            id="api-key-new-value"
            className="form-control font-monospace"
            readOnly
            value={created?.key ?? ''}
            dir="ltr"
            onFocus={(e) => e.target.select()}
          />
          <Button
            color="primary"
            onClick={() => void copy()}
            className="d-inline-flex align-items-center gap-1"
          >
            <Copy size={16} aria-hidden="true" />
            {t('pages.apiKey.copy')}
          </Button>
        </div>
        <p
          role="status"
          className={copied === 'failed' ? 'text-danger small mt-2 mb-0' : 'text-success small mt-2 mb-0'}
        >
          {copied === 'yes'
            ? t('pages.apiKey.copied')
            : copied === 'failed'
              ? t('pages.apiKey.copyFailed')
              : ''}
        </p>
      </ModalBody>
      <ModalFooter>
        <Button color="primary" onClick={close}>
          {t('pages.apiKey.done')}
        </Button>
      </ModalFooter>
    </Modal>
  )
}

export default function ApiKeyPage() {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const state = useLoad(() => dispatch(fetchApiKeys()).unwrap(), [dispatch])
  const [created, setCreated] = useState<CreatedApiKey | null>(null)
  const [deleting, setDeleting] = useState<ApiKey | null>(null)

  const remove = async () => {
    if (!deleting) return
    const result = await dispatch(deleteApiKey(deleting.id))
    if (!deleteApiKey.fulfilled.match(result)) throw result.payload ?? t('pages.common.failed')
    state.update((keys) => keys.filter((k) => k.id !== deleting.id))
    toast.success(t('pages.apiKey.deleted', { name: deleting.name }))
  }

  return (
    <div className="api-key-page">
      <h1 className="h3 mb-1">{t('pages.apiKey.title')}</h1>
      <p className="text-body-secondary mb-4">{t('pages.apiKey.intro')}</p>
      <Card className="border-0 shadow-sm mb-4">
        <CardBody>
          <CreateForm
            onCreated={(next) => {
              state.update((keys) => [next.data, ...keys])
              setCreated(next)
            }}
          />
        </CardBody>
      </Card>
      <Card className="border-0 shadow-sm">
        <CardBody>
          <h2 className="h5 mb-3">{t('pages.apiKey.listTitle')}</h2>
          <LoadState state={state} onRetry={state.reload}>
            {(keys) =>
              keys.length === 0 ? (
                <div className="text-center py-4 text-body-secondary">
                  <KeyRound size={32} aria-hidden="true" className="mb-2" />
                  <p className="mb-0">{t('pages.apiKey.empty')}</p>
                </div>
              ) : (
                <div className="table-responsive position-relative">
                  <Table className="align-middle mb-0">
                    <thead>
                      <tr>
                        <th scope="col">{t('pages.apiKey.name')}</th>
                        <th scope="col">{t('pages.apiKey.key')}</th>
                        <th scope="col">{t('pages.apiKey.access')}</th>
                        <th scope="col">{t('pages.apiKey.created')}</th>
                        <th scope="col">{t('pages.apiKey.lastUsed')}</th>
                        <th scope="col">
                          <span className="visually-hidden">{t('pages.apiKey.actions')}</span>
                        </th>
                      </tr>
                    </thead>
                    <tbody>
                      {keys.map((key) => (
                        <tr key={key.id}>
                          <th scope="row" className="fw-semibold">
                            <bdi>{key.name}</bdi>
                          </th>
                          <td>
                            <code dir="ltr" className="text-body">
                              {key.maskedKey}
                            </code>
                          </td>
                          <td>
                            <Badge
                              pill
                              className={`bg-${SCOPE_TONE[key.scope]}-subtle text-${SCOPE_TONE[key.scope]}-emphasis`}
                            >
                              {t(`pages.apiKey.scopes.${key.scope.replace(':', '_')}`)}
                            </Badge>
                            <KeyNarrowing apiKey={key} />
                          </td>
                          <td className="text-nowrap">{formatDate(key.createdAt, i18n.language)}</td>
                          <td className="text-nowrap">
                            {key.lastUsedAt
                              ? formatRelative(key.lastUsedAt, i18n.language)
                              : t('pages.apiKey.never')}
                          </td>
                          <td className="text-end">
                            <Button
                              color="danger"
                              outline
                              size="sm"
                              onClick={() => setDeleting(key)}
                              aria-label={t('pages.apiKey.deleteNamed', { name: key.name })}
                            >
                              <Trash2 size={14} aria-hidden="true" />
                            </Button>
                          </td>
                        </tr>
                      ))}
                    </tbody>
                  </Table>
                </div>
              )
            }
          </LoadState>
        </CardBody>
      </Card>
      <NewKeyModal created={created} onClose={() => setCreated(null)} />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('pages.apiKey.confirmTitle')}
        body={t('pages.apiKey.confirmBody', { name: deleting?.name ?? '' })}
        confirmLabel={t('pages.apiKey.delete')}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </div>
  )
}
