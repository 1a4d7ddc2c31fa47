import { lazy, Suspense, useState } from 'react'
import { Controller, useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { useTranslation } from 'react-i18next'
import {
  Alert,
  Button,
  FormFeedback,
  Input,
  Label,
  Modal,
  ModalBody,
  ModalFooter,
  ModalHeader
} from 'reactstrap'
import { toast } from 'react-toastify'
import { Send } from 'lucide-react'
import { composeSchema, type ComposeInput } from '@/contracts/email'
import { Spinner } from '@/@core/components/Spinner'
import { useAppDispatch } from '@/redux/hooks'
import { sendMail } from '../emailSlice'

const RichTextEditor = lazy(() => import('@/@core/components/editor/RichTextEditor'))

const empty: ComposeInput = { to: '', cc: '', bcc: '', subject: '', message: '' }

export function ComposeModal({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const [showCc, setShowCc] = useState(false)
  const [showBcc, setShowBcc] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting }
  } = useForm<ComposeInput>({ resolver: zodResolver(composeSchema), defaultValues: empty })

  const close = () => {
    reset(empty)
    setServerError(null)
    setShowCc(false)
    setShowBcc(false)
    onClose()
  }

  const onSubmit = async (values: ComposeInput) => {
    setServerError(null)
    const result = await dispatch(sendMail(values))
    if (sendMail.fulfilled.match(result)) {
      toast.success(t('email.compose.sent'))
      close()
    } else setServerError(result.payload ?? t('email.compose.failed'))
  }

  const field = (name: 'to' | 'cc' | 'bcc') => {
    const { ref, ...rest } = register(name)
    return (
      <div className="mb-2">
        <Label for={`compose-${name}`} className="form-label">
          {t(`email.compose.${name}`)}
        </Label>
        <Input
          id={`compose-${name}`}
          innerRef={ref}
          {...rest}
          type="text"
          placeholder={t('email.compose.addressPlaceholder')}
          invalid={Boolean(errors[name])}
          autoComplete="off"
        />
        {errors[name]?.message && <FormFeedback>{t(errors[name].message)}</FormFeedback>}
      </div>
    )
  }

  const { ref: subjectRef, ...subject } = register('subject')
  return (
    <Modal
      isOpen={isOpen}
      toggle={close}
      size="lg"
      labelledBy="compose-title"
      className="email-compose-modal"
    >
      <form onSubmit={handleSubmit(onSubmit)} noValidate>
        <ModalHeader toggle={close} id="compose-title" tag="h2">
          {t('email.compose.title')}
        </ModalHeader>
        <ModalBody>
          {serverError && (
            <Alert fade={false} color="danger">
              {serverError}
            </Alert>
          )}
          {field('to')}
          <div className="d-flex gap-2 mb-2">
            <Button
              type="button"
              color="link"
              className="p-0"
              aria-expanded={showCc}
              onClick={() => setShowCc((v) => !v)}
            >
              {t('email.compose.toggleCc')}
            </Button>
            <Button
              type="button"
              color="link"
              className="p-0"
              aria-expanded={showBcc}
              onClick={() => setShowBcc((v) => !v)}
            >
              {t('email.compose.toggleBcc')}
            </Button>
          </div>
          {showCc && field('cc')}
          {showBcc && field('bcc')}
          <div className="mb-2">
            <Label for="compose-subject" className="form-label">
              {t('email.compose.subject')}
            </Label>
            <Input
              id="compose-subject"
              innerRef={subjectRef}
              {...subject}
              invalid={Boolean(errors.subject)}
            />
            {errors.subject?.message && <FormFeedback>{t(errors.subject.message)}</FormFeedback>}
          </div>
          <div>
            <span className="form-label d-block" id="compose-message-label">
              {t('email.compose.message')}
            </span>
            <Controller
              control={control}
              name="message"
              render={({ field: { value, onChange } }) => (
                <Suspense fallback={<Spinner label={t('app.loading')} />}>
                  <RichTextEditor
                    id="compose-message"
                    value={value}
                    onChange={onChange}
                    label={t('email.compose.message')}
                    invalid={Boolean(errors.message)}
                    describedBy={errors.message ? 'compose-message-error' : undefined}
                  />
                </Suspense>
              )}
            />
            {errors.message?.message && (
              <div id="compose-message-error" className="invalid-feedback d-block">
                {t(errors.message.message)}
              </div>
            )}
          </div>
        </ModalBody>
        <ModalFooter>
          <Button type="button" color="secondary" outline className="vl-btn-outline" onClick={close}>
            {t('email.compose.discard')}
          </Button>
          <Button type="submit" color="primary" disabled={isSubmitting}>
            <Send size={16} aria-hidden="true" className="me-1" />
            {isSubmitting ? t('email.compose.sending') : t('email.compose.send')}
          </Button>
        </ModalFooter>
      </form>
    </Modal>
  )
}
