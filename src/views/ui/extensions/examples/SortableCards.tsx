// Cards reordered the same way: the whole card moves, its handle starts the drag or the keyboard move.
import { useState, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { useSortable } from '@dnd-kit/sortable'
import { GripVertical } from 'lucide-react'
import { Card, CardBody } from 'reactstrap'
import { SortableOrder } from '@/@core/components/SortableOrder'

type Board = { id: number; title: string; count: number }

const BOARDS: Board[] = [
  { id: 11, title: 'Morning Coffee', count: 24 },
  { id: 12, title: 'Deep Focus', count: 57 },
  { id: 13, title: 'Road Trip', count: 38 }
]

function BoardCard({ board }: { board: Board }) {
  const { t } = useTranslation()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: board.id })
  const style: CSSProperties = {
    transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined
  }
  return (
    <li ref={setNodeRef} style={style} className="mb-3">
      <Card className={`border ${isDragging ? 'shadow' : 'shadow-none'}`}>
        <CardBody className="d-flex align-items-center gap-3 py-3">
          <button
            type="button"
            ref={setActivatorNodeRef}
            className="btn btn-sm btn-icon btn-flat-secondary text-body-secondary"
            style={{ cursor: 'grab', touchAction: 'none' }}
            aria-label={t('ui.extensions.dnd.move', { title: board.title })}
            {...attributes}
            {...listeners}
          >
            <GripVertical size={16} aria-hidden="true" />
          </button>
          <div>
            <h3 className="h6 mb-1">{board.title}</h3>
            <p className="small text-body-secondary mb-0">
              {t('ui.extensions.dnd.tracks', { count: board.count })}
            </p>
          </div>
        </CardBody>
      </Card>
    </li>
  )
}

export default function SortableCards() {
  const { t } = useTranslation()
  const [boards, setBoards] = useState(BOARDS)
  return (
    <SortableOrder
      items={boards}
      messages="ui.extensions.dnd.announce"
      onReorder={(ids) => setBoards(ids.flatMap((id) => boards.filter((board) => board.id === id)))}
    >
      <ul className="list-unstyled mb-0" aria-label={t('ui.extensions.dnd.playlists')}>
        {boards.map((board) => (
          <BoardCard key={board.id} board={board} />
        ))}
      </ul>
    </SortableOrder>
  )
}
