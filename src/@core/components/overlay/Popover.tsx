// Bootstrap's popover (Overlay.tsx): controlled, or opened and closed by clicks on its target.
import { useEffect, useState } from 'react'
import { Overlay, type OverlayProps } from './Overlay'

export function Popover({ placement = 'end', ...props }: OverlayProps) {
  return <Overlay kind="popover" placement={placement} {...props} />
}

/** A popover that its target opens and closes with a click; a click elsewhere or Escape closes it. */
export function UncontrolledPopover(props: Omit<OverlayProps, 'isOpen' | 'onClose'>) {
  const [open, setOpen] = useState(false)
  useEffect(() => {
    const anchor = document.getElementById(props.target)
    if (!anchor) return
    const toggle = () => setOpen((was) => !was)
    const outside = (event: MouseEvent) => {
      const node = event.target as Element
      if (anchor.contains(node) || node.closest?.('.popover')) return
      setOpen(false)
    }
    anchor.addEventListener('click', toggle)
    document.addEventListener('mousedown', outside)
    return () => {
      anchor.removeEventListener('click', toggle)
      document.removeEventListener('mousedown', outside)
    }
  }, [props.target])
  return <Popover {...props} isOpen={open} onClose={() => setOpen(false)} />
}
