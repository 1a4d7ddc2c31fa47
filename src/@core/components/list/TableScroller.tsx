// The box a wide table scrolls in. On a narrow screen the table's pinned cells (`list-pin-start`, `list-pin-end`:
// the row's name and its actions) stay in view while the other columns scroll between them; a line above the
// table says that it scrolls, and shadows on the pinned cells show on which side more columns are hidden.
import { useRef, type HTMLAttributes, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { ArrowLeftRight } from 'lucide-react'
import { useScrollEdges } from './useScrollEdges'
import './list.scss'

type Props = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The table. */
  children: ReactNode
}

export function TableScroller({ children, className = '', ...rest }: Props) {
  const { t } = useTranslation()
  const box = useRef<HTMLDivElement>(null)
  const edges = useScrollEdges(box)
  return (
    <>
      {(edges.before || edges.after) && (
        <p className="list-scroll-hint small text-body-secondary d-flex align-items-center gap-1 mb-0 px-3 py-1">
          <ArrowLeftRight size={14} aria-hidden="true" />
          {t('list.scrollHint')}
        </p>
      )}
      <div
        ref={box}
        className={`table-responsive list-scroll ${className}`.trim()}
        data-more-before={edges.before || undefined}
        data-more-after={edges.after || undefined}
        {...rest}
      >
        {children}
      </div>
    </>
  )
}
