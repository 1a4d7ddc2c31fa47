import { NavLink } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Badge, Button } from 'reactstrap'
import { FileEdit, Inbox, Info, Pencil, Send, Star, Trash2, type LucideIcon } from 'lucide-react'
import clsx from 'clsx'
import { EMAIL_LABELS, type EmailView } from '@/contracts/email'
import { useAppSelector } from '@/redux/hooks'
import { selectEmailsMeta } from '../emailSlice'
import { LabelDot } from './mailParts'

const FOLDER_ICONS: Record<EmailView, LucideIcon> = {
  inbox: Inbox,
  sent: Send,
  draft: FileEdit,
  starred: Star,
  spam: Info,
  trash: Trash2
}

export const folderPath = (folder: EmailView) =>
  folder === 'inbox' ? '/apps/email' : `/apps/email/${folder}`

export function EmailSidebar({ onCompose, onNavigate }: { onCompose: () => void; onNavigate?: () => void }) {
  const { t } = useTranslation()
  const meta = useAppSelector(selectEmailsMeta)
  const counts: Partial<Record<EmailView, { value: number; colour: string; key: string }>> = {
    inbox: { value: meta.inbox, colour: 'primary', key: 'email.sidebar.unreadCount' },
    draft: { value: meta.draft, colour: 'warning', key: 'email.sidebar.draftCount' },
    spam: { value: meta.spam, colour: 'danger', key: 'email.sidebar.unreadCount' }
  }
  const linkClass = ({ isActive }: { isActive: boolean }) =>
    clsx('email-nav-link d-flex align-items-center gap-2', isActive && 'active')

  return (
    <aside className="email-sidebar" aria-label={t('email.sidebar.label')}>
      <div className="p-3">
        <Button color="primary" className="w-100" onClick={onCompose}>
          <Pencil size={16} aria-hidden="true" className="me-1" />
          {t('email.compose.open')}
        </Button>
      </div>
      <nav aria-label={t('email.sidebar.folders')}>
        <ul className="list-unstyled mb-3">
          {(['inbox', 'sent', 'draft', 'starred', 'spam', 'trash'] as const).map((folder) => {
            const Icon = FOLDER_ICONS[folder]
            const count = counts[folder]
            return (
              <li key={folder}>
                <NavLink to={folderPath(folder)} end className={linkClass} onClick={onNavigate}>
                  <Icon size={18} aria-hidden="true" />
                  <span className="flex-grow-1">{t(`email.folders.${folder}`)}</span>
                  {count && count.value > 0 && (
                    <Badge pill color={`${count.colour}-subtle`} className={`text-${count.colour}-emphasis`}>
                      {count.value}
                      <span className="visually-hidden"> {t(count.key)}</span>
                    </Badge>
                  )}
                </NavLink>
              </li>
            )
          })}
        </ul>
        <h2 className="email-sidebar-heading small text-uppercase text-body-secondary px-3 mb-2">
          {t('email.sidebar.labels')}
        </h2>
        <ul className="list-unstyled mb-3">
          {EMAIL_LABELS.map((label) => (
            <li key={label}>
              <NavLink to={`/apps/email/label/${label}`} className={linkClass} onClick={onNavigate}>
                <LabelDot label={label} />
                <span>{t(`email.labels.${label}`)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </aside>
  )
}
