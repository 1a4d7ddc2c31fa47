// A list reordered by dragging its handles or by keyboard (focus a handle, Space, arrow keys, Space), through the
// project's SortableOrder, which also announces each move to screen readers.
import { useState, type CSSProperties } from 'react'
import { useTranslation } from 'react-i18next'
import { useSortable } from '@dnd-kit/sortable'
import { GripVertical } from 'lucide-react'
import { SortableOrder } from '@/@core/components/SortableOrder'

type Song = { id: number; title: string; artist: string }

const SONGS: Song[] = [
  { id: 1, title: 'Midnight Drive', artist: 'Nova Lane' },
  { id: 2, title: 'Paper Lanterns', artist: 'The Quiet Hours' },
  { id: 3, title: 'Salt and Cedar', artist: 'Mira Sol' },
  { id: 4, title: 'Glass Harbour', artist: 'Echo Park Trio' },
  { id: 5, title: 'Low Tide', artist: 'Juniper' }
]

function SongRow({ song, position }: { song: Song; position: number }) {
  const { t } = useTranslation()
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: song.id })
  const style: CSSProperties = {
    transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
    transition,
    position: 'relative',
    zIndex: isDragging ? 2 : undefined
  }
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`list-group-item d-flex align-items-center gap-2 ${isDragging ? 'shadow' : ''}`}
      data-song={song.title}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        className="btn btn-sm btn-icon btn-flat-secondary text-body-secondary"
        style={{ cursor: 'grab', touchAction: 'none' }}
        aria-label={t('ui.extensions.dnd.move', { title: song.title })}
        {...attributes}
        {...listeners}
      >
        <GripVertical size={16} aria-hidden="true" />
      </button>
      <span className="text-body-secondary" style={{ minWidth: '1.5ch' }}>
        {position}
      </span>
      <span>
        <span className="fw-semibold d-block">{song.title}</span>
        <span className="small text-body-secondary">{song.artist}</span>
      </span>
    </li>
  )
}

export default function SortableList() {
  const { t } = useTranslation()
  const [songs, setSongs] = useState(SONGS)
  return (
    <>
      <p className="small text-body-secondary">{t('ui.extensions.dnd.help')}</p>
      <SortableOrder
        items={songs}
        messages="ui.extensions.dnd.announce"
        onReorder={(ids) => setSongs(ids.flatMap((id) => songs.filter((song) => song.id === id)))}
      >
        <ol className="list-group list-group-numbered-none mb-0" aria-label={t('ui.extensions.dnd.queue')}>
          {songs.map((song, index) => (
            <SongRow key={song.id} song={song} position={index + 1} />
          ))}
        </ol>
      </SortableOrder>
    </>
  )
}
