import { NavLink } from 'react-router-dom'
import { useTranslation } from 'react-i18next'
import { Button } from 'reactstrap'
import { CheckCircle2, ListTodo, Plus, Star, Trash2, type LucideIcon } from 'lucide-react'
import clsx from 'clsx'
import { TODO_TAGS, TODO_TAG_COLORS } from '@/contracts/todo'

const FILTER_LINKS: { to: string; label: string; icon: LucideIcon }[] = [
  { to: '/apps/todo', label: 'todo.filters.all', icon: ListTodo },
  { to: '/apps/todo/important', label: 'todo.filters.important', icon: Star },
  { to: '/apps/todo/completed', label: 'todo.filters.completed', icon: CheckCircle2 },
  { to: '/apps/todo/deleted', label: 'todo.filters.deleted', icon: Trash2 }
]

const linkClass = ({ isActive }: { isActive: boolean }) =>
  clsx(
    'todo-nav-link d-flex align-items-center gap-2 px-3 py-2 rounded text-decoration-none',
    isActive && 'active'
  )

/** Add task, the filters and the tags; each filter and tag is a link, so the view can be bookmarked. */
export function TodoSidebar({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation()
  return (
    <nav className="todo-sidebar d-flex flex-column gap-3 p-3" aria-label={t('todo.sidebar.label')}>
      <Button
        color="primary"
        className="w-100 d-flex align-items-center justify-content-center gap-1"
        onClick={onAdd}
      >
        <Plus size={16} aria-hidden="true" />
        {t('todo.addTask')}
      </Button>
      <ul className="list-unstyled mb-0 d-flex flex-column gap-1">
        {FILTER_LINKS.map(({ to, label, icon: Icon }) => (
          <li key={to}>
            <NavLink to={to} end className={linkClass}>
              <Icon size={18} aria-hidden="true" />
              <span>{t(label)}</span>
            </NavLink>
          </li>
        ))}
      </ul>
      <div>
        <h2 className="todo-sidebar-heading text-uppercase text-body-secondary px-3 mb-2">
          {t('todo.sidebar.tags')}
        </h2>
        <ul className="list-unstyled mb-0 d-flex flex-column gap-1">
          {TODO_TAGS.map((tag) => (
            <li key={tag}>
              <NavLink to={`/apps/todo/tag/${tag}`} className={linkClass}>
                <span className={`todo-bullet bg-${TODO_TAG_COLORS[tag]}`} aria-hidden="true" />
                <span>{t(`todo.tags.${tag}`)}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  )
}
