import { useEffect, useLayoutEffect, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Button, Label } from 'reactstrap'
import { ArrowLeft, Check, CheckCheck, Send } from 'lucide-react'
import clsx from 'clsx'
import { toast } from 'react-toastify'
import type { ChatMessage, OpenedChat, ProfileUser } from '@/contracts/chat'
import { useAppDispatch } from '@/redux/hooks'
import { sendMessage } from '../chatSlice'
import { dayKey, formatDay, formatTime } from '../chatTime'
import { ChatAvatar } from './ChatAvatar'

type Group = { mine: boolean; senderId: number; messages: ChatMessage[] }
type Day = { key: string; first: string; groups: Group[] }

/** Messages by day, and within a day in runs from the same sender. */
function groupMessages(messages: ChatMessage[], myId: number): Day[] {
  const days: Day[] = []
  for (const message of messages) {
    let day = days[days.length - 1]
    if (!day || day.key !== dayKey(message.time)) {
      day = { key: dayKey(message.time), first: message.time, groups: [] }
      days.push(day)
    }
    const group = day.groups[day.groups.length - 1]
    if (group && group.senderId === message.senderId) group.messages.push(message)
    else day.groups.push({ mine: message.senderId === myId, senderId: message.senderId, messages: [message] })
  }
  return days
}

type Props = { opened: OpenedChat; profile: ProfileUser; onBack: () => void }

export function ChatThread({ opened, profile, onBack }: Props) {
  const { t, i18n } = useTranslation()
  const dispatch = useAppDispatch()
  const { contact, chat } = opened
  const [draft, setDraft] = useState('')
  const [sending, setSending] = useState(false)
  const logRef = useRef<HTMLDivElement>(null)
  const inputRef = useRef<HTMLTextAreaElement>(null)
  const messages = chat?.chat ?? []
  const days = groupMessages(messages, profile.id)

  // The newest message stays in view: on opening a chat and on every new message.
  useLayoutEffect(() => {
    const log = logRef.current
    if (log) log.scrollTop = log.scrollHeight
  }, [messages.length, contact.id])

  useEffect(() => {
    setDraft('')
    inputRef.current?.focus()
  }, [contact.id])

  const send = async () => {
    const message = draft.trim()
    if (!message || sending) return
    setSending(true)
    const result = await dispatch(sendMessage({ contactId: contact.id, message }))
    setSending(false)
    if (sendMessage.rejected.match(result)) {
      toast.error(result.payload ?? t('chat.errors.sendFailed'))
      return
    }
    setDraft('')
    inputRef.current?.focus()
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    void send()
  }

  // Enter sends; Shift+Enter (and Enter while an input method is composing) writes a new line.
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault()
      void send()
    }
  }

  return (
    <section className="chat-thread d-flex flex-column h-100" aria-labelledby="chat-thread-title">
      <header className="chat-thread-header d-flex align-items-center gap-2 px-3 py-2">
        <Button
          color="link"
          className="d-lg-none p-1 text-body"
          onClick={onBack}
          aria-label={t('chat.thread.back')}
        >
          <ArrowLeft size={20} aria-hidden="true" className="chat-flip" />
        </Button>
        <ChatAvatar name={contact.fullName} src={contact.avatar} status={contact.status} />
        <div className="min-w-0">
          <h2 id="chat-thread-title" className="h6 mb-0 text-truncate">
            {contact.fullName}
          </h2>
          <p className="small mb-0 chat-muted text-truncate">
            {t(`chat.status.${contact.status}`)} · {contact.role}
          </p>
        </div>
      </header>
      <div
        ref={logRef}
        className="chat-log flex-grow-1 overflow-auto px-3 py-3"
        role="log"
        aria-label={t('chat.thread.messages', { name: contact.fullName })}
        tabIndex={0}
      >
        {messages.length === 0 ? (
          <p className="text-center chat-muted my-5">{t('chat.thread.empty', { name: contact.fullName })}</p>
        ) : (
          days.map((day) => (
            <div key={day.key}>
              <p className="chat-day text-center small chat-muted my-3">
                <span className="px-2">{formatDay(day.first, i18n.language)}</span>
              </p>
              {day.groups.map((group, index) => {
                const last = group.messages[group.messages.length - 1]!
                const feedback = last.feedback
                return (
                  <div
                    key={`${group.senderId}-${index}`}
                    className={clsx('chat-group d-flex gap-2 mb-3', group.mine && 'mine flex-row-reverse')}
                  >
                    {group.mine ? (
                      <ChatAvatar name={profile.fullName} src={profile.avatar} size={32} />
                    ) : (
                      <ChatAvatar name={contact.fullName} src={contact.avatar} size={32} />
                    )}
                    <div
                      className={clsx(
                        'd-flex flex-column gap-1 min-w-0',
                        group.mine ? 'align-items-end' : 'align-items-start'
                      )}
                    >
                      <span className="visually-hidden">
                        {group.mine ? t('chat.thread.you') : contact.fullName}
                      </span>
                      {group.messages.map((message, i) => (
                        <p key={`${message.time}-${i}`} className="chat-bubble mb-0 px-3 py-2" dir="auto">
                          {message.message}
                        </p>
                      ))}
                      <span className="small chat-muted d-flex align-items-center gap-1">
                        <time dateTime={last.time}>{formatTime(last.time, i18n.language)}</time>
                        {group.mine &&
                          feedback &&
                          (feedback.isSeen ? (
                            <CheckCheck
                              size={14}
                              className="text-success"
                              aria-label={t('chat.thread.seen')}
                            />
                          ) : feedback.isDelivered ? (
                            <CheckCheck size={14} aria-label={t('chat.thread.delivered')} />
                          ) : (
                            <Check size={14} aria-label={t('chat.thread.sent')} />
                          ))}
                      </span>
                    </div>
                  </div>
                )
              })}
            </div>
          ))
        )}
      </div>
      <form className="chat-composer d-flex align-items-end gap-2 px-3 py-3" onSubmit={onSubmit}>
        <Label for="chat-message" className="visually-hidden">
          {t('chat.composer.label', { name: contact.fullName })}
        </Label>
        <textarea
          id="chat-message"
          dir={draft ? 'auto' : undefined}
          rows={1}
          ref={inputRef}
          className="form-control chat-input"
          placeholder={t('chat.composer.placeholder')}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          maxLength={2000}
        />
        <Button
          type="submit"
          color="primary"
          className="d-flex align-items-center gap-1"
          disabled={sending || !draft.trim()}
          aria-label={t('chat.composer.send')}
        >
          <Send size={16} aria-hidden="true" className="chat-flip" />
          <span className="d-none d-sm-inline" aria-hidden="true">
            {t('chat.composer.send')}
          </span>
        </Button>
      </form>
    </section>
  )
}
