// An ordered list the user rearranges by dragging (mouse or touch) or with Space and the arrow keys, announced to
// screen readers. The rows inside call dnd-kit's useSortable with their item's id.
import type { ReactNode } from 'react'
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

type Props<T extends { id: number; title: string }> = {
  items: T[]
  /** Called with every id in the new order after a drop that moved something. */
  onReorder: (ids: number[]) => void
  /** Locale key prefix of the announcements: `<prefix>.instructions`, `.picked`, `.over`, `.dropped`, `.cancelled`. */
  messages: string
  /**
   * The place the moved item would have in `ids` (the order were it dropped there), as announced; by default its
   * position from 1.
   */
  placeOf?: (ids: number[], id: number) => string | number
  children: ReactNode
}

export function SortableOrder<T extends { id: number; title: string }>({
  items,
  onReorder,
  messages,
  placeOf,
  children
}: Props<T>) {
  const { t } = useTranslation()
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates })
  )
  const titleOf = (id: unknown) => items.find((item) => item.id === id)?.title ?? ''
  /** Where `active` would be, dropped over `over`. */
  const placeOver = (active: unknown, over: unknown) => {
    const from = items.findIndex((item) => item.id === active)
    const to = items.findIndex((item) => item.id === over)
    if (!placeOf || from < 0 || to < 0) return to + 1
    return placeOf(
      arrayMove(items, from, to).map((item) => item.id),
      items[from].id
    )
  }

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return
    const from = items.findIndex((item) => item.id === active.id)
    const to = items.findIndex((item) => item.id === over.id)
    if (from < 0 || to < 0) return
    onReorder(arrayMove(items, from, to).map((item) => item.id))
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        screenReaderInstructions: { draggable: t(`${messages}.instructions`) },
        announcements: {
          onDragStart: ({ active }) => t(`${messages}.picked`, { title: titleOf(active.id) }),
          onDragOver: ({ active, over }) =>
            over
              ? t(`${messages}.over`, { title: titleOf(active.id), position: placeOver(active.id, over.id) })
              : undefined,
          onDragEnd: ({ active, over }) =>
            over
              ? t(`${messages}.dropped`, {
                  title: titleOf(active.id),
                  position: placeOver(active.id, over.id)
                })
              : undefined,
          onDragCancel: ({ active }) => t(`${messages}.cancelled`, { title: titleOf(active.id) })
        }
      }}
    >
      <SortableContext items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  )
}
