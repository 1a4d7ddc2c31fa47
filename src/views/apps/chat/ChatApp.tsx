import { useCallback, useEffect } from 'react'
import { useTranslation } from 'react-i18next'
import { Card } from 'reactstrap'
import { MessageSquare } from 'lucide-react'
import { toast } from 'react-toastify'
import clsx from 'clsx'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import {
  chatClosed,
  fetchChatsAndContacts,
  fetchProfileUser,
  selectChat,
  selectChatError,
  selectChatLoaded,
  selectChats,
  selectContacts,
  selectSelectedChat,
  selectUserProfile
} from './chatSlice'
import { ChatSidebar } from './components/ChatSidebar'
import { ChatThread } from './components/ChatThread'
import './chat.scss'

/** /apps/chat: the chats and contacts beside the open conversation. */
export default function ChatApp() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const chats = useAppSelector(selectChats)
  const contacts = useAppSelector(selectContacts)
  const profile = useAppSelector(selectUserProfile)
  const opened = useAppSelector(selectSelectedChat)
  const loaded = useAppSelector(selectChatLoaded)
  const error = useAppSelector(selectChatError)

  const load = useCallback(() => {
    void dispatch(fetchChatsAndContacts())
    void dispatch(fetchProfileUser())
  }, [dispatch])

  useEffect(() => {
    load()
  }, [load])

  const open = async (contactId: number) => {
    const result = await dispatch(selectChat(contactId))
    if (selectChat.rejected.match(result)) toast.error(result.payload ?? t('chat.errors.openFailed'))
  }

  return (
    <div className={clsx('chat-application', opened && 'chat-open')}>
      <h1 className="visually-hidden">{t('chat.title')}</h1>
      <Card className="chat-card flex-row overflow-hidden">
        <aside className="chat-sidebar-wrapper flex-shrink-0" aria-label={t('chat.sidebarLabel')}>
          <ChatSidebar
            profile={profile}
            chats={chats}
            contacts={contacts}
            loaded={loaded}
            error={error}
            activeContactId={opened?.contact.id ?? null}
            onOpen={(id) => void open(id)}
            onRetry={load}
          />
        </aside>
        <div className="chat-main flex-grow-1 min-w-0">
          {opened && profile ? (
            <ChatThread opened={opened} profile={profile} onBack={() => dispatch(chatClosed())} />
          ) : (
            <div className="chat-start d-flex flex-column align-items-center justify-content-center h-100 p-4 text-center">
              <span className="chat-start-icon rounded-circle d-inline-flex align-items-center justify-content-center mb-3">
                <MessageSquare size={48} aria-hidden="true" />
              </span>
              <h2 className="h5">{t('chat.start.title')}</h2>
              <p className="chat-muted mb-0">{t('chat.start.text')}</p>
            </div>
          )}
        </div>
      </Card>
    </div>
  )
}
