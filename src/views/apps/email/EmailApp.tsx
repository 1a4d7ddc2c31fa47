// The template email app: folders and labels, a list with bulk actions, the opened mail and compose (spec §3, §7 Email).
import { useEffect, useState } from 'react'
import { Navigate, useParams } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Offcanvas, OffcanvasBody, OffcanvasHeader } from 'reactstrap'
import { EMAIL_LABELS, EMAIL_VIEWS } from '@/contracts/email'
import { KEYWORD_DEBOUNCE_MS, useDebouncedValue } from '@/@core/components/list/useKeywordSearch'
import { useAppDispatch, useAppSelector } from '@/redux/hooks'
import { fetchMails, selectCurrentMail } from './emailSlice'
import { EmailSidebar } from './components/EmailSidebar'
import { MailList } from './components/MailList'
import { MailDetail } from './components/MailDetail'
import { ComposeModal } from './components/ComposeModal'
import './email.scss'

export default function EmailApp() {
  const { t } = useTranslation()
  const dispatch = useAppDispatch()
  const { folder = 'inbox', label = '' } = useParams()
  const currentMail = useAppSelector(selectCurrentMail)
  const [query, setQuery] = useState('')
  const [composing, setComposing] = useState(false)
  const [sidebarOpen, setSidebarOpen] = useState(false)
  const validView = label
    ? (EMAIL_LABELS as readonly string[]).includes(label)
    : (EMAIL_VIEWS as readonly string[]).includes(folder)

  // Typing waits for a pause; an emptied search box shows the folder again at once.
  const q = useDebouncedValue(query, query ? KEYWORD_DEBOUNCE_MS : 0)
  useEffect(() => {
    if (validView) void dispatch(fetchMails({ q, folder: label ? 'inbox' : folder, label }))
  }, [dispatch, folder, label, q, validView])

  if (!validView) return <Navigate to="/apps/email" replace />

  const title = label ? t(`email.labels.${label}`) : t(`email.folders.${folder}`)
  const sidebar = (onNavigate?: () => void) => (
    <EmailSidebar
      onCompose={() => {
        setSidebarOpen(false)
        setComposing(true)
      }}
      onNavigate={onNavigate}
    />
  )

  return (
    <div className="email-app card overflow-hidden">
      <h1 className="visually-hidden">{t('email.title', { view: title })}</h1>
      <div className="d-flex email-app-body">
        <div className="d-none d-lg-block email-sidebar-wrapper border-end">{sidebar()}</div>
        <Offcanvas
          isOpen={sidebarOpen}
          toggle={() => setSidebarOpen(false)}
          direction="start"
          className="email-offcanvas"
        >
          <OffcanvasHeader toggle={() => setSidebarOpen(false)} tag="h2" className="h5">
            {t('nav.email')}
          </OffcanvasHeader>
          <OffcanvasBody className="p-0">{sidebar(() => setSidebarOpen(false))}</OffcanvasBody>
        </Offcanvas>
        <div className="flex-grow-1 min-w-0 d-flex flex-column">
          {currentMail ? (
            <MailDetail mail={currentMail} />
          ) : (
            <MailList query={query} onQueryChange={setQuery} onOpenSidebar={() => setSidebarOpen(true)} />
          )}
        </div>
      </div>
      <ComposeModal isOpen={composing} onClose={() => setComposing(false)} />
    </div>
  )
}
