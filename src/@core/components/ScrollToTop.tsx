import { useEffect, useState } from 'react'
import { ArrowUp } from 'lucide-react'
import { useTranslation } from 'react-i18next'
import { REDUCED_MOTION_QUERY } from '@/@core/hooks/useMediaQuery'

/** A button that appears once the page is scrolled down and brings the reader back to the top. */
export function ScrollToTop({ threshold = 400 }: { threshold?: number }) {
  const { t } = useTranslation()
  const [visible, setVisible] = useState(false)
  useEffect(() => {
    const onScroll = () => setVisible(window.scrollY > threshold)
    // The first reading waits for the next frame: reading the scroll position in the effect forced a style and
    // layout of the whole page inside the first render's task (Total Blocking Time of the signed-in first screen).
    const first = requestAnimationFrame(onScroll)
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      cancelAnimationFrame(first)
      window.removeEventListener('scroll', onScroll)
    }
  }, [threshold])
  if (!visible) return null
  return (
    <button
      type="button"
      className="btn btn-primary scroll-to-top"
      aria-label={t('navbar.scrollTop')}
      onClick={() => {
        const reduce = window.matchMedia(REDUCED_MOTION_QUERY).matches
        window.scrollTo({ top: 0, behavior: reduce ? 'auto' : 'smooth' })
      }}
    >
      <ArrowUp size={18} aria-hidden="true" />
    </button>
  )
}
