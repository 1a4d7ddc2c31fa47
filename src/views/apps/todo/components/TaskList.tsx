import { useTranslation } from 'react-i18next'
import { SortableOrder } from '@/@core/components/SortableOrder'
import type { TodoTask } from '@/contracts/todo'
import { TaskRow } from './TaskRow'

type Props = {
  tasks: TodoTask[]
  sortable: boolean
  onOpen: (task: TodoTask) => void
  onToggleCompleted: (task: TodoTask) => void
  onToggleImportant: (task: TodoTask) => void
  onReorder: (ids: number[]) => void
}

/** The task list; in the manual order the rows can be dragged, with the mouse or with Space and the arrow keys. */
export function TaskList({ tasks, sortable, onReorder, ...rowHandlers }: Props) {
  const { t } = useTranslation()
  return (
    <SortableOrder items={tasks} onReorder={onReorder} messages="todo.dnd">
      <ul className="todo-task-list list-unstyled mb-0" aria-label={t('todo.list.label')}>
        {tasks.map((task) => (
          <TaskRow key={task.id} task={task} sortable={sortable} {...rowHandlers} />
        ))}
      </ul>
    </SortableOrder>
  )
}
