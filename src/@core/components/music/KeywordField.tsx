import { Search } from 'lucide-react'
import { Input, Label } from 'reactstrap'

type Props = {
  id: string
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
}

/** The labelled search box with a leading icon that every music list filters by. */
export function KeywordField({ id, label, placeholder, value, onChange }: Props) {
  return (
    <>
      <Label for={id}>{label}</Label>
      <div className="position-relative">
        <Search size={16} aria-hidden="true" className="music-search-icon text-body-secondary" />
        <Input
          id={id}
          type="search"
          className="ps-5"
          placeholder={placeholder}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
      </div>
    </>
  )
}
