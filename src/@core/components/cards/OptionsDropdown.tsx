// The small dropdown in a card's header that picks what the card shows (a time range, a year).
import { useId, useState } from 'react'
import { Dropdown, DropdownItem, DropdownMenu, DropdownToggle } from 'reactstrap'

export type DropdownOption<V extends string> = { value: V; label: string }

type Props<V extends string> = {
  /** Names the control, e.g. "Time range of Support Tracker". */
  label: string
  options: DropdownOption<V>[]
  value: V
  onChange: (value: V) => void
  disabled?: boolean
}

export function OptionsDropdown<V extends string>({ label, options, value, onChange, disabled }: Props<V>) {
  const [open, setOpen] = useState(false)
  const id = useId()
  const current = options.find((o) => o.value === value)
  return (
    <Dropdown isOpen={open} toggle={() => setOpen((o) => !o)} size="sm">
      <DropdownToggle
        caret
        color="link"
        className="text-body-secondary text-decoration-none p-0"
        aria-label={`${label}: ${current?.label ?? value}`}
        id={id}
        disabled={disabled}
      >
        {current?.label ?? value}
      </DropdownToggle>
      <DropdownMenu end aria-labelledby={id}>
        {options.map((option) => (
          <DropdownItem
            key={option.value}
            active={option.value === value}
            aria-current={option.value === value ? 'true' : undefined}
            onClick={() => option.value !== value && onChange(option.value)}
          >
            {option.label}
          </DropdownItem>
        ))}
      </DropdownMenu>
    </Dropdown>
  )
}
