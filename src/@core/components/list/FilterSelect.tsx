// A labelled filter of a list: "All …" first, then one option a value; choosing "All" clears the filter.
import { Input, Label } from 'reactstrap'

type Props<V extends string> = {
  id: string
  label: string
  /** The option that clears the filter ("All roles"). */
  allLabel: string
  /** The chosen value; empty or undefined for all. */
  value: string | undefined
  options: readonly V[]
  optionLabel: (value: V) => string
  onChange: (value: V | undefined) => void
  /** Keep the label for screen readers only, where the toolbar says what the select is for. */
  hideLabel?: boolean
  size?: 'sm'
}

export function FilterSelect<V extends string>({
  id,
  label,
  allLabel,
  value,
  options,
  optionLabel,
  onChange,
  hideLabel,
  size
}: Props<V>) {
  return (
    <>
      <Label for={id} className={hideLabel ? 'visually-hidden' : undefined}>
        {label}
      </Label>
      <Input
        id={id}
        type="select"
        bsSize={size}
        value={value ?? ''}
        onChange={(e) => onChange((e.target.value || undefined) as V | undefined)}
      >
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {optionLabel(option)}
          </option>
        ))}
      </Input>
    </>
  )
}
