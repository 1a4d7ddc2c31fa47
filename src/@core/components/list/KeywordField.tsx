// The labelled search box of a list, with a leading icon. Pair it with useKeywordSearch for the debounce.
import { Search } from 'lucide-react'
import { Input, Label } from 'reactstrap'
import './list.scss'

type Props = {
  id: string
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  /** Keep the label for screen readers only, where the toolbar says what the box is for. */
  hideLabel?: boolean
  size?: 'sm'
  className?: string
}

export function KeywordField({ id, label, placeholder, value, onChange, hideLabel, size, className }: Props) {
  return (
    <div className={className}>
      <Label for={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </Label>
      <div className="position-relative">
        <Search
          size={size === 'sm' ? 14 : 16}
          aria-hidden="true"
          className="list-search-icon text-body-secondary"
        />
        <Input
          id={id}
          type="search"
          bsSize={size}
          className="ps-5"
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </div>
  )
}
