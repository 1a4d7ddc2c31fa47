import type { ReactNode } from 'react'

/** A label, a control and the message under it when the value is invalid. */
export function FormField({
  id,
  label,
  error,
  aside,
  children
}: {
  id: string
  label: string
  error?: string
  aside?: ReactNode
  children: ReactNode
}) {
  return (
    <div className="mb-3">
      <div className="d-flex justify-content-between align-items-baseline">
        <label className="form-label" htmlFor={id}>
          {label}
        </label>
        {aside}
      </div>
      {children}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block" role="alert">
          {error}
        </div>
      )}
    </div>
  )
}
