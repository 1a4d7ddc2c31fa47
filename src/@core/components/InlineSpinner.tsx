/**
 * A small spinner beside a heading or buttons while its card works. Its status carries the label as its name: a
 * `role="status"` takes no name from its visually-hidden text, and is found by role and name (tests, assistive
 * technology) only so.
 */
export function InlineSpinner({ label }: { label: string }) {
  return (
    <span className="spinner-border spinner-border-sm text-primary" role="status" aria-label={label}>
      <span className="visually-hidden">{label}</span>
    </span>
  )
}
