import { useTranslation } from 'react-i18next'
import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type DragEndEvent
} from '@dnd-kit/core'
import {
  SortableContext,
  arrayMove,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy
} from '@dnd-kit/sortable'
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
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates })
  )
  const titleOf = (id: unknown) => tasks.find((task) => task.id === id)?.title ?? ''
  const positionOf = (id: unknown) => tasks.findIndex((task) => task.id === id) + 1

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = tasks.findIndex((task) => task.id === active.id)
    const to = tasks.findIndex((task) => task.id === over.id)
    if (from < 0 || to < 0) return
    onReorder(arrayMove(tasks, from, to).map((task) => task.id))
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t('todo.dnd.instructions') },
        announcements: {
          onDragStart: ({ active }) => t('todo.dnd.picked', { title: titleOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t('todo.dnd.over', { title: titleOf(active.id), position: positionOf(over.id) })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t('todo.dnd.dropped', { title: titleOf(active.id), position: positionOf(over.id) })
              : undefined,
          onDragCancel: ({ active }) => t('todo.dnd.cancelled', { title: titleOf(active.id) })
        }
      }}
    >
      <SortableContext items={tasks.map((task) => task.id)} strategy={verticalListSortingStrategy}>
        <ul className="todo-task-list list-unstyled mb-0" aria-label={t('todo.list.label')}>
          {tasks.map((task) => (
            <TaskRow key={task.id} task={task} sortable={sortable} {...rowHandlers} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  )
}
