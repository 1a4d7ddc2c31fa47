// Warnings of libraries that tests must not drown new ones in. Each is matched exactly, with the reason. reactstrap's
// prop-type and defaultProps warnings are gone from here: @core/components/overlay replaces or wraps what printed them.

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
 * Redux Toolkit's development checks (immutability, serializability) warn when one check takes more than 32 ms. That
 * measures how busy the machine is (a 2-core CI runner, six engineers), not the code: failing on it would make tests
 * fail at random. The checks themselves still run, and a real violation still throws.
 */
const SLOW_CHECK =
  /^(Immutable|Serializable)StateInvariantMiddleware took \d+ms, which is more than the warning threshold/

export function isMachineSpeedWarning(args: unknown[]): boolean {
  return typeof args[0] === 'string' && SLOW_CHECK.test(args[0])
}
