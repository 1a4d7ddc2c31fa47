// A label, a control, an optional hint and the message under the control when its value is invalid. The control
// points at the hint and the message with aria-describedby (fieldProps builds those attributes).
import type { ReactNode } from 'react'

export function fieldAria(id: string, { error, hint }: { error?: string; hint?: boolean }) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ')
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined
  } as const
}

export function FormField({
  id,
  label,
  error,
  hint,
  className = 'mb-3',
  children
}: {
  id: string
  label: ReactNode
  error?: string
  hint?: ReactNode
  className?: string
  children: ReactNode
}) {
  return (
    <div className={className}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </div>
      )}
    </div>
  )
}
