// A list's filter panel on a phone: one "Filters (n)" button that shows and hides the panel, so the first rows are
// in view when the screen opens. From the md breakpoint up the panel is shown as it is.
import { useId, useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { SlidersHorizontal } from 'lucide-react'
import { Button } from 'reactstrap'
import { useCompactList } from './useCompactList'

type Props = {
  /** How many filters hold a value (countActiveFilters). */
  active: number
  /** The filter panel (usually a card). */
  children: ReactNode
}

export function FilterFold({ active, children }: Props) {
  const { t } = useTranslation()
  const compact = useCompactList()
  const [open, setOpen] = useState(false)
  const panelId = useId()
  if (!compact) return <>{children}</>
  return (
    <>
      <Button
        color="secondary"
        outline
        className="d-inline-flex align-items-center gap-2 mb-3"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((was) => !was)}
      >
        <SlidersHorizontal size={16} aria-hidden="true" />
        {active > 0 ? t('list.filterFold.count', { count: active }) : t('list.filterFold.none')}
      </Button>
      <div id={panelId} hidden={!open}>
        {children}
      </div>
    </>
  )
}
