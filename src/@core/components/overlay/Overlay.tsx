// A Bootstrap popover or tooltip placed beside its target (placement.ts) in a portal: what reactstrap's Popover and
// Tooltip draw, without their prop-type and defaultProps warnings under React 18.3 (issue 40 §8).
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type HTMLAttributes,
  type ReactNode
} from 'react'
import { createPortal } from 'react-dom'
import { bootstrapSide, physicalSide, placeBeside, type Placement } from './placement'

export type OverlayProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The id of the element the overlay points at. */
  target: string
  isOpen: boolean
  placement?: Placement
  /** Called on Escape. */
  onClose?: () => void
  children: ReactNode
}

const GAP = { popover: 8, tooltip: 4 }

export function Overlay({
  kind,
  target,
  isOpen,
  placement = 'top',
  onClose,
  children,
  className = '',
  ...rest
}: OverlayProps & { kind: 'popover' | 'tooltip' }) {
  const box = useRef<HTMLDivElement>(null)
  const [position, setPosition] = useState<{ top: number; left: number; arrow: number } | null>(null)
  const rtl = typeof document !== 'undefined' && document.documentElement.dir === 'rtl'
  const side = physicalSide(placement, rtl)

  const place = useCallback(() => {
    const anchor = document.getElementById(target)
    const overlay = box.current
    if (!anchor || !overlay) return
    const a = anchor.getBoundingClientRect()
    const o = overlay.getBoundingClientRect()
    setPosition(
      placeBeside(
        { top: a.top + window.scrollY, left: a.left + window.scrollX, width: a.width, height: a.height },
        { top: 0, left: 0, width: o.width, height: o.height },
        side,
        GAP[kind],
        document.documentElement.clientWidth + window.scrollX
      )
    )
  }, [target, side, kind])

  useLayoutEffect(() => {
    if (!isOpen) return setPosition(null)
    place()
  }, [isOpen, place, children])

  useEffect(() => {
    if (!isOpen) return
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose?.()
    }
    window.addEventListener('resize', place)
    document.addEventListener('keydown', onKey)
    return () => {
      window.removeEventListener('resize', place)
      document.removeEventListener('keydown', onKey)
    }
  }, [isOpen, place, onClose])

  if (!isOpen) return null
  const vertical = side === 'top' || side === 'bottom'
  const arrowWidth = `var(--bs-${kind}-arrow-width)`
  return createPortal(
    <div
      ref={box}
      role="tooltip"
      {...rest}
      className={`${kind} bs-${kind}-${bootstrapSide(side)} show ${className}`.trim()}
      style={{
        position: 'absolute',
        top: position?.top ?? 0,
        left: position?.left ?? 0,
        visibility: position ? 'visible' : 'hidden'
      }}
    >
      <div
        className={`${kind}-arrow`}
        style={
          vertical
            ? { position: 'absolute', left: `calc(${position?.arrow ?? 0}px - ${arrowWidth} / 2)` }
            : { position: 'absolute', top: `calc(50% - ${arrowWidth} / 2)` }
        }
      />
      {kind === 'tooltip' ? <div className="tooltip-inner">{children}</div> : children}
    </div>,
    document.body
  )
}
