// The button at the end of a filter row that clears every filter; on narrow screens it says so in words.
import { X } from 'lucide-react'
import { Button } from 'reactstrap'

type Props = { label: string; disabled: boolean; onClick: () => void }

export function ClearFilters({ label, disabled, onClick }: Props) {
  return (
    <Button color="secondary" outline disabled={disabled} aria-label={label} title={label} onClick={onClick}>
      <X size={16} aria-hidden="true" />
      <span className="d-md-none ms-1">{label}</span>
    </Button>
  )
}
