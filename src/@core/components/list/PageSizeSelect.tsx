// The "rows per page" selector of a paged table, with its visible label.

type Props = {
  id: string
  label: string
  value: number
  sizes: readonly number[]
  onChange: (perPage: number) => void
  /** `sm` beside the count of a dense table; the default size in a toolbar. */
  size?: 'sm'
  labelClassName?: string
}

export function PageSizeSelect({ id, label, value, sizes, onChange, size, labelClassName = '' }: Props) {
  return (
    <div className="d-flex align-items-center gap-2">
      <label htmlFor={id} className={`mb-0 text-nowrap ${labelClassName}`.trim()}>
        {label}
      </label>
      <select
        id={id}
        className={`form-select w-auto${size === 'sm' ? ' form-select-sm' : ''}`}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      >
        {sizes.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
    </div>
  )
}
