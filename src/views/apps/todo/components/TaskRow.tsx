import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { useSortable } from '@dnd-kit/sortable'
import { Badge, Input } from 'reactstrap'
import { GripVertical, Star } from 'lucide-react'
import clsx from 'clsx'
import { TODO_TAG_COLORS, type TodoTask } from '@/contracts/todo'
import { AssigneeAvatar } from './AssigneeAvatar'

type Props = {
  task: TodoTask
  sortable: boolean
  onOpen: (task: TodoTask) => void
  onToggleCompleted: (task: TodoTask) => void
  onToggleImportant: (task: TodoTask) => void
}

export function formatDueDate(dueDate: string, language: string): string {
  if (!dueDate) return ''
  return new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${dueDate}T00:00:00Z`)
  )
}

/** One task: drag handle (manual order only), complete checkbox, title, tags, due date, assignee and the star. */
export function TaskRow({ task, sortable, onOpen, onToggleCompleted, onToggleImportant }: Props) {
  const { t, i18n } = useTranslation()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({
      id: task.id,
      disabled: !sortable
    })
  const style = {
    transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined,
    transition
  }
  const checkboxId = `todo-task-${task.id}-completed`

  // A click anywhere on the row that is not on one of its controls opens the task.
  const openFromRow = (event: MouseEvent<HTMLLIElement>) => {
    if ((event.target as HTMLElement).closest('button, input, label, a')) return
    onOpen(task)
  }

  return (
    <li
      ref={setNodeRef}
      style={style}
      className={clsx(
        'todo-item d-flex align-items-center gap-2 px-3 py-2',
        isDragging && 'dragging',
        task.isCompleted && 'completed'
      )}
      onClick={openFromRow}
    >
      {sortable && (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className="todo-drag-handle btn btn-sm btn-link text-body-secondary p-0"
          aria-label={t('todo.row.reorder', { title: task.title })}
          {...attributes}
          {...listeners}
        >
          <GripVertical size={16} aria-hidden="true" />
        </button>
      )}
      <Input
        id={checkboxId}
        type="checkbox"
        className="mt-0 flex-shrink-0"
        checked={task.isCompleted}
        onChange={() => onToggleCompleted(task)}
        aria-label={t('todo.row.complete', { title: task.title })}
      />
      <button
        type="button"
        dir="auto"
        className="todo-title btn btn-link p-0 text-start text-truncate text-decoration-none"
        onClick={() => onOpen(task)}
      >
        {task.title}
      </button>
      <div className="ms-auto d-flex align-items-center gap-2 flex-shrink-0">
        <span className="d-none d-md-flex gap-1">
          {task.tags.map((tag) => (
            <Badge
              key={tag}
              pill
              color=""
              className={`bg-${TODO_TAG_COLORS[tag]}-subtle text-${TODO_TAG_COLORS[tag]}-emphasis`}
            >
              {t(`todo.tags.${tag}`)}
            </Badge>
          ))}
        </span>
        <span className="todo-due small text-body-secondary text-nowrap">
          {task.dueDate && <time dateTime={task.dueDate}>{formatDueDate(task.dueDate, i18n.language)}</time>}
        </span>
        <span className="todo-avatar-slot d-inline-flex">
          {task.assignee && (
            <span title={task.assignee.fullName} className="d-inline-flex">
              <AssigneeAvatar name={task.assignee.fullName} src={task.assignee.avatar} />
              <span className="visually-hidden">
                {t('todo.row.assignedTo', { name: task.assignee.fullName })}
              </span>
            </span>
          )}
        </span>
        <button
          type="button"
          className={clsx(
            'btn btn-sm btn-link p-0 todo-star',
            task.isImportant ? 'text-warning' : 'text-body-secondary'
          )}
          aria-pressed={task.isImportant}
          aria-label={t('todo.row.important', { title: task.title })}
          onClick={() => onToggleImportant(task)}
        >
          <Star size={18} aria-hidden="true" fill={task.isImportant ? 'currentColor' : 'none'} />
        </button>
      </div>
    </li>
  )
}
