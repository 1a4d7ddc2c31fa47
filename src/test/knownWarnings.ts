// Warnings of libraries that tests must not drown new ones in. Each is matched exactly, with the reason.

/**
 * reactstrap 9.2.3's Fade has no static defaultProps (it applies them inside the function), so Tooltip, Popover and
 * Alert hand it `timeout: undefined` and prop-types complain before the default applies; the fade works
 * (reactstrap issue #2819, open). React calls console.error('Warning: Failed %s type: %s%s', 'prop', message, stack).
 */
const REACTSTRAP_TIMEOUT = new Set([
  'The prop `timeout` is marked as required in `Fade`, but its value is `undefined`.',
  'The prop `transition.timeout` is marked as required in `PopperContent`, but its value is `undefined`.'
])

export function isKnownLibraryWarning(args: unknown[]): boolean {
  const [format, kind, message] = args
  return (
    typeof format === 'string' &&
    format.includes('Failed %s type') &&
    kind === 'prop' &&
    typeof message === 'string' &&
    REACTSTRAP_TIMEOUT.has(message)
  )
}

/** Lets every console.error through but the known library warnings. */
export function filterKnownWarnings(target: Console = console): void {
  const original = target.error.bind(target)
  target.error = (...args: unknown[]) => {
    if (!isKnownLibraryWarning(args)) original(...args)
  }
}
