// A reactstrap Button with the press ripple of spec §9: a wave spreads from where the pointer went down and is gone
// after RIPPLE_MS. Nothing moves when the system asks for reduced motion.
import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { Button, type ButtonProps } from 'reactstrap'
import './ripple-button.scss'

export const RIPPLE_MS = 500

type Wave = { key: number; x: number; y: number; size: number }

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches

export function RippleButton({ className, onPointerDown, children, ...props }: ButtonProps) {
  const [waves, setWaves] = useState<Wave[]>([])
  const nextKey = useRef(0)
  const timers = useRef(new Set<number>())

  useEffect(() => {
    const pending = timers.current
    return () => pending.forEach((timer) => window.clearTimeout(timer))
  }, [])

  const press = (event: PointerEvent<HTMLButtonElement>) => {
    onPointerDown?.(event)
    if (event.defaultPrevented || event.button !== 0 || event.currentTarget.disabled || reducedMotion())
      return
    const box = event.currentTarget.getBoundingClientRect()
    const size = Math.max(box.width, box.height) * 2
    const wave = {
      key: nextKey.current++,
      x: event.clientX - box.left - size / 2,
      y: event.clientY - box.top - size / 2,
      size
    }
    setWaves((current) => [...current, wave])
    const timer = window.setTimeout(() => {
      timers.current.delete(timer)
      setWaves((current) => current.filter((w) => w.key !== wave.key))
    }, RIPPLE_MS)
    timers.current.add(timer)
  }

  return (
    <Button {...props} className={`btn-ripple ${className ?? ''}`.trim()} onPointerDown={press}>
      {children}
      {waves.map((wave) => (
        <span
          key={wave.key}
          className="btn-ripple-wave"
          aria-hidden="true"
          data-testid="ripple-wave"
          style={{ left: wave.x, top: wave.y, width: wave.size, height: wave.size }}
        />
      ))}
    </Button>
  )
}
