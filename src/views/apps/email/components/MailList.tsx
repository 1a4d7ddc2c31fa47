import { useTranslation } from 'react-i18next'
import { Button, Input, Label } from 'reactstrap'
import { toast } from 'react-toastify'
import { Mail, MailOpen, Menu, Paperclip, RefreshCw, Search, Star } from 'lucide-react'
import clsx from 'clsx'
import type { Email } from '@/contracts/email'
import { Spinner } from '@/@core/components/Spinner'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import {
  allMailsSelected,
  fetchMails,
  mailSelectionToggled,
  openMail,
  selectMailParams,
  selectMails,
  selectMailsError,
  selectMailsStatus,
  selectSelectedMails,
  updateMails
} from '../emailSlice'
import { MailActions } from './MailActions'
import { LabelDot, MailAvatar, formatMailTime, snippet } from './mailParts'
import { LoadError } from '@/@core/components/list/LoadError'

export function MailList({
  query,
  onQueryChange,
  onOpenSidebar
}: {
  query: string
  onQueryChange: (q: string) => void
  onOpenSidebar: () => void
}) {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const mails = useAppSelector(selectMails)
  const selected = useAppSelector(selectSelectedMails)
  const status = useAppSelector(selectMailsStatus)
  const error = useAppSelector(selectMailsError)
  const params = useAppSelector(selectMailParams)
  const allSelected = mails.length > 0 && selected.length === mails.length
  const someSelected = selected.length > 0 && !allSelected
  const selectedMails = mails.filter((m) => selected.includes(m.id))
  const commonLabels = selectedMails.length
    ? selectedMails[0].labels.filter((l) => selectedMails.every((m) => m.labels.includes(l)))
    : []
  const allRead = selectedMails.length > 0 && selectedMails.every((m) => m.isRead)

  const star = async (mail: Email) => {
    const result = await dispatch(
      updateMails({ emailIds: [mail.id], dataToUpdate: { isStarred: !mail.isStarred } })
    )
    if (!updateMails.fulfilled.match(result)) toast.error(result.payload ?? t('email.actions.failed'))
  }
  const markRead = async (isRead: boolean) => {
    const result = await dispatch(updateMails({ emailIds: selected, dataToUpdate: { isRead } }))
    if (updateMails.fulfilled.match(result)) dispatch(allMailsSelected(false))
    else toast.error(result.payload ?? t('email.actions.failed'))
  }

  return (
    <section className="email-list-pane d-flex flex-column" aria-label={t('email.list.label')}>
      <div className="d-flex align-items-center gap-2 border-bottom px-3 py-2">
        <Button
          color="flat-secondary"
          className="btn-icon d-lg-none"
          aria-label={t('email.sidebar.open')}
          onClick={onOpenSidebar}
        >
          <Menu size={20} aria-hidden="true" />
        </Button>
        <Label for="email-search" className="visually-hidden">
          {t('email.list.search')}
        </Label>
        <div className="input-group input-group-merge flex-grow-1">
          <span className="input-group-text bg-transparent border-0 px-1" aria-hidden="true">
            <Search size={16} />
          </span>
          <Input
            id="email-search"
            type="search"
            className="border-0 shadow-none bg-transparent"
            placeholder={t('email.list.searchPlaceholder')}
            value={query}
            onChange={(e) => onQueryChange(e.target.value)}
          />
        </div>
      </div>
      <div className="d-flex align-items-center gap-1 border-bottom px-3 py-1 email-bulk-bar">
        <div className="form-check mb-0 me-2">
          <Input
            id="email-select-all"
            type="checkbox"
            className="form-check-input"
            checked={allSelected}
            innerRef={(el: HTMLInputElement | null) => {
              if (el) el.indeterminate = someSelected
            }}
            disabled={mails.length === 0}
            onChange={(e) => dispatch(allMailsSelected(e.target.checked))}
          />
          <Label for="email-select-all" className="form-check-label">
            {selected.length > 0
              ? t('email.list.selectedCount', { count: selected.length })
              : t('email.list.selectAll')}
          </Label>
        </div>
        <div className="ms-auto d-flex align-items-center gap-1">
          <Button
            color="flat-secondary"
            className="btn-icon"
            disabled={selected.length === 0}
            aria-label={allRead ? t('email.actions.markUnread') : t('email.actions.markRead')}
            title={allRead ? t('email.actions.markUnread') : t('email.actions.markRead')}
            onClick={() => void markRead(!allRead)}
          >
            {allRead ? <Mail size={18} aria-hidden="true" /> : <MailOpen size={18} aria-hidden="true" />}
          </Button>
          <MailActions
            emailIds={selected}
            activeLabels={commonLabels}
            currentFolder={params.label ? undefined : params.folder}
            disabled={selected.length === 0}
            onDone={() => dispatch(allMailsSelected(false))}
          />
          <Button
            color="flat-secondary"
            className="btn-icon"
            aria-label={t('email.list.refresh')}
            title={t('email.list.refresh')}
            onClick={() => void dispatch(fetchMails(params))}
          >
            <RefreshCw size={18} aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="email-list-scroll flex-grow-1">
        {status === 'loading' && mails.length === 0 ? (
          <Spinner label={t('app.loading')} />
        ) : status === 'failed' ? (
          <LoadError
            message={error ?? ''}
            onRetry={() => void dispatch(fetchMails(params))}
            className="m-3"
          />
        ) : mails.length === 0 ? (
          <p className="text-center text-body-secondary py-5 mb-0">{t('email.list.empty')}</p>
        ) : (
          <ul className="list-unstyled mb-0">
            {mails.map((mail) => {
              const who =
                mail.folder === 'sent' || mail.folder === 'draft' ? (mail.to[0]?.name ?? '') : mail.from.name
              return (
                <li
                  key={mail.id}
                  className={clsx(
                    'email-item d-flex align-items-center gap-2 px-3 py-2 border-bottom',
                    !mail.isRead && 'email-unread',
                    selected.includes(mail.id) && 'email-selected'
                  )}
                >
                  <Input
                    type="checkbox"
                    className="form-check-input mt-0 flex-shrink-0"
                    checked={selected.includes(mail.id)}
                    aria-label={t('email.list.selectMail', { subject: mail.subject })}
                    onChange={() => dispatch(mailSelectionToggled(mail.id))}
                  />
                  <Button
                    color="link"
                    className={clsx('btn-icon p-1 email-star', mail.isStarred && 'is-starred')}
                    aria-label={
                      mail.isStarred
                        ? t('email.actions.unstarMail', { subject: mail.subject })
                        : t('email.actions.starMail', { subject: mail.subject })
                    }
                    aria-pressed={mail.isStarred}
                    onClick={() => void star(mail)}
                  >
                    <Star size={18} aria-hidden="true" fill={mail.isStarred ? 'currentColor' : 'none'} />
                  </Button>
                  <button
                    type="button"
                    className="email-item-open d-flex align-items-center gap-3 flex-grow-1 min-w-0 text-start"
                    onClick={() => void dispatch(openMail(mail.id))}
                  >
                    <MailAvatar name={who} className="d-none d-sm-inline-flex" />
                    <span className="d-flex flex-column flex-grow-1 min-w-0">
                      <span className="d-flex align-items-center gap-2">
                        <span className="email-from text-truncate">
                          <bdi>{who}</bdi>
                        </span>
                        {!mail.isRead && <span className="visually-hidden">{t('email.list.unread')}</span>}
                        <span className="ms-auto d-flex align-items-center gap-1 flex-shrink-0 small text-body-secondary">
                          {mail.labels.map((label) => (
                            <LabelDot key={label} label={label} />
                          ))}
                          {mail.attachments.length > 0 && (
                            <Paperclip size={14} aria-label={t('email.list.hasAttachments')} role="img" />
                          )}
                          <time dateTime={mail.time}>{formatMailTime(mail.time, i18n.language)}</time>
                        </span>
                      </span>
                      <span className="email-subject text-truncate">
                        <bdi>{mail.subject}</bdi>
                      </span>
                      <span className="small text-body-secondary text-truncate">
                        <bdi>{snippet(mail.message)}</bdi>
                      </span>
                    </span>
                  </button>
                </li>
              )
            })}
          </ul>
        )}
      </div>
    </section>
  )
}
