// Bootstrap's tooltip (Overlay.tsx), shown while its target is hovered or focused and described by it; Escape hides it.
import { useEffect, useId, useState } from 'react'
import { Overlay, type OverlayProps } from './Overlay'

type Props = Omit<OverlayProps, 'isOpen' | 'onClose'> & {
  /** Shown from the start (examples, tests); hover and focus still toggle it. */
  isOpen?: boolean
}

export function UncontrolledTooltip({ isOpen = false, ...props }: Props) {
  const [open, setOpen] = useState(isOpen)
  const id = useId()
  useEffect(() => {
    const anchor = document.getElementById(props.target)
    if (!anchor) return
    const show = () => setOpen(true)
    const hide = () => setOpen(false)
    const events = [
      ['mouseenter', show],
      ['focusin', show],
      ['mouseleave', hide],
      ['focusout', hide]
    ] as const
    for (const [name, handler] of events) anchor.addEventListener(name, handler)
    return () => {
      for (const [name, handler] of events) anchor.removeEventListener(name, handler)
    }
  }, [props.target])
  useEffect(() => {
    const anchor = document.getElementById(props.target)
    if (!anchor || !open) return
    anchor.setAttribute('aria-describedby', id)
    return () => anchor.removeAttribute('aria-describedby')
  }, [open, id, props.target])
  return <Overlay kind="tooltip" id={id} {...props} isOpen={open} onClose={() => setOpen(false)} />
}
