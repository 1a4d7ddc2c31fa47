import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Carousel, CarouselCaption, CarouselControl, CarouselItem } from 'reactstrap'

const SLIDES = [
  { key: 'chill', background: 'linear-gradient(135deg, #5b4ee0, #2a9d8f)' },
  { key: 'focus', background: 'linear-gradient(135deg, #1d3557, #457b9d)' },
  { key: 'party', background: 'linear-gradient(135deg, #9d174d, #c2410c)' }
]

export function BasicCarousel() {
  const { t } = useTranslation()
  const [active, setActive] = useState(0)
  const [animating, setAnimating] = useState(false)
  const go = (index: number) => {
    if (!animating) setActive((index + SLIDES.length) % SLIDES.length)
  }
  // The slides are the same dark gradients in both skins: the caption and controls stay light on them (Bootstrap's
  // dark colour mode would turn them black).
  return (
    <div data-bs-theme="light">
      <Carousel
        activeIndex={active}
        next={() => go(active + 1)}
        previous={() => go(active - 1)}
        interval={false}
      >
        <SlideButtons count={SLIDES.length} active={active} go={go} />
        {SLIDES.map((slide) => (
          <CarouselItem
            key={slide.key}
            onExiting={() => setAnimating(true)}
            onExited={() => setAnimating(false)}
          >
            <div className="rounded" style={{ height: 260, background: slide.background }} />
            <CarouselCaption
              captionHeader={t(`ui.components.carousel.${slide.key}.title`)}
              captionText={t(`ui.components.carousel.${slide.key}.text`)}
            />
          </CarouselItem>
        ))}
        <CarouselControl
          direction="prev"
          directionText={t('ui.components.carousel.previous')}
          onClickHandler={() => go(active - 1)}
        />
        <CarouselControl
          direction="next"
          directionText={t('ui.components.carousel.next')}
          onClickHandler={() => go(active + 1)}
        />
      </Carousel>
    </div>
  )
}

/**
 * The carousel's indicators. reactstrap's Carousel hands its first child an onClickHandler prop; a plain <div> there
 * passed it on to the DOM (React warned of an unknown event handler), so this component takes it and ignores it:
 * each button calls `go` itself.
 */
function SlideButtons({
  count,
  active,
  go
}: {
  count: number
  active: number
  go: (index: number) => void
  onClickHandler?: unknown
}) {
  const { t } = useTranslation()
  return (
    <div className="carousel-indicators">
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          className={index === active ? 'active' : undefined}
          aria-current={index === active}
          aria-label={t('ui.components.carousel.goTo', { number: index + 1 })}
          onClick={() => go(index)}
        />
      ))}
    </div>
  )
}
