// Warnings of libraries that tests must not drown new ones in. Each is matched exactly, with the reason.
import { consoleText } from './consoleGuard'

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

/**
 * rc-slider (the player's progress and volume bars, through react-jinke-music-player) and rc-motion call React's
 * findDOMNode, which React 18 reports in StrictMode. Nothing in our code calls it; the libraries' current majors
 * still do.
 */
const FIND_DOM_NODE = /^Warning: findDOMNode is deprecated/

export function isLibraryFindDomNodeWarning(args: unknown[]): boolean {
  return typeof args[0] === 'string' && FIND_DOM_NODE.test(args[0])
}

/**
 * reactstrap 9.2.3 gives some of its function components static defaultProps, which React 18.3 reports once per
 * component ("Popover: Support for defaultProps will be removed from function components"). Only reactstrap's names.
 */
const REACTSTRAP_DEFAULT_PROPS =
  /^Warning: (Popover|Tooltip|TooltipPopoverWrapper|PopperContent|UncontrolledPopover|UncontrolledTooltip|Fade|Alert|Toast|DropdownMenu|DropdownToggle|DropdownItem): Support for defaultProps will be removed from function components/

export function isReactstrapDefaultPropsWarning(args: unknown[]): boolean {
  return REACTSTRAP_DEFAULT_PROPS.test(consoleText(args))
}

/**
 * Redux Toolkit's development checks (immutability, serializability) warn when one check takes more than 32 ms. That
 * measures how busy the machine is (a 2-core CI runner, six engineers), not the code: failing on it would make tests
 * fail at random. The checks themselves still run, and a real violation still throws.
 */
const SLOW_CHECK =
  /^(Immutable|Serializable)StateInvariantMiddleware took \d+ms, which is more than the warning threshold/

export function isMachineSpeedWarning(args: unknown[]): boolean {
  return typeof args[0] === 'string' && SLOW_CHECK.test(args[0])
}

/** Lets every console.error through but the known library warnings. */
export function filterKnownWarnings(target: Console = console): void {
  const original = target.error.bind(target)
  target.error = (...args: unknown[]) => {
    if (!isKnownLibraryWarning(args)) original(...args)
  }
}
