import { lazy, Suspense, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Alert, Badge, Button, Card, CardBody } from 'reactstrap'
import { toast } from 'react-toastify'
import { ChevronLeft, ChevronUp, ChevronDown, Mail, Paperclip, Reply, Star } from 'lucide-react'
import type { Email } from '@/contracts/email'
import { Spinner } from '@/@core/components/Spinner'
import { useAppDispatch } from '@/redux/hooks'
import { mailClosed, paginateMail, replyToMail, updateMails } from '../emailSlice'
import { MailActions } from './MailActions'
import { LABEL_COLOURS, MailAvatar, formatMailTime } from './mailParts'
import { SafeHtml } from '@/@core/components/SafeHtml'

const RichTextEditor = lazy(() => import('@/@core/components/editor/RichTextEditor'))

function Message({
  from,
  to,
  time,
  message,
  language
}: {
  from: Email['from']
  to: Email['to']
  time: string
  message: string
  language: string
}) {
  const { t } = useTranslation()
  return (
    <>
      <div className="d-flex align-items-start gap-3 mb-3 flex-wrap">
        <MailAvatar name={from.name} size={44} />
        <div className="flex-grow-1 min-w-0">
          <div className="fw-semibold">{from.name}</div>
          <div className="small text-body-secondary text-break text-page-start" dir="ltr">
            {from.email}
          </div>
          <div className="small text-body-secondary">
            {t('email.detail.to')} <bdi dir="ltr">{to.map((p) => p.email).join(', ')}</bdi>
          </div>
        </div>
        <time className="small text-body-secondary" dateTime={time}>
          {formatMailTime(time, language, true)}
        </time>
      </div>
      <SafeHtml html={message} className="email-body" />
    </>
  )
}

export function MailDetail({ mail }: { mail: Email }) {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const [replying, setReplying] = useState(false)
  const [reply, setReply] = useState('')
  const [sending, setSending] = useState(false)
  const [replyError, setReplyError] = useState<string | null>(null)

  const update = async (dataToUpdate: Parameters<typeof updateMails>[0]['dataToUpdate'], close = false) => {
    const result = await dispatch(updateMails({ emailIds: [mail.id], dataToUpdate }))
    if (!updateMails.fulfilled.match(result)) toast.error(result.payload ?? t('email.actions.failed'))
    else if (close) dispatch(mailClosed())
  }
  const go = async (dir: 'previous' | 'next') => {
    setReplying(false)
    const result = await dispatch(paginateMail(dir))
    if (!paginateMail.fulfilled.match(result)) toast.error(t('email.detail.noNeighbour'))
  }
  const sendReply = async () => {
    if (reply.replace(/<[^>]*>/g, '').trim() === '') {
      setReplyError(t('email.compose.messageRequired'))
      return
    }
    setSending(true)
    setReplyError(null)
    const result = await dispatch(replyToMail({ emailId: mail.id, message: reply }))
    setSending(false)
    if (replyToMail.fulfilled.match(result)) {
      toast.success(t('email.detail.replySent'))
      setReply('')
      setReplying(false)
    } else setReplyError(result.payload ?? t('email.actions.failed'))
  }

  return (
    <section className="email-detail-pane d-flex flex-column" aria-labelledby="email-detail-subject">
      <div className="d-flex align-items-center gap-2 border-bottom px-3 py-2">
        <Button
          color="flat-secondary"
          className="btn-icon"
          aria-label={t('email.detail.back')}
          title={t('email.detail.back')}
          onClick={() => dispatch(mailClosed())}
        >
          <ChevronLeft size={20} aria-hidden="true" className="flip-rtl" />
        </Button>
        <h2 id="email-detail-subject" className="h5 mb-0 flex-grow-1 text-truncate">
          <bdi>{mail.subject}</bdi>
        </h2>
        <Button
          color="flat-secondary"
          className="btn-icon"
          disabled={!mail.hasPreviousMail}
          aria-label={t('email.detail.previous')}
          title={t('email.detail.previous')}
          onClick={() => void go('previous')}
        >
          <ChevronUp size={20} aria-hidden="true" />
        </Button>
        <Button
          color="flat-secondary"
          className="btn-icon"
          disabled={!mail.hasNextMail}
          aria-label={t('email.detail.next')}
          title={t('email.detail.next')}
          onClick={() => void go('next')}
        >
          <ChevronDown size={20} aria-hidden="true" />
        </Button>
      </div>
      <div className="d-flex align-items-center gap-1 border-bottom px-3 py-1 flex-wrap">
        <div className="d-flex gap-1 flex-wrap">
          {mail.labels.map((label) => (
            <Badge
              key={label}
              pill
              color={`${LABEL_COLOURS[label]}-subtle`}
              className={`text-${LABEL_COLOURS[label]}-emphasis`}
            >
              {t(`email.labels.${label}`)}
            </Badge>
          ))}
        </div>
        <div className="ms-auto d-flex align-items-center gap-1">
          <Button
            color="flat-secondary"
            className={mail.isStarred ? 'btn-icon email-star is-starred' : 'btn-icon email-star'}
            aria-pressed={mail.isStarred}
            aria-label={mail.isStarred ? t('email.actions.unstar') : t('email.actions.star')}
            title={mail.isStarred ? t('email.actions.unstar') : t('email.actions.star')}
            onClick={() => void update({ isStarred: !mail.isStarred })}
          >
            <Star size={18} aria-hidden="true" fill={mail.isStarred ? 'currentColor' : 'none'} />
          </Button>
          <Button
            color="flat-secondary"
            className="btn-icon"
            aria-label={t('email.actions.markUnread')}
            title={t('email.actions.markUnread')}
            onClick={() => void update({ isRead: false }, true)}
          >
            <Mail size={18} aria-hidden="true" />
          </Button>
          <MailActions
            emailIds={[mail.id]}
            activeLabels={mail.labels}
            currentFolder={mail.folder}
            onDone={() => dispatch(mailClosed())}
          />
        </div>
      </div>
      <div className="email-detail-scroll flex-grow-1 p-3">
        <Card className="mb-3">
          <CardBody>
            <Message
              from={mail.from}
              to={mail.to}
              time={mail.time}
              message={mail.message}
              language={i18n.language}
            />
            {mail.attachments.length > 0 && (
              <div className="mt-4 border-top pt-3">
                <h3 className="h6 d-flex align-items-center gap-1">
                  <Paperclip size={16} aria-hidden="true" />
                  {t('email.detail.attachments', { count: mail.attachments.length })}
                </h3>
                <ul className="list-unstyled d-flex flex-wrap gap-3 mb-0">
                  {mail.attachments.map((file) => (
                    <li key={file.fileName}>
                      <a
                        href={file.url}
                        download={file.fileName}
                        className="email-attachment d-flex align-items-center gap-2 p-2 border rounded text-reset text-decoration-none"
                      >
                        <img src={file.thumbnail} alt="" width={32} height={38} />
                        <span className="d-flex flex-column">
                          <bdi className="small fw-semibold">{file.fileName}</bdi>
                          <span className="small text-body-secondary">{file.size}</span>
                        </span>
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
          </CardBody>
        </Card>
        {mail.replies.map((r) => (
          <Card key={r.id} className="mb-3">
            <CardBody>
              <Message from={r.from} to={r.to} time={r.time} message={r.message} language={i18n.language} />
            </CardBody>
          </Card>
        ))}
        <Card>
          <CardBody>
            {replying ? (
              <div>
                {replyError && (
                  <Alert fade={false} color="danger">
                    {replyError}
                  </Alert>
                )}
                <Suspense fallback={<Spinner label={t('app.loading')} />}>
                  <RichTextEditor
                    id="email-reply"
                    value={reply}
                    onChange={setReply}
                    label={t('email.detail.replyLabel', { name: mail.from.name })}
                    invalid={Boolean(replyError)}
                  />
                </Suspense>
                <div className="d-flex justify-content-end gap-2 mt-2">
                  <Button
                    color="secondary"
                    outline
                    className="vl-btn-outline"
                    onClick={() => setReplying(false)}
                  >
                    {t('email.actions.cancel')}
                  </Button>
                  <Button color="primary" disabled={sending} onClick={() => void sendReply()}>
                    {sending ? t('email.compose.sending') : t('email.compose.send')}
                  </Button>
                </div>
              </div>
            ) : (
              <p className="mb-0">
                {t('email.detail.replyPrompt')}{' '}
                <Button color="link" className="p-0 align-baseline" onClick={() => setReplying(true)}>
                  <Reply size={16} aria-hidden="true" className="me-1" />
                  {t('email.detail.reply')}
                </Button>
              </p>
            )}
          </CardBody>
        </Card>
      </div>
    </section>
  )
}
