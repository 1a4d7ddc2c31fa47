import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Carousel, CarouselCaption, CarouselControl, CarouselIndicators, CarouselItem } from 'reactstrap'

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
  return (
    <Carousel
      activeIndex={active}
      next={() => go(active + 1)}
      previous={() => go(active - 1)}
      interval={false}
    >
      <CarouselIndicators items={SLIDES} activeIndex={active} onClickHandler={(index: number) => go(index)} />
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
  )
}
