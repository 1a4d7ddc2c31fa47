// A list on a phone: each row a two-line item (its name; a few facts joined by " · ") with one "more" menu holding
// the row's actions, instead of a table that scrolls sideways. Loading, failure and "nothing matches" as the table.
import type { CSSProperties, ReactNode, Ref } from 'react'
import { useTranslation } from 'react-i18next'
import { MoreVertical, type LucideIcon } from 'lucide-react'
import { Button, DropdownItem, DropdownMenu, DropdownToggle, UncontrolledDropdown } from 'reactstrap'
import './list.scss'

export type CompactAction = {
  label: string
  icon: LucideIcon
  danger?: boolean
  disabled?: boolean
  onSelect: () => void
}

type ListProps = {
  /** Names the list for screen readers (the table's caption). */
  label: string
  rows: number
  loading: boolean
  error?: string | null
  emptyText: string
  onRetry?: () => void
  children: ReactNode
}

export function CompactList({ label, rows, loading, error = null, emptyText, onRetry, children }: ListProps) {
  const { t } = useTranslation()
  let state: ReactNode = null
  if (error)
    state = (
      <>
        <p className="text-danger mb-2" role="alert">
          {error}
        </p>
        {onRetry && (
          <Button size="sm" color="primary" outline onClick={onRetry}>
            {t('common.retry')}
          </Button>
        )}
      </>
    )
  else if (rows === 0 && loading)
    state = (
      <>
        <span className="spinner-border spinner-border-sm text-primary me-2" aria-hidden="true" />
        <span role="status">{t('common.loading')}</span>
      </>
    )
  else if (rows === 0) state = <span className="text-body-secondary">{emptyText}</span>
  return (
    <div aria-busy={loading}>
      {state && <div className="text-center py-5 px-3">{state}</div>}
      {!error && rows > 0 && (
        <ul className={`compact-list list-unstyled mb-0${loading ? ' list-stale' : ''}`} aria-label={label}>
          {children}
        </ul>
      )}
    </div>
  )
}

type RowProps = {
  /** The row's name (first line). */
  title: ReactNode
  /** Facts of the second line, joined by " · ". */
  facts: ReactNode[]
  /** A cover, avatar or selection box before the text. */
  lead?: ReactNode
  /** Names the "more" menu's button ("More actions for Waking Journey"). */
  name: string
  actions: CompactAction[]
  /** Extra attributes of the item (the playing row's mark). */
  className?: string
  current?: boolean
  /** A row that moves (a playlist's sortable tracks) needs its element and its style. */
  itemRef?: Ref<HTMLLIElement>
  style?: CSSProperties
}

export function CompactRow({
  title,
  facts,
  lead,
  name,
  actions,
  className = '',
  current,
  itemRef,
  style
}: RowProps) {
  const { t } = useTranslation()
  const shown = facts.filter((fact) => fact !== null && fact !== undefined && fact !== '')
  return (
    <li
      ref={itemRef}
      style={style}
      className={`compact-row ${className}`.trim()}
      aria-current={current || undefined}
    >
      {lead}
      <div className="compact-row-text">
        <div className="compact-row-title fw-semibold">{title}</div>
        <div className="compact-row-facts small text-body-secondary">
          {shown.map((fact, index) => (
            <span key={index}>
              {index > 0 && <span aria-hidden="true"> · </span>}
              {fact}
            </span>
          ))}
        </div>
      </div>
      {actions.length > 0 && (
        <UncontrolledDropdown className="compact-row-more">
          <DropdownToggle
            color="secondary"
            outline
            size="sm"
            className="btn-icon"
            aria-label={t('list.more', { name })}
            title={t('list.more', { name })}
          >
            <MoreVertical size={16} aria-hidden="true" />
          </DropdownToggle>
          <DropdownMenu end>
            {actions.map((action) => (
              <DropdownItem
                key={action.label}
                disabled={action.disabled}
                className={`d-flex align-items-center gap-2${action.danger ? ' text-danger' : ''}`}
                onClick={action.onSelect}
              >
                <action.icon size={16} aria-hidden="true" />
                {action.label}
              </DropdownItem>
            ))}
          </DropdownMenu>
        </UncontrolledDropdown>
      )}
    </li>
  )
}
