import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Badge, Input, InputGroup, InputGroupText, Label } from 'reactstrap'
import { Search } from 'lucide-react'
import clsx from 'clsx'
import { Spinner } from '@/@core/components/Spinner'
import type { ChatContact, ChatContactWithSummary, ProfileUser } from '@/contracts/chat'
import { formatListStamp } from '../chatTime'
import { ChatAvatar } from './ChatAvatar'
import { ProfilePanel } from './ProfilePanel'
import { LoadError } from '@/@core/components/list/LoadError'

type Props = {
  profile: ProfileUser | null
  chats: ChatContactWithSummary[]
  contacts: ChatContact[]
  loaded: boolean
  error: string | null
  activeContactId: number | null
  onOpen: (contactId: number) => void
  onRetry: () => void
}

const matches = (query: string) => (contact: ChatContact) =>
  contact.fullName.toLowerCase().includes(query.trim().toLowerCase())

/** The left column: the profile user, the search and the Chats and Contacts lists. */
export function ChatSidebar({
  profile,
  chats,
  contacts,
  loaded,
  error,
  activeContactId,
  onOpen,
  onRetry
}: Props) {
  const { t, i18n } = useTranslation()
  const [query, setQuery] = useState('')
  const [profileOpen, setProfileOpen] = useState(false)
  const shownChats = chats.filter(matches(query))
  const shownContacts = contacts.filter(matches(query))

  const item = (contact: ChatContact, summary?: ChatContactWithSummary['chat']) => {
    const last = summary?.lastMessage
    const unseen = summary?.unseenMsgs ?? 0
    return (
      <li key={contact.id}>
        <button
          type="button"
          className={clsx(
            'chat-list-item d-flex align-items-center gap-2 w-100 text-start border-0 px-3 py-2',
            activeContactId === contact.id && 'active'
          )}
          aria-current={activeContactId === contact.id ? 'true' : undefined}
          onClick={() => onOpen(contact.id)}
        >
          <ChatAvatar name={contact.fullName} src={contact.avatar} status={contact.status} />
          <span className="flex-grow-1 min-w-0">
            <span className="chat-list-name d-block fw-semibold text-truncate" dir="auto">
              {contact.fullName}
            </span>
            <span className="chat-list-preview d-block small text-truncate" dir="auto">
              {last ? last.message : contact.about}
            </span>
          </span>
          <span className="d-flex flex-column align-items-end gap-1 flex-shrink-0">
            {last && (
              <time className="chat-list-preview small text-nowrap" dateTime={last.time}>
                {formatListStamp(last.time, i18n.language)}
              </time>
            )}
            {unseen > 0 && (
              <Badge pill color="danger">
                {unseen}
                <span className="visually-hidden"> {t('chat.list.unseen')}</span>
              </Badge>
            )}
          </span>
        </button>
      </li>
    )
  }

  return (
    <div className="chat-sidebar d-flex flex-column h-100 position-relative">
      <div className="chat-sidebar-header d-flex align-items-center gap-2 px-3 py-2">
        {profile && (
          <button
            type="button"
            className="btn btn-link p-0 flex-shrink-0"
            aria-expanded={profileOpen}
            onClick={() => setProfileOpen(true)}
          >
            <ChatAvatar name={profile.fullName} src={profile.avatar} status={profile.status} />
            <span className="visually-hidden">
              {t('chat.profile.open', { status: t(`chat.status.${profile.status}`) })}
            </span>
          </button>
        )}
        <InputGroup className="input-group-merge flex-grow-1">
          <InputGroupText>
            <Search size={16} aria-hidden="true" />
          </InputGroupText>
          <Label for="chat-search" className="visually-hidden">
            {t('chat.search')}
          </Label>
          <Input
            id="chat-search"
            type="search"
            placeholder={t('chat.searchPlaceholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </InputGroup>
      </div>
      <div className="chat-sidebar-lists flex-grow-1 overflow-auto pb-3">
        {error ? (
          <LoadError message={error} onRetry={onRetry} className="m-3" />
        ) : !loaded ? (
          <Spinner label={t('chat.loading')} />
        ) : (
          <>
            <h2 className="chat-list-heading h6 text-primary px-3 pt-3 mb-2">{t('chat.list.chats')}</h2>
            {shownChats.length ? (
              <ul className="list-unstyled mb-0" aria-label={t('chat.list.chats')}>
                {shownChats.map((contact) => item(contact, contact.chat))}
              </ul>
            ) : (
              <p className="chat-list-preview small px-3 mb-0">{t('chat.list.noChats')}</p>
            )}
            <h2 className="chat-list-heading h6 text-primary px-3 pt-3 mb-2">{t('chat.list.contacts')}</h2>
            {shownContacts.length ? (
              <ul className="list-unstyled mb-0" aria-label={t('chat.list.contacts')}>
                {shownContacts.map((contact) => item(contact))}
              </ul>
            ) : (
              <p className="chat-list-preview small px-3 mb-0">{t('chat.list.noContacts')}</p>
            )}
          </>
        )}
      </div>
      {profileOpen && profile && <ProfilePanel profile={profile} onClose={() => setProfileOpen(false)} />}
    </div>
  )
}
